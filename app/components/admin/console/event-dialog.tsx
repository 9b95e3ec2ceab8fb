import { useState, type FormEvent } from "react";
import { useTranslation } from "~/lib/translations";
import { Dialog } from "~/components/ui/dialog";
import { Field } from "~/components/ui/field";
import { MatchEventSchema } from "@shared/forms/match-centre.schema";
import type { EventKind } from "@shared/forms/match.options";
import { failureErrors, validateForm, type FieldErrors } from "~/lib/forms";
import type { FormFailure } from "~/lib/form-result";
import { MIN_REASON, parseMinute, pitchOf, playerLabel, type ConsoleEvent, type Lineup } from "./lineup";

/** What the admin asked to enter: a kind for one side ("goal for" the team whose button was pressed). */
export type EventRequest = { kind: Exclude<EventKind, "second_yellow">; teamId: string; teamName: string; opponentId: string };

const BIG = "min-h-11 text-base";

/**
 * One event of the live console: the player from the side's players on the pitch, a goal's assist,
 * own goal and penalty, the player coming on, a kick's outcome; the minute starts at the match's.
 * A completed match also asks for the reason, which its audit trail keeps.
 */
export function EventDialog({
  request,
  matchId,
  minute,
  lineups,
  events,
  completed,
  onClose,
  onSubmit,
}: {
  request: EventRequest | null;
  matchId: string;
  minute: number | null;
  lineups: Record<string, Lineup | null>;
  events: ConsoleEvent[];
  completed: boolean;
  onClose: () => void;
  /** Sent, queued for when the connection is back, or refused (shown beside the fields). */
  onSubmit: (input: ReturnType<typeof MatchEventSchema.parse>) => Promise<"sent" | "queued" | FormFailure>;
}) {
  const { t } = useTranslation();
  const [shownFor, setShownFor] = useState<EventRequest | null>(null);
  const [v, setV] = useState({
    playerId: "",
    assistPlayerId: "",
    playerOnId: "",
    minute: "",
    ownGoal: false,
    penalty: false,
    scored: "yes",
    reason: "",
  });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);
  if (request && shownFor !== request) {
    setShownFor(request);
    setV({
      playerId: "",
      assistPlayerId: "",
      playerOnId: "",
      minute: minute != null ? String(minute) : "",
      ownGoal: false,
      penalty: false,
      scored: "yes",
      reason: "",
    });
    setErrors({});
  }
  if (!request) return null;

  const kick = request.kind === "shootout_kick";
  // An own goal is entered under the side it counts for; the player is of the side that conceded it.
  const playerTeam = request.kind === "goal" && v.ownGoal ? request.opponentId : request.teamId;
  const lineup = lineups[playerTeam];
  const { onPitch, bench } = lineup
    ? pitchOf(
        lineup,
        events.filter((e) => e.teamId === playerTeam),
      )
    : { onPitch: [], bench: [] };
  const booked = new Set(events.filter((e) => e.kind === "yellow_card" && e.teamId === playerTeam).map((e) => e.playerId));
  const kind: EventKind = request.kind === "yellow_card" && booked.has(v.playerId) ? "second_yellow" : request.kind;
  const set = (key: keyof typeof v) => (e: { target: { value: string } }) => setV((s) => ({ ...s, [key]: e.target.value }));
  const choose = (key: "playerId" | "assistPlayerId" | "playerOnId", list: typeof onPitch, none: string) => (
    <select className={`select select-bordered w-full ${BIG}`} name={key} value={v[key]} onChange={set(key)}>
      <option value="">{none}</option>
      {list.map((p) => (
        <option key={p.playerId} value={p.playerId}>
          {playerLabel(p)}
        </option>
      ))}
    </select>
  );

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (!request) return;
    const time = kick ? { minute: null, stoppage: null } : parseMinute(v.minute);
    const result = validateForm(
      MatchEventSchema,
      {
        matchId,
        kind,
        teamId: playerTeam,
        ...time,
        playerId: v.playerId || undefined,
        assistPlayerId: request.kind === "goal" && !v.ownGoal && v.assistPlayerId ? v.assistPlayerId : undefined,
        playerOnId: request.kind === "substitution" ? v.playerOnId || undefined : undefined,
        ownGoal: request.kind === "goal" ? v.ownGoal : false,
        penalty: request.kind === "goal" && !v.ownGoal ? v.penalty : false,
        scored: kick ? v.scored === "yes" : undefined,
        reason: completed ? v.reason : undefined,
      },
      t,
    );
    if (result.errors) return setErrors(result.errors);
    if (completed && v.reason.trim().length < MIN_REASON) return setErrors({ reason: t("validation.reasonRequired") });
    setBusy(true);
    const outcome = await onSubmit(result.data);
    setBusy(false);
    if (typeof outcome === "object") setErrors(failureErrors(outcome, t("admin.console.failed")));
    else onClose();
  }

  const title = t(`admin.console.add.${kind}`, { team: request.teamName });
  return (
    <Dialog open onClose={onClose} title={title}>
      <form noValidate onSubmit={submit} className="space-y-4" data-testid="console-event-form">
        {request.kind === "goal" ? (
          <label className="flex min-h-11 cursor-pointer items-center gap-3">
            <input
              type="checkbox"
              className="checkbox"
              name="ownGoal"
              checked={v.ownGoal}
              onChange={(e) => setV((s) => ({ ...s, ownGoal: e.target.checked, playerId: "", assistPlayerId: "" }))}
            />
            <span>{t("admin.console.ownGoal")}</span>
          </label>
        ) : null}
        <Field
          label={t(request.kind === "substitution" ? "admin.console.playerOff" : "admin.console.player")}
          error={errors.playerId}
          required
        >
          {choose("playerId", onPitch, t("admin.console.choosePlayer"))}
        </Field>
        {kind === "second_yellow" ? (
          <p className="text-sm font-medium" role="status">
            {t("admin.console.secondYellow")}
          </p>
        ) : null}
        {request.kind === "substitution" ? (
          <Field label={t("admin.console.playerOn")} error={errors.playerOnId} required>
            {choose("playerOnId", bench, t("admin.console.choosePlayer"))}
          </Field>
        ) : null}
        {request.kind === "goal" && !v.ownGoal ? (
          <>
            <Field label={t("admin.console.assist")} error={errors.assistPlayerId}>
              {choose(
                "assistPlayerId",
                onPitch.filter((p) => p.playerId !== v.playerId),
                t("admin.console.noAssist"),
              )}
            </Field>
            <label className="flex min-h-11 cursor-pointer items-center gap-3">
              <input
                type="checkbox"
                className="checkbox"
                name="penalty"
                checked={v.penalty}
                onChange={(e) => setV((s) => ({ ...s, penalty: e.target.checked }))}
              />
              <span>{t("admin.console.penalty")}</span>
            </label>
          </>
        ) : null}
        {kick ? (
          <fieldset className="flex flex-wrap gap-4">
            <legend className="mb-1 text-sm font-medium">{t("admin.console.kickOutcome")}</legend>
            {(["yes", "no"] as const).map((o) => (
              <label key={o} className="flex min-h-11 cursor-pointer items-center gap-2">
                <input type="radio" className="radio" name="scored" value={o} checked={v.scored === o} onChange={set("scored")} />
                <span>{t(o === "yes" ? "admin.console.kickScored" : "admin.console.kickMissed")}</span>
              </label>
            ))}
          </fieldset>
        ) : (
          <Field
            label={t("admin.console.minute")}
            hint={t("admin.console.minuteHint")}
            error={errors.minute ?? errors.stoppage}
            required
          >
            <input
              className={`input input-bordered w-full ${BIG}`}
              name="minute"
              inputMode="numeric"
              autoComplete="off"
              value={v.minute}
              onChange={set("minute")}
            />
          </Field>
        )}
        {completed ? (
          <Field label={t("admin.matches.reason")} error={errors.reason} required>
            <textarea
              className="textarea textarea-bordered w-full"
              name="reason"
              rows={2}
              maxLength={500}
              value={v.reason}
              onChange={set("reason")}
            />
          </Field>
        ) : null}
        {errors.form || errors.teamId || errors.kind || errors.scored ? (
          <p role="alert" className="text-sm text-error" data-testid="console-event-error">
            {errors.form ?? errors.teamId ?? errors.kind ?? errors.scored}
          </p>
        ) : null}
        <div className="flex justify-end gap-2">
          <button type="button" className="btn btn-ghost min-h-11" onClick={onClose}>
            {t("common.cancel")}
          </button>
          <button type="submit" className="btn btn-primary min-h-11" disabled={busy} data-testid="console-event-submit">
            {busy ? t("admin.console.saving") : t("admin.console.save")}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
