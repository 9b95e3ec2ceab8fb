import { useTranslation, withAreas } from "~/lib/translations";
import { Dialog } from "~/components/ui/dialog";
import { useToast } from "~/components/ui/toast";
import { NEWSLETTER_INTERESTS, NewsletterSchema } from "@shared/forms/newsletter.schema";
import {
  CheckboxGroup,
  ConformForm,
  FormActions,
  FormStatus,
  Honeypot,
  TextField,
  useConformForm,
  useOptions,
  type VisitorFormProps,
} from "./conform";
import { VISITOR_FORM_PATHS } from "./visitor-paths";

/**
 * The newsletter form (spec visitor §3/§4/§8): email, optional first name and interests. The action
 * stores the form, then subscribes the address (app/routes/visitor-form.tsx); a 409 there means
 * already subscribed, shown on the email field. Inputs are disabled while submitting.
 */
export function NewsletterForm({ onDone, onCancel }: VisitorFormProps) {
  const { t } = useTranslation();
  const { toast } = useToast();
  const interests = useOptions(NEWSLETTER_INTERESTS, "visitorForms.interestOptions");
  const failure = (f: { status: number; message: string }) =>
    f.status === 409 ? t("newsletter.alreadySubscribed") : f.status === 429 ? f.message : t("newsletter.failed");
  const m = useConformForm({
    action: VISITOR_FORM_PATHS.newsletter,
    intent: "newsletter",
    schema: NewsletterSchema,
    onFailure: (f) => toast({ title: t("newsletter.subscriptionFailed"), description: failure(f), variant: "destructive" }),
    onInvalid: () =>
      toast({ title: t("newsletter.invalidEmail"), description: t("newsletter.pleaseEnterValidEmail"), variant: "destructive" }),
    onSuccess: () => {
      toast({ title: t("newsletter.success"), description: t("newsletter.thanks"), variant: "success" });
      onDone?.();
    },
  });
  const { fields, result } = m;
  // A refusal of the address as a whole (already subscribed, too many tries) is said on the email field.
  const refused = result && !result.ok && !Object.keys(result.fields).length ? failure(result) : undefined;
  return (
    <ConformForm conform={m} className="relative space-y-4" testId="newsletter-form" alert={false}>
      <fieldset disabled={m.busy} className="space-y-4">
        <TextField
          field={fields.email}
          error={refused}
          type="email"
          required
          autoComplete="email"
          placeholder={t("newsletter.placeholder")}
        />
        <TextField field={fields.firstName} autoComplete="given-name" />
        <CheckboxGroup field={fields.interests} legend={t("fields.interests")} options={interests} />
      </fieldset>
      <Honeypot />
      <FormActions conform={m} onCancel={onCancel} label={t("newsletter.subscribe")} busyLabel={t("newsletter.subscribing")} />
      <FormStatus conform={m} success={t("newsletter.success")} />
    </ConformForm>
  );
}

function NewsletterDialogView({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={t("visitorForms.newsletter.title")}
      description={t("visitorForms.newsletter.text")}
    >
      <NewsletterForm onDone={onClose} onCancel={onClose} />
    </Dialog>
  );
}

/** Loaded on first use, with its strings (they are not in every page's HTML). */
export const NewsletterDialog = withAreas(["registrations"], NewsletterDialogView);
