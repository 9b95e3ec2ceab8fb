import { useCallback, useMemo, useState } from "react";
import { Link } from "react-router";
import { useTranslation } from "~/lib/translations";
import { CalendarPlus, ClipboardList, ShoppingBag, Users } from "lucide-react";
import { actsForTeam } from "@shared/auth/person";
import type { Route } from "./+types/team";
import { PageHeader } from "~/components/ui/page-header";
import { ColourSwatch, TeamCrest } from "~/components/teams/team-crest";
import { JerseyDesignerButton } from "~/components/jerseys/jersey-designer-dialog";
import { PlayerManagementDialog } from "~/components/teams/player-management-dialog";
import { SignInToManage } from "~/components/ui/sign-in-to-manage";
import { LiveControls } from "~/components/tournament/live-controls";
import { MatchRow } from "~/components/tournament/match-row";
import { useLiveMatches } from "~/components/tournament/use-live-matches";
import { POSITIONS } from "@shared/forms/player.options";
import { langFromMatches, shareMeta } from "~/lib/meta";
import { translate } from "@shared/i18n/strings";
import { orNotFound } from "~/lib/not-found.server";
import type { TranslatedHandle } from "@shared/i18n/language";
import type { CachedHandle } from "@shared/page-cache";
import { formAction } from "~/lib/form-action.server";
import { jerseyIntents } from "~/components/jerseys/jersey-intents.server";
import { playerIntents } from "~/components/players/player-intents.server";
import { withTrpc } from "~/lib/trpc";
import { keepDataAfterRefusal } from "~/lib/form-result";

export async function loader({ params, context }: Route.LoaderArgs) {
  const detail = await orNotFound(context.trpc.teams.detail({ id: params.id }));
  // Admins and the team's captain manage its squad (the players procedures' gate lets the same people in).
  const canManage = actsForTeam(await context.person(), detail.team.id, ["captain"]);
  // They also reach the players: each one's email and phone (the procedure's own gate decides again).
  const contacts = canManage
    ? (await context.trpc.players.adminByTeam({ teamId: detail.team.id })).map((p) => ({
        id: p.id,
        name: `${p.firstName} ${p.lastName}`,
        jerseyNumber: p.jerseyNumber ?? null,
        email: p.email,
        phone: p.phone ?? null,
      }))
    : [];
  return { ...detail, canManage, contacts, liveCursor: context.liveCursor };
}

/** A refused write changed nothing: the page keeps its data. */
export const shouldRevalidate = keepDataAfterRefusal;

/** The page's writes: Player Management's Add Player form posts here. */
export const action = formAction({ ...playerIntents, ...jerseyIntents });

export const meta: Route.MetaFunction = (args) => {
  const { data: d, matches } = args;
  const lang = langFromMatches(matches);
  const title = `${d?.team.name ?? translate(lang, "pages.team.title")} | ${translate(lang, "brand.name")}`;
  const description = d ? `${d.team.trade} · ${d.team.city} · ${d.team.logoConcept}` : translate(lang, "pages.team.description");
  return [{ title }, { name: "description", content: description }, ...shareMeta(args, title, description)];
};

/** Translation areas this page uses besides the shell's, and how it is cached for anonymous visitors. */
export const handle: TranslatedHandle & CachedHandle = {
  i18n: ["tournament", "jerseys", "matchCentre"],
  cache: { tags: ["teams", "players", "matches"], maxAgeSeconds: 30 },
};

