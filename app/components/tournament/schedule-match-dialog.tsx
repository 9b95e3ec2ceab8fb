import { useState, type FormEvent } from "react";
import { useRevalidator } from "react-router";
import { useTranslation } from "react-i18next";
import { Dialog } from "~/components/ui/dialog";
import { Field } from "~/components/ui/field";
import { useToast } from "~/components/ui/toast";
import { DEFAULT_VENUE, ROUNDS, ScheduleMatchSchema } from "~/forms/match.schema";
import { describeMutationError, validateForm, type FieldErrors } from "~/lib/forms";
import { trpc } from "~/lib/trpc";

const EMPTY = { homeTeamId: "", awayTeamId: "", matchDate: "", venue: DEFAULT_VENUE, round: "group" };

/** Schedule New Match (spec §2/§5): both teams, date and venue required; round one of five. */
export function ScheduleMatchDialog({ open, onClose, teams }: { open: boolean; onClose: () => void; teams: Array<{ id: string; name: string; group: string }> }) {
  const { t } = useTranslation();
  const { toast } = useToast();
  const revalidator = useRevalidator();
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<FieldErrors>({});
  const create = trpc.matches.create.useMutation();
  const set = (name: keyof typeof EMPTY) => (e: { target: { value: string } }) => setValues((v) => ({ ...v, [name]: e.target.value }));

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    const result = validateForm(ScheduleMatchSchema, {
      homeTeamId: values.homeTeamId || undefined,
      awayTeamId: values.awayTeamId || undefined,
      // datetime-local has no zone: it is read as the visitor's local time.
      matchDate: values.matchDate ? new Date(values.matchDate) : undefined,
      venue: values.venue,
      round: values.round,
    }, t);
    if (result.errors) return setErrors(result.errors);
    setErrors({});
    try {
      await create.mutateAsync(result.data);
      toast({ title: t("tournament.schedule.success"), description: t("tournament.schedule.successText"), variant: "success" });
      setValues(EMPTY);
      revalidator.revalidate();
      onClose();
    } catch (error) {
      const { message, fields } = describeMutationError(error, t("tournament.schedule.failed"));
      setErrors(fields);
      toast({ title: t("tournament.schedule.failed"), description: message, variant: "destructive" });
    }
  }

  const teamSelect = (name: "homeTeamId" | "awayTeamId") => (
    <select className="select select-bordered w-full" value={values[name]} onChange={set(name)} name={name}>
      <option value="">{t("tournament.schedule.chooseTeam")}</option>
      {teams.map((tm) => <option key={tm.id} value={tm.id}>{tm.name} ({t("tournament.group", { group: tm.group })})</option>)}
    </select>
  );

  return (
    <Dialog open={open} onClose={onClose} title={t("tournament.schedule.title")} description={t("tournament.schedule.text")}>
      <form noValidate onSubmit={onSubmit} className="space-y-4" data-testid="schedule-form">
        <Field label={t("tournament.schedule.homeTeam")} error={errors.homeTeamId} required>{teamSelect("homeTeamId")}</Field>
        <Field label={t("tournament.schedule.awayTeam")} error={errors.awayTeamId} required>{teamSelect("awayTeamId")}</Field>
        <Field label={t("tournament.schedule.matchDate")} error={errors.matchDate} required>
          <input className="input input-bordered w-full" type="datetime-local" value={values.matchDate} onChange={set("matchDate")} name="matchDate" />
        </Field>
        <Field label={t("tournament.schedule.venue")} error={errors.venue} required>
          <input className="input input-bordered w-full" value={values.venue} onChange={set("venue")} name="venue" />
        </Field>
        <Field label={t("tournament.schedule.round")} error={errors.round} required>
          <select className="select select-bordered w-full" value={values.round} onChange={set("round")} name="round">
            {ROUNDS.map((r) => <option key={r} value={r}>{t(`tournament.rounds.${r}`)}</option>)}
          </select>
        </Field>
        <div className="flex justify-end gap-2">
          <button type="button" className="btn btn-ghost" onClick={onClose}>{t("common.cancel")}</button>
          <button type="submit" className="btn btn-primary" disabled={create.isPending}>{create.isPending ? t("common.submitting") : t("tournament.schedule.submit")}</button>
        </div>
      </form>
    </Dialog>
  );
}
