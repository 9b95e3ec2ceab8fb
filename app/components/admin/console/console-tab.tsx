import { useState } from "react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "~/lib/translations";
import { formatDateTime } from "@shared/format";
import { ArrowLeftRight, CircleDot, ClipboardList, Goal, RotateCcw, Square, Trash2 } from "lucide-react";
import { Dialog } from "~/components/ui/dialog";
import { Field } from "~/components/ui/field";
import { useToast } from "~/components/ui/toast";
import { DeleteMatchEventSchema } from "@shared/forms/match-centre.schema";
import { describeMutationError, failureErrors, validateForm, type FieldErrors } from "~/lib/forms";
import { useIntent } from "~/components/forms/use-intent";
import { useSubscription } from "@trpc/tanstack-react-query";
import { useTRPC } from "~/lib/trpc";
import { ResultHistory } from "../complete-match-dialog";
import type { AdminTeam } from "../types";
import { EventDialog, type EventRequest } from "./event-dialog";
import { LineupDialog } from "./lineup-dialog";
import { MIN_REASON, playerLabel, type ConsoleEvent, type MatchDetail } from "./lineup";
import { useEventQueue } from "./use-event-queue";
import { useConsoleAction } from "./console-action";
import { MatchStateControls } from "./match-state";

const BIG = "btn min-h-14 h-auto text-base";
const RECENT = 8;

/**
 * The live match console, built for a phone: choose a live (or completed) match, enter its
 * line-ups, then goals, cards, substitutions and shoot-out kicks with one big button per side; the
 * recent events with "undo last event". Events entered without a connection wait in a queue and are
 * sent in order when it returns. On a completed match every change asks for a reason and the match's
 * history shows it.
 */
/** A match the console may open: the admin's live and completed ones, or a referee's assigned ones. */
export type ConsoleChoice = {
  id: string;
  homeTeamId: string;
  awayTeamId: string;
  status: string;
  matchDate: Date | string;
  venue?: string | null;
};

/** Each match once, in kick-off order, whatever list it came from twice. */
function distinct(matches: readonly ConsoleChoice[]) {
  return [...new Map(matches.map((m) => [m.id, m])).values()].sort(
    (a, b) => new Date(a.matchDate).getTime() - new Date(b.matchDate).getTime(),
  );
}

const CHOICE_GROUPS = ["scheduled", "live", "completed"] as const;

export function ConsoleTab({
  teams,
  choices,
  admin = true,
}: {
  teams: Array<Pick<AdminTeam, "id" | "name">>;
  /** The matches to choose from (a referee's assigned ones); without it, every live and completed match (admins). */
  choices?: ConsoleChoice[];
  /** The admin's console: it enters line-ups and shows a completed match's result history; a referee's records what the captains submitted. */
  admin?: boolean;
}) {
  const trpc = useTRPC();
  const { t, i18n } = useTranslation();
  // A referee whose match is being played finds it open.
  const [matchId, setMatchId] = useState(() => choices?.find((m) => m.status === "live")?.id ?? "");
  const names = new Map(teams.map((team) => [team.id, team.name]));
  const name = (id: string) => names.get(id) ?? t("admin.matches.unknownTeam");
  const live = useQuery(trpc.admin.matches.queryOptions({ page: 1, pageSize: 100, status: "live" }, { enabled: !choices }));
  const completed = useQuery(
    trpc.admin.matches.queryOptions({ page: 1, pageSize: 100, status: "completed" }, { enabled: !choices }),
  );
  // Two fixtures between the same teams read alike: the kick-off, the pitch and the state tell them apart.
  const fixture = (m: ConsoleChoice) =>
    t("admin.console.choice", {
      fixture: t("admin.console.fixture", { home: name(m.homeTeamId), away: name(m.awayTeamId) }),
      when: formatDateTime(i18n.language, m.matchDate),
      venue: m.venue || t("tournament.tbd"),
      state: t(`admin.matchStatus.${m.status}`),
    });
  const all = distinct(choices ?? [...(live.data?.rows ?? []), ...(completed.data?.rows ?? [])]);
  const groups = Object.fromEntries(CHOICE_GROUPS.map((g) => [g, all.filter((m) => m.status === g)])) as Record<
    (typeof CHOICE_GROUPS)[number],
    ConsoleChoice[]
  >;
  const empty = choices
    ? choices.length
      ? "admin.console.noMatch"
      : "admin.console.noAssigned"
    : groups.live.length
      ? "admin.console.noMatch"
      : "admin.console.noLive";

  return (
    <section aria-labelledby="admin-console" className="space-y-4" data-testid="match-console">
      <h2 id="admin-console" className="text-xl font-bold">
        {t("admin.console.title")}
      </h2>
      <p className="text-sm text-base-content/80">{t(choices ? "admin.console.refereeIntro" : "admin.console.intro")}</p>
      <Field label={t("admin.console.chooseMatch")} required>
        <select
          className="select select-bordered min-h-12 w-full text-base"
          name="matchId"
          value={matchId}
          onChange={(e) => setMatchId(e.target.value)}
          data-testid="console-match"
        >
          <option value="">{t(empty)}</option>
          {CHOICE_GROUPS.map((group) =>
            groups[group].length ? (
              <optgroup key={group} label={t(`admin.console.groups.${group}`)}>
                {groups[group].map((m) => (
                  <option key={m.id} value={m.id}>
                    {fixture(m)}
                  </option>
                ))}
              </optgroup>
            ) : null,
          )}
        </select>
      </Field>
      {matchId ? <MatchConsole key={matchId} matchId={matchId} name={name} admin={admin} /> : null}
    </section>
  );
}

