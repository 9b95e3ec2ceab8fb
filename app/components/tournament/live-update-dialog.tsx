import { useTranslation } from "~/lib/translations";
import { Dialog } from "~/components/ui/dialog";
import { Field } from "~/components/ui/field";
import { useToast } from "~/components/ui/toast";
import { MATCH_STATUSES, MatchUpdateSchema } from "@shared/forms/match.schema";
import { MutationForm, useMutationForm } from "~/components/forms/form-kit";
import { failureToast } from "~/components/admin/failure-toast";
import type { MatchView } from "./match-row";

const numberOrNull = (v: string) => (v.trim() === "" ? null : Number(v));
const INITIAL = { matchId: "", homeScore: "0", awayScore: "0", homePenalties: "", awayPenalties: "", status: "live", minute: "" };

/**
 * Live Match Updates (spec §2/§4): any live or scheduled match; score, status (any of four) and minute.
 * Penalties appear for a knockout match that is level. Posted to /tournament's action (intent liveUpdate).
 */
export function LiveUpdateDialog({ open, onClose, matches, teamName }: { open: boolean; onClose: () => void; matches: MatchView[]; teamName: (id: string) => string }) {
  const { t } = useTranslation();
  const { toast } = useToast();
  const offered = matches.filter((m) => m.status === "live" || m.status === "scheduled");
  const penaltiesFor = (v: typeof INITIAL) => {
    const chosen = offered.find((m) => m.id === v.matchId);
    return !!chosen && chosen.round !== "group" && v.homeScore !== "" && v.homeScore === v.awayScore;
  };
  const mutation = useMutationForm({
    action: "/tournament",
    intent: "liveUpdate",
    initial: INITIAL,
    schema: MatchUpdateSchema,
    toInput: (v) => ({
      matchId: v.matchId || undefined,
      homeScore: numberOrNull(v.homeScore),
      awayScore: numberOrNull(v.awayScore),
      homePenalties: penaltiesFor(v) ? numberOrNull(v.homePenalties) : null,
      awayPenalties: penaltiesFor(v) ? numberOrNull(v.awayPenalties) : null,
      status: v.status,
      minute: numberOrNull(v.minute),
    }),
    onSuccess: () => {
      toast({ title: t("tournament.live.success"), description: t("tournament.live.successText"), variant: "success" });
      onClose();
    },
    failureToast: failureToast(t("tournament.live.failed")),
  });
  const { form, busy } = mutation;
  const { values, errors } = form;
  const showPenalties = penaltiesFor(values);
  const set = (name: keyof typeof values) => (e: { target: { value: string } }) => form.set(name, e.target.value);

  function choose(matchId: string) {
    const m = offered.find((x) => x.id === matchId);
    form.setValues((v) => ({
      ...v, matchId,
      homeScore: String(m?.homeScore ?? 0), awayScore: String(m?.awayScore ?? 0),
      status: m?.status === "scheduled" ? "live" : m?.status ?? "live", minute: m?.minute != null ? String(m.minute) : "",
    }));
  }

  return (
    <Dialog open={open} onClose={onClose} title={t("tournament.live.title")} description={t("tournament.live.text")}>
      {offered.length === 0 ? <p>{t("tournament.live.noOpenMatches")}</p> : (
        <MutationForm mutation={mutation} className="space-y-4" testId="live-update-form">
          <Field label={t("tournament.live.match")} error={errors.matchId} required>
            <select className="select select-bordered w-full" value={values.matchId} onChange={(e) => choose(e.target.value)} name="matchId">
              <option value="">{t("tournament.live.chooseMatch")}</option>
              {offered.map((m) => <option key={m.id} value={m.id}>{teamName(m.homeTeamId)} – {teamName(m.awayTeamId)} ({t(`tournament.status.${m.status}`)})</option>)}
            </select>
          </Field>
          <div className="grid grid-cols-2 gap-4">
            <Field label={t("tournament.live.homeScore")} error={errors.homeScore} required>
              <input className="input input-bordered w-full" type="number" min={0} inputMode="numeric" value={values.homeScore} onChange={set("homeScore")} name="homeScore" />
            </Field>
            <Field label={t("tournament.live.awayScore")} error={errors.awayScore} required>
              <input className="input input-bordered w-full" type="number" min={0} inputMode="numeric" value={values.awayScore} onChange={set("awayScore")} name="awayScore" />
            </Field>
          </div>
          {showPenalties ? (
            <div className="grid grid-cols-2 gap-4">
              <Field label={t("tournament.live.homePenalties")} error={errors.homePenalties} hint={t("tournament.live.penaltiesHint")}>
                <input className="input input-bordered w-full" type="number" min={0} value={values.homePenalties} onChange={set("homePenalties")} name="homePenalties" />
              </Field>
              <Field label={t("tournament.live.awayPenalties")} error={errors.awayPenalties}>
                <input className="input input-bordered w-full" type="number" min={0} value={values.awayPenalties} onChange={set("awayPenalties")} name="awayPenalties" />
              </Field>
            </div>
          ) : null}
          <div className="grid grid-cols-2 gap-4">
            <Field label={t("tournament.live.status")} error={errors.status} required>
              <select className="select select-bordered w-full" value={values.status} onChange={set("status")} name="status">
                {MATCH_STATUSES.map((s) => <option key={s} value={s}>{t(`tournament.status.${s}`)}</option>)}
              </select>
            </Field>
            <Field label={t("tournament.live.minute")} error={errors.minute} hint={t("tournament.live.minuteHint")}>
              <input className="input input-bordered w-full" type="number" min={0} max={120} value={values.minute} onChange={set("minute")} name="minute" />
            </Field>
          </div>
          <div className="flex justify-end gap-2">
            <button type="button" className="btn btn-ghost" onClick={onClose}>{t("common.cancel")}</button>
            <button type="submit" className="btn btn-primary" disabled={busy}>{busy ? t("common.submitting") : t("tournament.live.submit")}</button>
          </div>
        </MutationForm>
      )}
    </Dialog>
  );
}
