import { useState, type FormEvent } from "react";
import { useRevalidator } from "react-router";
import { useTranslation } from "react-i18next";
import { Dialog } from "~/components/ui/dialog";
import { Field } from "~/components/ui/field";
import { useToast } from "~/components/ui/toast";
import { DEFAULT_VENUE, ScheduleMatchSchema, normalizeRound } from "~/forms/match.schema";
import { validateForm, type FieldErrors } from "~/lib/forms";
import { trpc } from "~/lib/trpc";
import type { AdminTeam } from "./types";
import { useFailureToast } from "./use-failure-toast";

/** Spec §5: the admin's round names; a new match starts in group_stage. */
const ADMIN_ROUNDS = ["group_stage", "round_of_16", "quarterfinals", "semifinals", "final"] as const;
const EMPTY = { homeTeamId: "", awayTeamId: "", matchDate: "", venue: DEFAULT_VENUE, round: "group_stage" };

/** Create Match (spec §2/§5): home team, away team and date are required, else one toast says so. */
export function CreateMatchDialog({ open, onClose, teams }: { open: boolean; onClose: () => void; teams: AdminTeam[] }) {
  const { t } = useTranslation();
  const { toast } = useToast();
  const failed = useFailureToast();
  const revalidator = useRevalidator();
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<FieldErrors>({});
  const create = trpc.matches.create.useMutation();
  const set = (name: keyof typeof EMPTY) => (e: { target: { value: string } }) => setValues((v) => ({ ...v, [name]: e.target.value }));

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (!values.homeTeamId || !values.awayTeamId || !values.matchDate) {
      setErrors({});
      toast({ title: t("admin.createMatch.requiredTitle"), description: t("admin.createMatch.required"), variant: "destructive" });
      return;
    }
    const result = validateForm(ScheduleMatchSchema, {
      homeTeamId: values.homeTeamId,
      awayTeamId: values.awayTeamId,
      // datetime-local has no zone: it is read as the admin's local time.
      matchDate: new Date(values.matchDate),
      venue: values.venue,
      round: values.round,
    }, t);
    if (result.errors) return setErrors(result.errors);
    setErrors({});
    try {
      await create.mutateAsync(result.data);
      toast({ title: t("admin.createMatch.created"), variant: "success" });
      setValues(EMPTY);
      revalidator.revalidate();
      onClose();
    } catch (error) {
      setErrors(failed("admin.createMatch.failed", error));
    }
  }

  const teamSelect = (name: "homeTeamId" | "awayTeamId") => (
    <select className="select select-bordered w-full" value={values[name]} onChange={set(name)} name={name}>
      <option value="">{t("admin.createMatch.chooseTeam")}</option>
      {teams.map((team) => <option key={team.id} value={team.id}>{t("admin.createMatch.teamOption", { name: team.name, group: team.group })}</option>)}
    </select>
  );

  return (
    <Dialog open={open} onClose={onClose} title={t("admin.createMatch.title")} description={t("admin.createMatch.text")}>
      <form noValidate onSubmit={onSubmit} className="space-y-4" data-testid="create-match-form">
        <Field label={t("admin.createMatch.homeTeam")} error={errors.homeTeamId} required>{teamSelect("homeTeamId")}</Field>
        <Field label={t("admin.createMatch.awayTeam")} error={errors.awayTeamId} required>{teamSelect("awayTeamId")}</Field>
        <Field label={t("admin.createMatch.matchDate")} error={errors.matchDate} required>
          <input className="input input-bordered w-full" type="datetime-local" value={values.matchDate} onChange={set("matchDate")} name="matchDate" />
        </Field>
        <Field label={t("admin.createMatch.venue")} error={errors.venue} required>
          <input className="input input-bordered w-full" value={values.venue} onChange={set("venue")} name="venue" />
        </Field>
        <Field label={t("admin.createMatch.round")} error={errors.round}>
          <select className="select select-bordered w-full" value={values.round} onChange={set("round")} name="round">
            {ADMIN_ROUNDS.map((r) => <option key={r} value={r}>{t(`tournament.rounds.${normalizeRound(r)}`)}</option>)}
          </select>
        </Field>
        <div className="flex justify-end gap-2">
          <button type="button" className="btn btn-ghost" onClick={onClose}>{t("common.cancel")}</button>
          <button type="submit" className="btn btn-primary" disabled={create.isPending}>
            {create.isPending ? t("admin.createMatch.creating") : t("admin.createMatch.submit")}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
