import { useTranslation, withAreas } from "~/lib/translations";
import { Dialog } from "~/components/ui/dialog";
import { useToast } from "~/components/ui/toast";
import { ContactSchema, FeedbackSchema } from "@shared/forms/contact.schema";
import {
  ConformForm,
  FormActions,
  FormStatus,
  Honeypot,
  TextAreaField,
  TextField,
  useConformForm,
  type VisitorFormProps,
} from "./conform";
import { VISITOR_FORM_PATHS } from "./visitor-paths";

type Kind = "contact" | "feedback";

/**
 * Contact and feedback (spec visitor §3/§5/§8): name, email, subject, message. Feedback starts with the
 * subject "Feedback". On success a toast and reset (the dialog closes); on failure the form stays.
 */
export function ContactForm({ kind, onDone, onCancel }: VisitorFormProps & { kind: Kind }) {
  const { t } = useTranslation();
  const { toast } = useToast();
  const initialSubject = kind === "feedback" ? t("visitorForms.feedback.defaultSubject") : "";
  const m = useConformForm({
    action: VISITOR_FORM_PATHS[kind],
    intent: kind,
    schema: kind === "feedback" ? FeedbackSchema : ContactSchema,
    defaultValue: { subject: initialSubject },
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
      <TextField field={fields.name} required autoComplete="name" />
      <TextField field={fields.email} type="email" required autoComplete="email" />
      <TextField field={fields.subject} required />
      <TextAreaField field={fields.message} required rows={5} />
      <Honeypot />
      <FormActions conform={m} onCancel={onCancel} />
      <FormStatus conform={m} success={t(`visitorForms.${kind}.success`)} />
    </ConformForm>
  );
}

function ContactDialogView({ kind, open, onClose }: { kind: Kind; open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} onClose={onClose} title={t(`visitorForms.${kind}.title`)} description={t(`visitorForms.${kind}.text`)}>
      <ContactForm kind={kind} onDone={onClose} onCancel={onClose} />
    </Dialog>
  );
}

/** Loaded on first use, with its strings (they are not in every page's HTML). */
export const ContactDialog = withAreas(["registrations"], ContactDialogView);
