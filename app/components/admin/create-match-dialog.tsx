import { useState, type FormEvent } from "react";
import { useRevalidator } from "react-router";
import { useTranslation } from "~/lib/translations";
import { Dialog } from "~/components/ui/dialog";
import { useToast } from "~/components/ui/toast";
import { ScheduleMatchSchema } from "~/forms/match.schema";
import { MatchFields, emptyMatchForm, scheduleMatchInput } from "~/components/tournament/match-fields";
import { validateForm, type FieldErrors } from "~/lib/forms";
import { trpc } from "~/lib/trpc";
import type { AdminTeam } from "./types";
import { useFailureToast } from "./use-failure-toast";

/** Spec §5: the admin's round names (and issue 17's third-place match); a new match starts in group_stage. */
const ADMIN_ROUNDS = ["group_stage", "round_of_16", "quarterfinals", "semifinals", "third_place", "final"] as const;
const EMPTY = emptyMatchForm("group_stage");

/** Create Match (spec §2/§5): home team, away team and date are required, else one toast says so. */
export function CreateMatchDialog({ open, onClose, teams }: { open: boolean; onClose: () => void; teams: AdminTeam[] }) {
  const { t } = useTranslation();
  const { toast } = useToast();
  const failed = useFailureToast();
  const revalidator = useRevalidator();
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<FieldErrors>({});
  const create = trpc.matches.create.useMutation();
  const utils = trpc.useUtils();

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (!values.homeTeamId || !values.awayTeamId || !values.matchDate) {
      setErrors({});
      toast({ title: t("admin.createMatch.requiredTitle"), description: t("admin.createMatch.required"), variant: "destructive" });
      return;
    }
    const result = validateForm(ScheduleMatchSchema, scheduleMatchInput(values), t);
    if (result.errors) return setErrors(result.errors);
    setErrors({});
    try {
      await create.mutateAsync(result.data);
      toast({ title: t("admin.createMatch.created"), variant: "success" });
      setValues(EMPTY);
      revalidator.revalidate();
      await utils.admin.matches.invalidate();
      onClose();
    } catch (error) {
      setErrors(failed("admin.createMatch.failed", error));
    }
  }

  return (
    <Dialog open={open} onClose={onClose} title={t("admin.createMatch.title")} description={t("admin.createMatch.text")}>
      <form noValidate onSubmit={onSubmit} className="space-y-4" data-testid="create-match-form">
        <MatchFields values={values} onChange={(name, value) => setValues((v) => ({ ...v, [name]: value }))} errors={errors} teams={teams} rounds={ADMIN_ROUNDS} labels="admin.createMatch" />
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
