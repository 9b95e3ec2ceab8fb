import { Link } from "react-router";
import { useTranslation } from "~/lib/translations";
import { CircleStop, ExternalLink, FileSignature, PackageCheck, Pencil, Receipt, Store, UserPlus } from "lucide-react";
import type { ManagedContract } from "./contract-actions";
import type { StockedProduct } from "./stock-dialog";
import { EmptyState } from "~/components/ui/empty-state";
import { formatCents, lineTotalCents } from "@shared/money";
import { formatDate, formatDay } from "./format";
import type { Dashboard } from "./types";
import { SignInToManage } from "~/components/ui/sign-in-to-manage";

/** All eight metrics (spec §3 Franchise), computed from real orders, contracts and matches. */
export function OverviewPanel({ data }: { data: Dashboard }) {
  const { t, i18n } = useTranslation();
  const { metrics: m, team } = data;
  const fmt = new Intl.NumberFormat(i18n.language);
  const pct = (n: number) => new Intl.NumberFormat(i18n.language, { style: "percent", signDisplay: "auto" }).format(n / 100);
  const figures = [
    ["totalRevenue", formatCents(m.totalRevenue, i18n.language)],
    ["monthlyGrowth", pct(m.monthlyGrowth)],
    ["activeOrders", fmt.format(m.activeOrders)],
    ["completedOrders", fmt.format(m.completedOrders)],
    ["playerContracts", fmt.format(m.playerContracts)],
    ["upcomingMatches", fmt.format(m.upcomingMatches)],
    ["championshipProgress", pct(m.championshipProgress)],
    ["fanEngagement", fmt.format(m.fanEngagement)],
  ] as const;
  return (
    <div className="grid gap-6 lg:grid-cols-3">
      <section aria-labelledby="metrics-title" className="card bg-base-100 shadow-sm ring-1 ring-base-300 lg:col-span-2">
        <div className="card-body">
          <h2 id="metrics-title" className="card-title">
            {t("franchise.overview.metricsTitle")}
          </h2>
          <dl className="grid gap-4 sm:grid-cols-2" data-testid="metrics">
            {figures.map(([key, value]) => (
              <div key={key} className="rounded-box bg-base-200 p-3" data-testid={`metric-${key}`}>
                <dt className="text-sm font-medium">{t(`franchise.metrics.${key}`)}</dt>
                <dd className="text-xl font-bold">{value}</dd>
                <dd className="text-xs text-base-content/80">{t(`franchise.metricHints.${key}`)}</dd>
              </div>
            ))}
          </dl>
          <label className="mt-2 text-sm font-medium" htmlFor="championship-progress">
            {t("franchise.metrics.championshipProgress")}
          </label>
          <progress id="championship-progress" className="progress progress-primary" value={m.championshipProgress} max={100}>
            {pct(m.championshipProgress)}
          </progress>
        </div>
      </section>
      <section aria-labelledby="team-facts-title" className="card bg-base-100 shadow-sm ring-1 ring-base-300">
        <div className="card-body">
          <h2 id="team-facts-title" className="card-title">
            {team.name}
          </h2>
          <dl className="grid grid-cols-2 gap-2 text-sm">
            <dt className="font-medium">{t("franchise.overview.trade")}</dt>
            <dd>{team.trade}</dd>
            <dt className="font-medium">{t("franchise.overview.city")}</dt>
            <dd>{team.city}</dd>
            <dt className="font-medium">{t("franchise.overview.captain")}</dt>
            <dd>{team.captain}</dd>
            <dt className="font-medium">{t("franchise.overview.group")}</dt>
            <dd>{team.group}</dd>
            <dt className="font-medium">{t("franchise.overview.record")}</dt>
            <dd>{t("franchise.overview.recordValue", { w: team.wins, d: team.draws, l: team.losses })}</dd>
            <dt className="font-medium">{t("franchise.overview.points")}</dt>
            <dd>{team.points}</dd>
          </dl>
        </div>
      </section>
    </div>
  );
}