function MatchConsole({ matchId, name, admin }: { matchId: string; name: (id: string) => string; admin: boolean }) {
  const trpc = useTRPC();
  const { t } = useTranslation();
  const { toast } = useToast();
  const queryClient = useQueryClient();
  const detail = useQuery(trpc.matches.detail.queryOptions({ matchId }));
  const [request, setRequest] = useState<EventRequest | null>(null);
  const [lineupFor, setLineupFor] = useState<string | null>(null);
  const [removing, setRemoving] = useState<ConsoleEvent | null>(null);
  const refresh = (id: string) => {
    void queryClient.invalidateQueries(trpc.matches.detail.queryFilter({ matchId: id }));
    void queryClient.invalidateQueries(trpc.matches.resultChanges.queryFilter({ matchId: id }));
  };
  const queue = useEventQueue(refresh, t("admin.console.failed"));
  const action = useConsoleAction();
  const remove = useIntent<typeof DeleteMatchEventSchema._input>({
    action,
    intent: "deleteEvent",
    failureToast: false,
  });
  // Changes made elsewhere (another admin, another tab) arrive on the live stream.
  useSubscription(
    trpc.matches.live.subscriptionOptions(undefined, {
      onData(update) {
        if ("resync" in update || update.matchId === matchId)
          void queryClient.invalidateQueries(trpc.matches.detail.queryFilter({ matchId }));
      },
    }),
  );

  if (detail.isPending) return <p role="status">{t("common.loading")}</p>;
  if (detail.error)
    return (
      <p role="alert" className="text-error">
        {describeMutationError(detail.error, t("admin.console.loadFailed")).message}
      </p>
    );
  const d: MatchDetail = detail.data;
  const { match } = d;
  const isCompleted = match.status === "completed";
  // A referee's finished match is read-only: the report stands as recorded, and only an admin corrects it, with a reason.
  const readOnly = isCompleted && !admin;
  const knockout = match.round !== "group";
  const sides = [
    { teamId: match.homeTeamId, opponentId: match.awayTeamId, lineup: d.lineups.home },
    { teamId: match.awayTeamId, opponentId: match.homeTeamId, lineup: d.lineups.away },
  ];
  const lineups = { [match.homeTeamId]: d.lineups.home, [match.awayTeamId]: d.lineups.away };
  const everyone = new Map(
    [...sides.flatMap((s) => [...(s.lineup?.starters ?? []), ...(s.lineup?.substitutes ?? [])])].map((p) => [p.playerId, p]),
  );
  const who = (id: string | null) =>
    id ? (everyone.get(id) ? playerLabel(everyone.get(id)!) : t("admin.console.unknownPlayer")) : "";
  const describe = (
    e: Pick<ConsoleEvent, "kind" | "teamId" | "playerId" | "playerOnId" | "ownGoal" | "penalty" | "scored"> & {
      minuteLabel?: string | null;
    },
  ) =>
    t("admin.console.eventLine", {
      minute: e.minuteLabel ?? t("matchCentre.shootout"),
      kind: t(`matchCentre.kinds.${e.kind}`),
      team: name(e.teamId),
      player:
        who(e.playerId) +
        (e.playerOnId ? ` → ${who(e.playerOnId)}` : "") +
        (e.ownGoal ? ` (${t("admin.console.ownGoal")})` : "") +
        (e.penalty ? ` (${t("admin.console.penalty")})` : "") +
        (e.scored != null ? ` (${t(e.scored ? "admin.console.kickScored" : "admin.console.kickMissed")})` : ""),
    });
  const recent = [...d.events].sort((a, b) => b.sequence - a.sequence).slice(0, RECENT);
  const last = recent[0];
  const pending = queue.queue.filter((q) => q.input.matchId === matchId);

  async function undo(event: ConsoleEvent, reason?: string) {
    const result = validateForm(DeleteMatchEventSchema, { matchId, eventId: event.id, reason }, t);
    if (result.errors) return result.errors;
    const answer = await remove.send(result.data);
    if (!answer.ok) return failureErrors(answer, t("admin.console.failed"));
    toast({ title: t("admin.console.removed", { event: describe(event) }), variant: "success" });
    refresh(matchId);
    return null;
  }

  const buttons: Array<{ kind: EventRequest["kind"]; icon: typeof Goal; tone: string }> = [
    { kind: "goal", icon: Goal, tone: "btn-primary" },
    { kind: "yellow_card", icon: Square, tone: "btn-warning" },
    { kind: "red_card", icon: Square, tone: "btn-error" },
    { kind: "substitution", icon: ArrowLeftRight, tone: "btn-neutral" },
    ...(knockout ? [{ kind: "shootout_kick" as const, icon: CircleDot, tone: "btn-secondary" }] : []),
  ];

  return (
    <div className="space-y-4">
      <div className="rounded-box bg-base-100 p-4 text-center shadow-sm" data-testid="console-scoreboard">
        <p className="text-lg font-semibold">
          {t("admin.console.fixture", { home: name(match.homeTeamId), away: name(match.awayTeamId) })}
        </p>
        <p className="text-3xl font-bold" data-testid="console-score">{`${match.homeScore ?? 0} – ${match.awayScore ?? 0}`}</p>
        <p className="text-sm">
          {t(`admin.matchStatus.${match.status}`)}
          {match.status === "live" && match.minute != null ? ` · ${t("tournament.minute", { minute: match.minute })}` : ""}
        </p>
        {isCompleted ? (
          <p className="mt-2 text-sm font-medium" role="note" data-testid="console-completed-note">
            {t(admin ? "admin.console.completedNote" : "admin.console.readOnlyNote")}
          </p>
        ) : null}
      </div>

      <MatchStateControls match={match} />

      <QueueStatus
        queue={pending}
        onRetry={() => void queue.flush()}
        onDiscard={queue.discard}
        describe={(q) =>
          describe({
            ...q.input,
            minuteLabel: q.input.minute != null ? `${q.input.minute}${q.input.stoppage ? `+${q.input.stoppage}` : ""}` : null,
            playerOnId: q.input.playerOnId ?? null,
            scored: q.input.scored ?? null,
          })
        }
      />

      <div className="grid gap-4 md:grid-cols-2">
        {sides.map((side) => (
          <section
            key={side.teamId}
            aria-labelledby={`side-${side.teamId}`}
            className="space-y-3 rounded-box bg-base-100 p-4 shadow-sm"
            data-testid="console-side"
            data-team-id={side.teamId}
          >
            <h3 id={`side-${side.teamId}`} className="text-lg font-bold">
              {name(side.teamId)}
            </h3>
            {side.lineup ? null : (
              <p className="text-sm" id={`no-lineup-${side.teamId}`} data-testid="no-lineup">
                {t(admin ? "admin.console.lineupMissing" : "admin.console.lineupAwaited", { team: name(side.teamId) })}
              </p>
            )}
            {side.lineup && match.status === "scheduled" ? (
              <p className="text-sm" id={`not-started-${side.teamId}`} data-testid="console-not-started">
                {t("admin.console.kickOffFirst")}
              </p>
            ) : null}
            {readOnly ? null : (
              <div className="grid grid-cols-2 gap-2">
                {buttons.map(({ kind, icon: Icon, tone }) => (
                  <button
                    key={kind}
                    type="button"
                    className={`${BIG} ${tone}`}
                    disabled={!side.lineup || match.status === "scheduled"}
                    aria-describedby={
                      !side.lineup
                        ? `no-lineup-${side.teamId}`
                        : match.status === "scheduled"
                          ? `not-started-${side.teamId}`
                          : undefined
                    }
                    aria-label={t(`admin.console.add.${kind}`, { team: name(side.teamId) })}
                    onClick={() =>
                      setRequest({ kind, teamId: side.teamId, opponentId: side.opponentId, teamName: name(side.teamId) })
                    }
                    data-testid={`console-${kind}`}
                  >
                    <Icon aria-hidden="true" className="size-5" /> {t(`admin.console.button.${kind}`)}
                  </button>
                ))}
              </div>
            )}
            {admin ? (
              <button
                type="button"
                className={`${BIG} btn-outline w-full`}
                onClick={() => setLineupFor(side.teamId)}
                data-testid="console-lineup"
              >
                <ClipboardList aria-hidden="true" className="size-5" />{" "}
                {t(side.lineup ? "admin.console.editLineup" : "admin.console.enterLineup", { team: name(side.teamId) })}
              </button>
            ) : null}
          </section>
        ))}
      </div>

      <section aria-labelledby="console-recent" className="space-y-2 rounded-box bg-base-100 p-4 shadow-sm">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h3 id="console-recent" className="text-lg font-bold">
            {t("admin.console.recent")}
          </h3>
          {readOnly ? null : (
            <button
              type="button"
              className={`${BIG} btn-outline`}
              disabled={!last || remove.busy}
              onClick={() =>
                isCompleted
                  ? setRemoving(last!)
                  : void undo(last!).then(
                      (errs) =>
                        errs &&
                        toast({ title: t("admin.console.failed"), description: Object.values(errs)[0], variant: "destructive" }),
                    )
              }
              data-testid="console-undo"
            >
              <RotateCcw aria-hidden="true" className="size-5" /> {t("admin.console.undo")}
            </button>
          )}
        </div>
        {recent.length === 0 ? (
          <p className="text-sm text-base-content/80">{t("admin.console.noEvents")}</p>
        ) : (
          <ol className="space-y-1" data-testid="console-events">
            {recent.map((e) => (
              <li
                key={e.id}
                className="flex items-center justify-between gap-2 rounded-box bg-base-200 px-3 py-1"
                data-testid="console-event"
                data-event-id={e.id}
              >
                <span className="min-w-0 break-words">{describe(e)}</span>
                {isCompleted && !readOnly ? (
                  <button
                    type="button"
                    className="btn btn-ghost btn-square min-h-11 min-w-11"
                    aria-label={t("admin.console.delete", { event: describe(e) })}
                    onClick={() => setRemoving(e)}
                  >
                    <Trash2 aria-hidden="true" className="size-5" />
                  </button>
                ) : null}
              </li>
            ))}
          </ol>
        )}
      </section>

      {isCompleted && admin ? (
        <div className="rounded-box bg-base-100 p-4 shadow-sm">
          <ResultHistory matchId={matchId} />
        </div>
      ) : null}

      <EventDialog
        request={request}
        matchId={matchId}
        minute={match.minute ?? null}
        lineups={lineups}
        events={d.events}
        completed={isCompleted}
        onClose={() => setRequest(null)}
        onSubmit={async (input) => {
          const outcome = await queue.submit(input);
          if (typeof outcome === "object") return outcome;
          toast({
            title: t(outcome === "queued" ? "admin.console.queued" : "admin.console.added"),
            variant: outcome === "queued" ? "default" : "success",
          });
          return outcome;
        }}
      />
      {sides.map((side) => (
        <LineupDialog
          key={side.teamId}
          open={lineupFor === side.teamId}
          matchId={matchId}
          teamId={side.teamId}
          teamName={name(side.teamId)}
          lineup={side.lineup}
          onClose={() => setLineupFor(null)}
        />
      ))}
      <RemoveDialog event={removing} describe={describe} onClose={() => setRemoving(null)} onRemove={undo} />
    </div>
  );
}

