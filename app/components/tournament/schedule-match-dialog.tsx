import { useState, type FormEvent } from "react";
import { useRevalidator } from "react-router";
import { useTranslation } from "~/lib/translations";
import { Dialog } from "~/components/ui/dialog";
import { useToast } from "~/components/ui/toast";
import { ROUNDS, ScheduleMatchSchema } from "~/forms/match.schema";
import { MatchFields, emptyMatchForm, scheduleMatchInput } from "./match-fields";
import { describeMutationError, validateForm, type FieldErrors } from "~/lib/forms";
import { trpc, withTrpc } from "~/lib/trpc";

const EMPTY = emptyMatchForm("group");

/** Schedule New Match (spec §2/§5): both teams, date and venue required; round one of five. */
function ScheduleMatchDialogView({ open, onClose, teams }: { open: boolean; onClose: () => void; teams: Array<{ id: string; name: string; group: string }> }) {
  const { t } = useTranslation();
  const { toast } = useToast();
  const revalidator = useRevalidator();
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<FieldErrors>({});
  const create = trpc.matches.create.useMutation();

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    const result = validateForm(ScheduleMatchSchema, scheduleMatchInput(values), t);
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

  return (
    <Dialog open={open} onClose={onClose} title={t("tournament.schedule.title")} description={t("tournament.schedule.text")}>
      <form noValidate onSubmit={onSubmit} className="space-y-4" data-testid="schedule-form">
        <MatchFields values={values} onChange={(name, value) => setValues((v) => ({ ...v, [name]: value }))} errors={errors} teams={teams} rounds={ROUNDS} labels="tournament.schedule" />
        <div className="flex justify-end gap-2">
          <button type="button" className="btn btn-ghost" onClick={onClose}>{t("common.cancel")}</button>
          <button type="submit" className="btn btn-primary" disabled={create.isPending}>{create.isPending ? t("common.submitting") : t("tournament.schedule.submit")}</button>
        </div>
      </form>
    </Dialog>
  );
}

/** Loaded on first use; its calls need the tRPC provider the root does without (decision 006). */
export const ScheduleMatchDialog = withTrpc(ScheduleMatchDialogView);
