import { useTranslation } from "~/lib/translations";
import { Dialog } from "~/components/ui/dialog";
import { useToast } from "~/components/ui/toast";
import { ConformForm, useConformForm } from "~/components/forms/conform";
import { ScheduleMatchFormSchema } from "@shared/forms/match.schema";
import { MatchFields, emptyMatchForm, matchFormValues, type MatchFormValues } from "./match-fields";

export type NewMatchTeam = { id: string; name: string; group: string };

type Props = {
  open: boolean;
  onClose: () => void;
  action: string;
  teams: NewMatchTeam[];
  rounds: readonly string[];
  labels: string;
  busyLabel: string;
  success: { title: string; description?: string };
  testId: string;
  onInvalid?: (values: MatchFormValues) => void;
  invalidate?: () => unknown;
  /** The match just created (the page shows where it is). */
  onCreated?: (match: { id: string }) => void;
};

/**
 * A new match (spec §2/§5), the one form behind /tournament's Schedule New Match and the admin's Create
 * Match, posted to `action` (the page's route action, intent `createMatch`). Each keeps its texts
 * (`labels`: an i18n prefix with title, text, submit, failed and the field labels MatchFields reads), its
 * round spellings, its success toast, what it says when the schema refuses (`onInvalid`) and the
 * queries it refreshes (`invalidate`; the page's loader reloads by itself).
 */
export function NewMatchDialog(props: Props) {
  const { t } = useTranslation();
  const { open, onClose, labels } = props;
  return (
    <Dialog open={open} onClose={onClose} title={t(`${labels}.title`)} description={t(`${labels}.text`)}>
      {/* Mounted only while open: every opening starts from a clean form. */}
      <NewMatchForm {...props} />
    </Dialog>
  );
}

function NewMatchForm({
  onClose,
  action,
  teams,
  rounds,
  labels,
  busyLabel,
  success,
  testId,
  onInvalid,
  invalidate,
  onCreated,
}: Props) {
  const { t } = useTranslation();
  const { toast } = useToast();
  const mutation = useConformForm({
    action,
    intent: "createMatch",
    schema: ScheduleMatchFormSchema,
    defaultValue: emptyMatchForm(rounds[0]),
    onInvalid: (formData) => onInvalid?.(matchFormValues(formData)),
    invalidate,
    onSuccess: (match: { id: string }) => {
      toast({ ...success, variant: "success" });
      onClose();
      onCreated?.(match);
    },
    failureToast: t(`${labels}.failed`),
  });
  const { fields, busy } = mutation;

  return (
    <ConformForm conform={mutation} className="space-y-4" testId={testId}>
      <MatchFields fields={fields} teams={teams} rounds={rounds} labels={labels} />
      <div className="flex justify-end gap-2">
        <button type="button" className="btn btn-ghost" onClick={onClose}>
          {t("common.cancel")}
        </button>
        <button type="submit" className="btn btn-primary" disabled={busy}>
          {busy ? busyLabel : t(`${labels}.submit`)}
        </button>
      </div>
    </ConformForm>
  );
}
