import { useTranslation } from "~/lib/translations";
import { Dialog } from "~/components/ui/dialog";
import { useToast } from "~/components/ui/toast";
import { MutationForm, useMutationForm } from "~/components/forms/form-kit";
import { ScheduleMatchSchema } from "@shared/forms/match.schema";
import { failureToast } from "~/components/admin/failure-toast";
import { MatchFields, emptyMatchForm, scheduleMatchInput, type MatchFormValues } from "./match-fields";

export type NewMatchTeam = { id: string; name: string; group: string };

/**
 * A new match (spec §2/§5), the one form behind /tournament's Schedule New Match and the admin's Create
 * Match, posted to `action` (the page's route action, intent `createMatch`). Each keeps its texts
 * (`labels`: an i18n prefix with title, text, submit, failed and the field labels MatchFields reads), its
 * round spellings, its success toast, what it says when the schema refuses (`onInvalid`) and the
 * queries it refreshes (`invalidate`; the page's loader reloads by itself).
 */
export function NewMatchDialog({ open, onClose, action, teams, rounds, labels, busyLabel, success, testId, onInvalid, invalidate }: {
  open: boolean; onClose: () => void; action: string; teams: NewMatchTeam[]; rounds: readonly string[]; labels: string; busyLabel: string;
  success: { title: string; description?: string }; testId: string; onInvalid?: (values: MatchFormValues) => void; invalidate?: () => unknown;
}) {
  const { t } = useTranslation();
  const { toast } = useToast();
  const mutation = useMutationForm({
    action, intent: "createMatch", initial: emptyMatchForm(rounds[0]), schema: ScheduleMatchSchema, toInput: scheduleMatchInput,
    onInvalid: () => {
      onInvalid?.(mutation.form.values);
    },
    invalidate,
    onSuccess: () => {
      toast({ ...success, variant: "success" });
      mutation.form.reset();
      onClose();
    },
    failureToast: failureToast(t(`${labels}.failed`)),
  });
  const { form, busy } = mutation;

  return (
    <Dialog open={open} onClose={onClose} title={t(`${labels}.title`)} description={t(`${labels}.text`)}>
      <MutationForm mutation={mutation} className="space-y-4" testId={testId}>
        <MatchFields values={form.values} onChange={form.set} errors={form.errors} teams={teams} rounds={rounds} labels={labels} />
        <div className="flex justify-end gap-2">
          <button type="button" className="btn btn-ghost" onClick={onClose}>{t("common.cancel")}</button>
          <button type="submit" className="btn btn-primary" disabled={busy}>{busy ? busyLabel : t(`${labels}.submit`)}</button>
        </div>
      </MutationForm>
    </Dialog>
  );
}