/** Home and away designs and the jersey stock by size, from the inventory table. */
export function JerseysPanel({ data, designer }: { data: Dashboard; designer: (kind: "home" | "away") => React.ReactNode }) {
  const { t, i18n } = useTranslation();
  const fmt = new Intl.NumberFormat(i18n.language);
  const { team } = data;
  const kits = [
    { kind: "home" as const, primary: team.jerseyColor, secondary: team.accentColor },
    { kind: "away" as const, primary: team.accentColor, secondary: team.jerseyColor },
  ];
  return (
    <div className="space-y-6">
      <div className="grid gap-4 md:grid-cols-2">
        {kits.map((kit) => (
          <section key={kit.kind} aria-labelledby={`kit-${kit.kind}`} className="card bg-base-100 shadow-sm ring-1 ring-base-300">
            <div className="card-body items-start">
              <h2 id={`kit-${kit.kind}`} className="card-title">
                {t(`franchise.jerseys.${kit.kind}`)}
              </h2>
              <div
                aria-hidden="true"
                className="h-24 w-20 rounded-box border border-base-300"
                style={{ background: `linear-gradient(180deg, ${kit.primary} 70%, ${kit.secondary} 70%)` }}
              />
              <p className="text-sm text-base-content/80">
                {t("franchise.jerseys.colours", { primary: kit.primary, secondary: kit.secondary })}
              </p>
              {designer(kit.kind)}
            </div>
          </section>
        ))}
      </div>
      <section aria-labelledby="sizes-title" className="card bg-base-100 shadow-sm ring-1 ring-base-300">
        <div className="card-body">
          <h2 id="sizes-title" className="card-title">
            {t("franchise.jerseys.inventoryTitle")}
          </h2>
          <p className="text-sm text-base-content/80">{t("franchise.jerseys.inventoryText")}</p>
          <dl className="grid grid-cols-3 gap-3 sm:grid-cols-6" data-testid="jersey-stock">
            {data.jerseyStock.map((s) => (
              <div key={s.size} className="rounded-box bg-base-200 p-3 text-center">
                <dt className="font-semibold">{s.size}</dt>
                <dd className="text-2xl font-bold">{fmt.format(s.stock)}</dd>
              </div>
            ))}
          </dl>
        </div>
      </section>
    </div>
  );
}