/** Events waiting for the connection, or refused once sent: each with its state, retry and discard. */
function QueueStatus({
  queue,
  onRetry,
  onDiscard,
  describe,
}: {
  queue: ReturnType<typeof useEventQueue>["queue"];
  onRetry: () => void;
  onDiscard: (id: string) => void;
  describe: (q: ReturnType<typeof useEventQueue>["queue"][number]) => string;
}) {
  const { t } = useTranslation();
  const waiting = queue.filter((q) => q.state !== "refused").length;
  return (
    <div role="status" aria-live="polite" data-testid="console-queue" data-pending={waiting}>
      {queue.length ? (
        <div className="space-y-2 rounded-box border-2 border-warning bg-base-100 p-4">
          <p className="font-semibold">{t("admin.console.pendingTitle", { count: waiting })}</p>
          <ol className="space-y-1">
            {queue.map((q) => (
              <li
                key={q.localId}
                className="flex flex-wrap items-center justify-between gap-2"
                data-testid="queued-event"
                data-state={q.state}
              >
                <span className="min-w-0 break-words">
                  <span className={`badge ${q.state === "refused" ? "badge-error" : "badge-warning"} me-2`}>
                    {t(`admin.console.queueState.${q.state}`)}
                  </span>
                  {describe(q)}
                  {q.error ? (
                    <span className="block text-sm text-error" data-testid="queued-error">
                      {q.error}
                    </span>
                  ) : null}
                </span>
                {q.state === "refused" ? (
                  <button type="button" className="btn btn-ghost min-h-11" onClick={() => onDiscard(q.localId)}>
                    {t("admin.console.discard")}
                  </button>
                ) : null}
              </li>
            ))}
          </ol>
          {waiting ? (
            <button type="button" className="btn btn-outline min-h-11" onClick={onRetry} data-testid="console-retry">
              {t("admin.console.retry")}
            </button>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}

/** Removing an event of a completed match: the reason the audit trail keeps. */
function RemoveDialog({
  event,
  describe,
  onClose,
  onRemove,
}: {
  event: ConsoleEvent | null;
  describe: (e: ConsoleEvent) => string;
  onClose: () => void;
  onRemove: (e: ConsoleEvent, reason: string) => Promise<FieldErrors | null>;
}) {
  const { t } = useTranslation();
  const [reason, setReason] = useState("");
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);
  const close = () => {
    setReason("");
    setErrors({});
    onClose();
  };
  return (
    <Dialog
      open={!!event}
      onClose={close}
      title={t("admin.console.removeTitle")}
      description={event ? describe(event) : undefined}
    >
      <form
        noValidate
        className="space-y-4"
        data-testid="remove-event-form"
        onSubmit={async (e) => {
          e.preventDefault();
          if (!event) return;
          // The server's rule (a reason of 5+ characters once the match is completed), checked before asking.
          if (reason.trim().length < MIN_REASON) return setErrors({ reason: t("validation.reasonRequired") });
          setBusy(true);
          const errs = await onRemove(event, reason);
          setBusy(false);
          if (errs) return setErrors(errs);
          close();
        }}
      >
        <Field label={t("admin.matches.reason")} error={errors.reason} required>
          <textarea
            className="textarea textarea-bordered w-full"
            name="reason"
            rows={2}
            maxLength={500}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
          />
        </Field>
        {errors.form ? (
          <p role="alert" className="text-sm text-error">
            {errors.form}
          </p>
        ) : null}
        <div className="flex justify-end gap-2">
          <button type="button" className="btn btn-ghost min-h-11" onClick={close}>
            {t("common.cancel")}
          </button>
          <button type="submit" className="btn btn-error min-h-11" disabled={busy} data-testid="remove-event-submit">
            {t("admin.console.remove")}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