function TeamPage({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation();
  const { team, players, opponents, group, canManage } = loaderData;
  const [managing, setManaging] = useState(false);
  const names = useMemo(
    () => new Map([[team.id, team.name], ...opponents.map((o) => [o.id, o.name] as const)]),
    [team, opponents],
  );
  const teamName = useCallback((id: string) => names.get(id) ?? t("tournament.tbd"), [names, t]);
  const live = useLiveMatches(loaderData.matches, teamName, loaderData.liveCursor);
  const num = new Intl.NumberFormat(i18n.language);

  return (
    <>
      <PageHeader
        title={team.name}
        kicker={team.trade}
        badge={t("tournament.group", { group: team.group })}
        description={team.logoIdea}
        breadcrumbs={[{ label: t("nav.home"), to: "/" }, { label: t("nav.teams"), to: "/teams" }, { label: team.name }]}
        actions={
          <>
            <Link to={`/shop?teamId=${team.id}`} className="btn btn-primary btn-sm">
              <ShoppingBag aria-hidden="true" className="size-4" /> {t("teams.store")}
            </Link>
            <a
              href={`/api/matches.ics?teamId=${team.id}`}
              className="btn btn-outline btn-sm h-auto min-h-8 max-w-full whitespace-normal py-1 text-left leading-snug"
              data-testid="team-calendar"
            >
              <CalendarPlus aria-hidden="true" className="size-4 shrink-0" /> {t("tournament.subscribeTeam", { team: team.name })}
            </a>
            {/* Jersey designer (jerseys area): the button lazy-loads Konva only when opened. */}
            <JerseyDesignerButton team={team} className="btn btn-outline btn-sm" />
            {canManage ? (
              <button
                type="button"
                className="btn btn-outline btn-sm"
                onClick={() => setManaging(true)}
                data-testid="manage-players"
              >
                <Users aria-hidden="true" className="size-4" /> {t("teams.managePlayers")}
              </button>
            ) : (
              <SignInToManage />
            )}
            {canManage ? (
              <Link to="/my-matches" className="btn btn-outline btn-sm" data-testid="team-lineups-link">
                <ClipboardList aria-hidden="true" className="size-4" /> {t("teams.lineups.title")}
              </Link>
            ) : null}
          </>
        }
      />
      <div className="grid gap-6 lg:grid-cols-3">
        <section className="card bg-base-100 shadow lg:col-span-1" aria-labelledby="team-facts">
          <div className="card-body gap-4">
            <div className="flex items-center gap-4">
              <TeamCrest name={team.name} jerseyColor={team.jerseyColor} accentColor={team.accentColor} size={72} />
              <div>
                <h2 id="team-facts" className="card-title">
                  {team.name}
                </h2>
                <p className="text-sm text-base-content/80">{t("teams.founded", { year: team.foundedYear })}</p>
              </div>
            </div>
            <dl className="grid grid-cols-2 gap-3 text-sm" data-testid="team-facts">
              <div>
                <dt className="text-base-content/80">{t("teams.captain")}</dt>
                <dd className="font-medium">{team.captain}</dd>
              </div>
              <div>
                <dt className="text-base-content/80">{t("teams.city")}</dt>
                <dd className="font-medium">{team.city}</dd>
              </div>
              <div>
                <dt className="text-base-content/80">{t("teams.group")}</dt>
                <dd className="font-medium">
                  {group ? t("teams.groupPosition", { position: group.position, group: team.group }) : team.group}
                </dd>
              </div>
              <div>
                <dt className="text-base-content/80">{t("teams.stadium")}</dt>
                <dd className="font-medium">{team.stadium ?? "—"}</dd>
              </div>
              <div>
                <dt className="text-base-content/80">{t("teams.record")}</dt>
                <dd className="font-medium tabular-nums" data-testid="team-record">
                  {t("teams.recordValue", { wins: team.wins, draws: team.draws, losses: team.losses })}
                </dd>
              </div>
              <div>
                <dt className="text-base-content/80">{t("teams.points")}</dt>
                <dd className="font-medium tabular-nums" data-testid="team-points">
                  {t("teams.pointsValue", { points: num.format(team.points) })}
                </dd>
              </div>
              <div className="col-span-2">
                <dt className="text-base-content/80">{t("teams.logoConcept")}</dt>
                <dd>{team.logoConcept}</dd>
              </div>
            </dl>
            <div className="flex flex-col gap-2 text-sm">
              <h3 className="font-semibold">{t("teams.colours")}</h3>
              <ColourSwatch colour={team.jerseyColor} label={t("teams.jerseyColor")} />
              <ColourSwatch colour={team.accentColor} label={t("teams.accentColor")} />
            </div>
          </div>
        </section>

        <section className="card bg-base-100 shadow lg:col-span-2" aria-labelledby="roster-title">
          <div className="card-body">
            <h2 id="roster-title" className="card-title">
              {t("teams.roster")}
            </h2>
            {players.length === 0 ? (
              <p>{t("teams.rosterEmpty")}</p>
            ) : (
              <div className="grid gap-4 sm:grid-cols-2" data-testid="roster">
                {POSITIONS.map((position) => {
                  const list = players.filter((p) => p.position === position);
                  if (!list.length) return null;
                  return (
                    <div key={position}>
                      <h3 className="mb-1 font-semibold">{t(`teams.positionsPlural.${position}`)}</h3>
                      <ul className="space-y-1">
                        {list.map((p) => (
                          <li key={p.id} className="flex items-center gap-2">
                            <span className="badge badge-neutral w-10 justify-center font-mono tabular-nums">
                              {p.jerseyNumber ?? "–"}
                            </span>
                            <Link to={`/players/${p.id}`} className="link-hover inline-flex min-h-6 items-center">
                              {p.firstName} {p.lastName}
                            </Link>
                            {p.status === "inactive" ? (
                              <span className="badge badge-ghost badge-sm">{t("teams.reserve")}</span>
                            ) : null}
                          </li>
                        ))}
                      </ul>
                    </div>
                  );
                })}
              </div>
            )}
          </div>
        </section>
      </div>

      {canManage && loaderData.contacts.length ? <SquadContacts contacts={loaderData.contacts} /> : null}

      <section className="mt-8 space-y-3" aria-labelledby="fixtures-title">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="fixtures-title" className="text-2xl font-bold">
            {t("teams.fixtures")}
          </h2>
          <LiveControls live={live} />
        </div>
        <ul className="space-y-2" data-testid="team-fixtures">
          {live.matches.map((m) => (
            <MatchRow key={m.id} match={m} teamName={teamName} showDate />
          ))}
        </ul>
      </section>
      {canManage ? <PlayerManagementDialog teamId={team.id} open={managing} onClose={() => setManaging(false)} /> : null}
    </>
  );
}

// Its components call tRPC hooks: they need the provider the root does without (decision 006).
export default withTrpc(TeamPage);

/** The squad's contact details, for the people who run the team (its captain, admins): mail and call links. */
function SquadContacts({
  contacts,
}: {
  contacts: Array<{ id: string; name: string; jerseyNumber: number | null; email: string; phone: string | null }>;
}) {
  const { t } = useTranslation();
  return (
    <section className="card mt-8 bg-base-100 shadow" aria-labelledby="contacts-title" data-testid="squad-contacts">
      <div className="card-body gap-3">
        <h2 id="contacts-title" className="card-title">
          {t("teams.contacts.title")}
        </h2>
        <p className="text-sm text-base-content/80">{t("teams.contacts.text")}</p>
        <div className="overflow-x-auto">
          <table className="table table-sm">
            <thead>
              <tr>
                <th scope="col">{t("teams.contacts.number")}</th>
                <th scope="col">{t("teams.contacts.name")}</th>
                <th scope="col">{t("teams.contacts.email")}</th>
                <th scope="col">{t("teams.contacts.phone")}</th>
              </tr>
            </thead>
            <tbody>
              {contacts.map((c) => (
                <tr key={c.id} data-testid="contact-row">
                  <td className="font-mono tabular-nums">{c.jerseyNumber ?? "–"}</td>
                  <th scope="row" className="font-medium">
                    {c.name}
                  </th>
                  <td>
                    <a className="link inline-flex min-h-6 items-center break-all" href={`mailto:${c.email}`}>
                      {c.email}
                    </a>
                  </td>
                  <td>
                    {c.phone ? (
                      <a className="link inline-flex min-h-6 items-center whitespace-nowrap" href={`tel:${c.phone}`}>
                        {c.phone}
                      </a>
                    ) : (
                      <span className="text-base-content/70">{t("teams.contacts.noPhone")}</span>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </div>
    </section>
  );
}
