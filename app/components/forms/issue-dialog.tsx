import { useTranslation, withAreas } from "~/lib/translations";
import { Dialog } from "~/components/ui/dialog";
import { useToast } from "~/components/ui/toast";
import { ISSUE_CATEGORIES, ISSUE_PRIORITIES, IssueSchema } from "@shared/forms/issue.schema";
import { FormActions, FormStatus, Honeypot, MutationForm, SelectField, TextAreaField, TextField, useMutationForm, useOptions, type VisitorFormProps } from "./form-kit";
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
  const m = useMutationForm({
    action: VISITOR_FORM_PATHS[kind],
    intent: kind,
    schema: IssueSchema,
    initial: { title: "", description: "", category: kind === "report" ? "bug" : "question", priority: "medium", email: "", homepage: "" },
    onSuccess: () => {
      toast({ title: t(`visitorForms.${kind}.successTitle`), description: t(`visitorForms.${kind}.success`), variant: "success" });
      m.form.reset();
      onDone?.();
    },
  });
  return (
    <MutationForm mutation={m} className="relative space-y-4" testId={`${kind}-form`}>
      <TextField form={m.form} name="title" required />
      <TextAreaField form={m.form} name="description" required rows={5} />
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField form={m.form} name="category" required options={categories} />
        <SelectField form={m.form} name="priority" required options={priorities} />
      </div>
      <TextField form={m.form} name="email" type="email" autoComplete="email" hint={t("visitorForms.emailHint")} />
      <Honeypot form={m.form} />
      <FormActions mutation={m} onCancel={onCancel} />
      <FormStatus mutation={m} success={t(`visitorForms.${kind}.success`)} />
    </MutationForm>
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