/** The team's products with the stock of each size. */
export function StorePanel({ data, onSetStock }: { data: Dashboard; onSetStock?: (product: StockedProduct) => void }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  return (
    <section aria-labelledby="store-title" className="card bg-base-100 shadow-sm ring-1 ring-base-300">
      <div className="card-body">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id="store-title" className="card-title">
            {t("franchise.store.title")}
          </h2>
          <Link to="/shop" className="btn btn-outline btn-sm">
            <Store aria-hidden="true" className="size-4" /> {t("franchise.store.open")}
          </Link>
        </div>
        <div className="overflow-x-auto" tabIndex={0} role="region" aria-labelledby="store-title">
          <table className="table">
            <thead>
              <tr>
                <th scope="col">{t("franchise.store.product")}</th>
                <th scope="col">{t("franchise.store.category")}</th>
                <th scope="col">{t("franchise.store.price")}</th>
                <th scope="col">{t("franchise.store.stock")}</th>
                {onSetStock ? <th scope="col">{t("franchise.manage.actions")}</th> : null}
              </tr>
            </thead>
            <tbody>
              {data.products.map((p) => (
                <tr key={p.id}>
                  <td className="font-medium">
                    {p.name}
                    {p.isActive ? null : <span className="badge badge-ghost ml-2">{t("franchise.store.inactive")}</span>}
                  </td>
                  <td>{t(`commerce.categories.${p.category}`)}</td>
                  <td>{formatCents(p.basePrice, lang)}</td>
                  <td className="text-sm">
                    {p.variants.map((v) => t("franchise.store.sizeStock", { size: v.size, stock: v.stock ?? "—" })).join(" · ")}
                  </td>
                  {onSetStock ? (
                    <td>
                      {p.variants.length ? (
                        <button
                          type="button"
                          className="btn btn-outline btn-sm"
                          onClick={() => onSetStock(p)}
                          aria-label={t("franchise.stock.openFor", { product: p.name })}
                          data-testid="set-stock"
                        >
                          <PackageCheck aria-hidden="true" className="size-4" /> {t("franchise.stock.open")}
                        </button>
                      ) : null}
                    </td>
                  ) : null}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </div>
    </section>
  );
}

/** Real orders holding this team's goods, with this team's lines and share. */
export function OrdersPanel({ data }: { data: Dashboard }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  if (!data.orders.length)
    return <EmptyState icon={Receipt} title={t("franchise.orders.emptyTitle")} text={t("franchise.orders.emptyText")} />;
  return (
    <div
      className="overflow-x-auto rounded-box bg-base-100 shadow-sm ring-1 ring-base-300"
      tabIndex={0}
      role="region"
      aria-label={t("franchise.tabs.orders")}
    >
      <table className="table" data-testid="franchise-orders">
        <caption className="sr-only">{t("franchise.orders.caption", { team: data.team.name })}</caption>
        <thead>
          <tr>
            <th scope="col">{t("franchise.orders.number")}</th>
            <th scope="col">{t("franchise.orders.date")}</th>
            <th scope="col">{t("franchise.orders.status")}</th>
            <th scope="col">{t("franchise.orders.items")}</th>
            <th scope="col" className="text-right">
              {t("franchise.orders.total")}
            </th>
          </tr>
        </thead>
        <tbody>
          {data.orders.map((o) => (
            <tr key={o.id} data-testid="franchise-order">
              <th scope="row" className="font-mono">
                {o.orderNumber}
              </th>
              <td>{formatDate(o.orderDate, lang)}</td>
              <td>
                <span className={`badge ${o.paymentStatus === "paid" ? "badge-success" : "badge-warning"}`}>
                  {t(`franchise.orders.statuses.${o.paymentStatus === "paid" ? "paid" : "pending"}`)}
                </span>
              </td>
              <td>
                <ul>
                  {o.lines.map((l) => (
                    <li key={`${l.productId}-${l.variantId}`}>
                      {t("franchise.orders.line", {
                        name: l.name,
                        size: l.size,
                        quantity: l.quantity,
                        amount: formatCents(lineTotalCents(l.unitPrice, l.quantity), lang),
                      })}
                    </li>
                  ))}
                </ul>
              </td>
              <td className="text-right font-semibold">{formatCents(o.teamTotal, lang)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/**
 * The persisted roster and contracts, with the two dialogs' openers; without them (a visitor) it offers
 * sign-in instead, and the salary column shows only when the contracts carry pay (the admin shape).
 */
export function PlayersPanel({
  data,
  onAddPlayer,
  onNewContract,
  onEditContract,
  onEndContract,
}: {
  data: Dashboard;
  onAddPlayer?: () => void;
  /** A new contract, for the named roster player when given. */
  onNewContract?: (playerName?: string) => void;
  /** A manager's change of an active contract's terms, and ending it. */
  onEditContract?: (contract: ManagedContract) => void;
  onEndContract?: (contract: ManagedContract) => void;
}) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const showPay = data.contracts.some((c) => "baseSalary" in c);
  return (
    <div className="space-y-6">
      <section aria-labelledby="roster-title" className="card bg-base-100 shadow-sm ring-1 ring-base-300">
        <div className="card-body">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h2 id="roster-title" className="card-title">
              {t("franchise.players.rosterTitle", { count: data.roster.length })}
            </h2>
            {onAddPlayer ? (
              <button type="button" className="btn btn-primary btn-sm" onClick={onAddPlayer}>
                <UserPlus aria-hidden="true" className="size-4" /> {t("franchise.quick.addPlayer")}
              </button>
            ) : (
              <SignInToManage />
            )}
          </div>
          {data.roster.length ? (
            <div className="overflow-x-auto" tabIndex={0} role="region" aria-labelledby="roster-title">
              <table className="table" data-testid="roster">
                <thead>
                  <tr>
                    <th scope="col">{t("fields.name")}</th>
                    <th scope="col">{t("fields.position")}</th>
                    <th scope="col">{t("fields.specialty")}</th>
                    <th scope="col">{t("fields.experience")}</th>
                    <th scope="col">{t("franchise.players.status")}</th>
                    {onNewContract ? <th scope="col">{t("franchise.manage.actions")}</th> : null}
                  </tr>
                </thead>
                <tbody>
                  {data.roster.map((r) => (
                    <tr key={r.id} data-testid="roster-row">
                      <th scope="row">{r.name}</th>
                      <td>{t(`franchise.rosterPositions.${r.position.replace(" ", "")}`)}</td>
                      <td>{r.specialty ?? "—"}</td>
                      <td>{r.experience ?? "—"}</td>
                      <td>
                        <span className="badge badge-success">{t(`franchise.players.statuses.${r.status}`)}</span>
                      </td>
                      {onNewContract ? (
                        <td>
                          <button
                            type="button"
                            className="btn btn-ghost btn-sm min-h-8"
                            onClick={() => onNewContract(r.name)}
                            aria-label={t("franchise.players.contractFor", { name: r.name })}
                            data-testid="roster-contract"
                          >
                            <FileSignature aria-hidden="true" className="size-4" /> {t("franchise.players.contract")}
                          </button>
                        </td>
                      ) : null}
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          ) : (
            <p className="text-base-content/80">{t("franchise.players.rosterEmpty")}</p>
          )}
        </div>
      </section>
      <section aria-labelledby="contracts-title" className="card bg-base-100 shadow-sm ring-1 ring-base-300">
        <div className="card-body">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h2 id="contracts-title" className="card-title">
              {t("franchise.players.contractsTitle", { count: data.contracts.length })}
            </h2>
            {onNewContract ? (
              <button type="button" className="btn btn-primary btn-sm" onClick={() => onNewContract()}>
                <FileSignature aria-hidden="true" className="size-4" /> {t("franchise.quick.newContract")}
              </button>
            ) : null}
          </div>
          {data.contracts.length ? (
            <div className="overflow-x-auto" tabIndex={0} role="region" aria-labelledby="contracts-title">
              <table className="table" data-testid="contracts">
                <thead>
                  <tr>
                    <th scope="col">{t("fields.playerName")}</th>
                    <th scope="col">{t("fields.position")}</th>
                    {showPay ? <th scope="col">{t("franchise.players.salary")}</th> : null}
                    <th scope="col">{t("fields.startDate")}</th>
                    <th scope="col">{t("franchise.contract.endDate")}</th>
                    <th scope="col">{t("franchise.players.status")}</th>
                    {onEditContract ? <th scope="col">{t("franchise.manage.actions")}</th> : null}
                  </tr>
                </thead>
                <tbody>
                  {data.contracts.map((c) => (
                    <tr key={c.id}>
                      <th scope="row">{c.playerName}</th>
                      <td>{c.position ? t(`franchise.contractPositions.${c.position}`, { defaultValue: c.position }) : "—"}</td>
                      {showPay ? (
                        <td>{c.baseSalary != null ? formatCents(c.baseSalary, lang) : t("franchise.players.na")}</td>
                      ) : null}
                      <td>{formatDay(c.startDate, lang)}</td>
                      <td>{formatDay(c.endDate, lang)}</td>
                      <td>
                        <span className={`badge ${c.isActive ? "badge-success" : "badge-ghost"}`}>
                          {c.isActive ? t("franchise.players.active") : t("franchise.players.ended")}
                        </span>
                      </td>
                      {onEditContract && onEndContract ? (
                        <td>
                          {c.isActive ? (
                            <div className="flex flex-wrap gap-2">
                              <button
                                type="button"
                                className="btn btn-outline btn-sm"
                                onClick={() => onEditContract(c)}
                                aria-label={t("franchise.contractEdit.openFor", { name: c.playerName ?? "" })}
                                data-testid="contract-edit"
                              >
                                <Pencil aria-hidden="true" className="size-4" /> {t("franchise.contractEdit.open")}
                              </button>
                              <button
                                type="button"
                                className="btn btn-outline btn-error btn-sm"
                                onClick={() => onEndContract(c)}
                                aria-label={t("franchise.contractEnd.openFor", { name: c.playerName ?? "" })}
                                data-testid="contract-end-open"
                              >
                                <CircleStop aria-hidden="true" className="size-4" /> {t("franchise.contractEnd.open")}
                              </button>
                            </div>
                          ) : null}
                        </td>
                      ) : null}
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          ) : (
            <p className="text-base-content/80">{t("franchise.players.contractsEmpty")}</p>
          )}
        </div>
      </section>
      <p className="text-sm text-base-content/80">
        <ExternalLink aria-hidden="true" className="inline size-4" />{" "}
        <Link className="link" to={`/teams/${data.team.id}`}>
          {t("franchise.players.teamPage", { team: data.team.name })}
        </Link>
      </p>
    </div>
  );
}
