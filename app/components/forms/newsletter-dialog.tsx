import { useTranslation, withAreas } from "~/lib/translations";
import { Dialog } from "~/components/ui/dialog";
import { useToast } from "~/components/ui/toast";
import { NEWSLETTER_INTERESTS, NewsletterSchema } from "@shared/forms/newsletter.schema";
import { CheckboxGroup, FormActions, FormStatus, Honeypot, MutationForm, TextField, useMutationForm, useOptions, type VisitorFormProps } from "./form-kit";
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
  const failure = (f: { status: number; message: string }) => (f.status === 409 ? t("newsletter.alreadySubscribed") : f.status === 429 ? f.message : t("newsletter.failed"));
  const m = useMutationForm({
    action: VISITOR_FORM_PATHS.newsletter,
    intent: "newsletter",
    schema: NewsletterSchema,
    initial: { email: "", firstName: "", interests: [] as string[], homepage: "" },
    failureFields: (f) => (Object.keys(f.fields).length ? f.fields : { email: failure(f) }),
    failureToast: { title: t("newsletter.subscriptionFailed"), text: failure },
    onInvalid: () => toast({ title: t("newsletter.invalidEmail"), description: t("newsletter.pleaseEnterValidEmail"), variant: "destructive" }),
    onSuccess: () => {
      toast({ title: t("newsletter.success"), description: t("newsletter.thanks"), variant: "success" });
      m.form.reset();
      onDone?.();
    },
  });
  return (
    <MutationForm mutation={m} className="relative space-y-4" testId="newsletter-form">
      <fieldset disabled={m.busy} className="space-y-4">
        <TextField form={m.form} name="email" type="email" required autoComplete="email" placeholder={t("newsletter.placeholder")} />
        <TextField form={m.form} name="firstName" autoComplete="given-name" />
        <CheckboxGroup form={m.form} name="interests" legend={t("fields.interests")} options={interests} />
      </fieldset>
      <Honeypot form={m.form} />
      <FormActions mutation={m} onCancel={onCancel} label={t("newsletter.subscribe")} busyLabel={t("newsletter.subscribing")} />
      <FormStatus mutation={m} success={t("newsletter.success")} />
    </MutationForm>
  );
}

function NewsletterDialogView({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} onClose={onClose} title={t("visitorForms.newsletter.title")} description={t("visitorForms.newsletter.text")}>
      <NewsletterForm onDone={onClose} onCancel={onClose} />
    </Dialog>
  );
}

/** Loaded on first use, with its strings (they are not in every page's HTML). */
export const NewsletterDialog = withAreas(["registrations"], NewsletterDialogView);
