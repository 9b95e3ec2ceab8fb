import { useTranslation } from "~/lib/translations";
import { Dialog } from "~/components/ui/dialog";
import { useToast } from "~/components/ui/toast";
import { MATCH_STATUSES, MatchUpdateSchema } from "@shared/forms/match.schema";
import { ConformForm, SelectField, TextField, useConformForm, type ConformField } from "~/components/forms/conform";
import type { MatchView } from "./match-row";

type Props = { open: boolean; onClose: () => void; matches: MatchView[]; teamName: (id: string) => string };
type Name = "matchId" | "homeScore" | "awayScore" | "homePenalties" | "awayPenalties" | "status" | "minute";

/**
 * Live Match Updates (spec §2/§4): any live or scheduled match; score, status (any of four) and minute.
 * Penalties appear for a knockout match that is level. Posted to /tournament's action (intent liveUpdate).
 */
export function LiveUpdateDialog(props: Props) {
  const { t } = useTranslation();
  const { open, onClose, matches } = props;
  const offered = matches.filter((m) => m.status === "live" || m.status === "scheduled");
  return (
    <Dialog open={open} onClose={onClose} title={t("tournament.live.title")} description={t("tournament.live.text")}>
      {/* Mounted only while open: every opening starts from a clean form. */}
      {offered.length === 0 ? <p>{t("tournament.live.noOpenMatches")}</p> : <LiveUpdateForm {...props} offered={offered} />}
    </Dialog>
  );
}

function LiveUpdateForm({ onClose, offered, teamName }: Props & { offered: MatchView[] }) {
  const { t } = useTranslation();
  const { toast } = useToast();
  const mutation = useConformForm({
    action: "/tournament",
    intent: "liveUpdate",
    schema: MatchUpdateSchema,
    defaultValue: { homeScore: "0", awayScore: "0", status: "live" },
    onSuccess: () => {
      toast({ title: t("tournament.live.success"), description: t("tournament.live.successText"), variant: "success" });
      onClose();
    },
    failureToast: t("tournament.live.failed"),
  });
  const { form, busy } = mutation;
  const fields = mutation.fields as Record<Name, ConformField>;
  const value = (name: Name) => (fields[name].value as string | undefined) ?? "";
  const chosen = offered.find((m) => m.id === value("matchId"));
  // Only a level knockout match has penalties: only then are they asked for (and sent).
  const showPenalties =
    !!chosen && chosen.round !== "group" && value("homeScore") !== "" && value("homeScore") === value("awayScore");

  /** Choosing a match starts from what it shows now. */
  function choose(matchId: string) {
    const m = offered.find((x) => x.id === matchId);
    form.update({ name: fields.homeScore.name, value: String(m?.homeScore ?? 0) });
    form.update({ name: fields.awayScore.name, value: String(m?.awayScore ?? 0) });
    form.update({ name: fields.status.name, value: m?.status === "scheduled" ? "live" : (m?.status ?? "live") });
    form.update({ name: fields.minute.name, value: m?.minute != null ? String(m.minute) : "" });
  }

  return (
    <ConformForm conform={mutation} className="space-y-4" testId="live-update-form">
      <SelectField
        field={fields.matchId}
        label={t("tournament.live.match")}
        required
        placeholder={t("tournament.live.chooseMatch")}
        onChange={choose}
        options={offered.map((m) => ({
          value: m.id,
          label: `${teamName(m.homeTeamId)} – ${teamName(m.awayTeamId)} (${t(`tournament.status.${m.status}`)})`,
        }))}
      />
      <div className="grid grid-cols-2 gap-4">
        <TextField
          field={fields.homeScore}
          label={t("tournament.live.homeScore")}
          required
          type="number"
          min={0}
          inputMode="numeric"
        />
        <TextField
          field={fields.awayScore}
          label={t("tournament.live.awayScore")}
          required
          type="number"
          min={0}
          inputMode="numeric"
        />
      </div>
      {showPenalties ? (
        <div className="grid grid-cols-2 gap-4">
          <TextField
            field={fields.homePenalties}
            label={t("tournament.live.homePenalties")}
            hint={t("tournament.live.penaltiesHint")}
            type="number"
            min={0}
          />
          <TextField field={fields.awayPenalties} label={t("tournament.live.awayPenalties")} type="number" min={0} />
        </div>
      ) : null}
      <div className="grid grid-cols-2 gap-4">
        <SelectField
          field={fields.status}
          label={t("tournament.live.status")}
          required
          options={MATCH_STATUSES.map((s) => ({ value: s, label: t(`tournament.status.${s}`) }))}
        />
        <TextField
          field={fields.minute}
          label={t("tournament.live.minute")}
          hint={t("tournament.live.minuteHint")}
          type="number"
          min={0}
          max={120}
        />
      </div>
      <div className="flex justify-end gap-2">
        <button type="button" className="btn btn-ghost" onClick={onClose}>
          {t("common.cancel")}
        </button>
        <button type="submit" className="btn btn-primary" disabled={busy}>
          {busy ? t("common.submitting") : t("tournament.live.submit")}
        </button>
      </div>
    </ConformForm>
  );
}
