import { Link } from "react-router";
import { useTranslation } from "~/lib/translations";
import { Info, Store } from "lucide-react";
import type { StoreTeam } from "./types";

/** A team in the store list: active products in the chosen category, Shop Now and Team Info (spec §2). */
export function TeamCard({
  team,
  productCount,
  view,
  onShop,
}: {
  team: StoreTeam;
  productCount: number;
  view: "grid" | "list";
  onShop: () => void;
}) {
  const { t } = useTranslation();
  return (
    <article
      className={`card bg-base-100 shadow-sm ring-1 ring-base-300 ${view === "list" ? "card-side" : ""}`}
      data-testid="team-card"
    >
      <div
        aria-hidden="true"
        className={view === "list" ? "w-3 shrink-0 rounded-l-box" : "h-3 rounded-t-box"}
        style={{ background: `linear-gradient(90deg, ${team.jerseyColor}, ${team.accentColor})` }}
      />
      <div className={`card-body gap-2 ${view === "list" ? "flex-row flex-wrap items-center justify-between" : ""}`}>
        <div>
          <h2 className="card-title text-lg">{team.name}</h2>
          <p className="text-sm text-base-content/80">
            {team.trade} · {team.city}
          </p>
          <p className="text-sm">
            {t("commerce.teams.points", { count: team.points })} ·{" "}
            <span data-testid="product-count">{t("commerce.teams.products", { count: productCount })}</span>
          </p>
        </div>
        <div className="card-actions">
          <button
            type="button"
            className="btn btn-primary btn-sm"
            onClick={onShop}
            disabled={productCount === 0}
            aria-label={t("commerce.teams.shopNowFor", { team: team.name })}
            data-testid="shop-now"
          >
            <Store aria-hidden="true" className="size-4" /> {t("commerce.teams.shopNow")}
          </button>
          <Link
            to={`/teams?teamId=${team.id}`}
            className="btn btn-outline btn-sm"
            aria-label={t("commerce.teams.teamInfoFor", { team: team.name })}
          >
            <Info aria-hidden="true" className="size-4" /> {t("commerce.teams.teamInfo")}
          </Link>
        </div>
      </div>
    </article>
  );
}
