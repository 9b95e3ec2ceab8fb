import { useTranslation, withAreas } from "~/lib/translations";
import { Dialog } from "~/components/ui/dialog";
import { useToast } from "~/components/ui/toast";
import { ISSUE_CATEGORIES, ISSUE_PRIORITIES, IssueSchema } from "@shared/forms/issue.schema";
import {
  ConformForm,
  FormActions,
  FormStatus,
  Honeypot,
  SelectField,
  TextAreaField,
  TextField,
  useConformForm,
  useOptions,
  type VisitorFormProps,
} from "./conform";
import { VISITOR_FORM_PATHS } from "./visitor-paths";

type Kind = "report" | "support";

/**
 * Issue report and technical support (spec visitor §3/§5/§8): title, description, category,
 * priority, and an optional email for the confirmation and the reply.
 */
export function IssueForm({ kind, onDone, onCancel }: VisitorFormProps & { kind: Kind }) {
  const { t } = useTranslation();
  const { toast } = useToast();
  const categories = useOptions(ISSUE_CATEGORIES, "visitorForms.categories");
  const priorities = useOptions(ISSUE_PRIORITIES, "visitorForms.priorities");
  const m = useConformForm({
    action: VISITOR_FORM_PATHS[kind],
    intent: kind,
    schema: IssueSchema,
    defaultValue: { category: kind === "report" ? "bug" : "question", priority: "medium" },
    onSuccess: () => {
      toast({
        title: t(`visitorForms.${kind}.successTitle`),
        description: t(`visitorForms.${kind}.success`),
        variant: "success",
      });
      onDone?.();
    },
  });
  const { fields } = m;
  return (
    <ConformForm conform={m} className="relative space-y-4" testId={`${kind}-form`}>
      <TextField field={fields.title} required />
      <TextAreaField field={fields.description} required rows={5} />
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField field={fields.category} required options={categories} />
        <SelectField field={fields.priority} required options={priorities} />
      </div>
      <TextField field={fields.email} type="email" autoComplete="email" hint={t("visitorForms.emailHint")} />
      <Honeypot />
      <FormActions conform={m} onCancel={onCancel} />
      <FormStatus conform={m} success={t(`visitorForms.${kind}.success`)} />
    </ConformForm>
  );
}

function IssueDialogView({ kind, open, onClose }: { kind: Kind; open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} onClose={onClose} title={t(`visitorForms.${kind}.title`)} description={t(`visitorForms.${kind}.text`)}>
      <IssueForm kind={kind} onDone={onClose} onCancel={onClose} />
    </Dialog>
  );
}

/** Loaded on first use, with its strings (they are not in every page's HTML). */
export const IssueDialog = withAreas(["registrations"], IssueDialogView);
