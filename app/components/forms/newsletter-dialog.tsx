import { useState, type FormEvent } from "react";
import { useTranslation, withAreas } from "~/lib/translations";
import { Dialog } from "~/components/ui/dialog";
import { useToast } from "~/components/ui/toast";
import { NEWSLETTER_INTERESTS, NewsletterSchema } from "~/forms/newsletter.schema";
import { CheckboxGroup, Honeypot, SubmitButton, TextField, compact, useFormState, useOptions } from "./form-kit";
import { postForm } from "./submit";

/**
 * The newsletter modal (spec visitor §3/§4/§8): email, optional first name and interests. The form is
 * stored (`POST /api/newsletter-submissions`), then the address subscribed (`POST /api/newsletter/subscribe`);
 * a 409 there means already subscribed. Inputs are disabled while submitting.
 */
function NewsletterDialogView({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const { toast } = useToast();
  const form = useFormState({ email: "", firstName: "", interests: [] as string[], homepage: "" });
  const [busy, setBusy] = useState(false);
  const interests = useOptions(NEWSLETTER_INTERESTS, "visitorForms.interestOptions");

  function close() {
    form.reset();
    onClose();
  }

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    const data = form.validate(NewsletterSchema, compact(form.values), t);
    if (!data) {
      toast({ title: t("newsletter.invalidEmail"), description: t("newsletter.pleaseEnterValidEmail"), variant: "destructive" });
      return;
    }
    setBusy(true);
    const stored = await postForm("/api/newsletter-submissions", data, i18n.language);
    const subscribed = stored.ok ? await postForm("/api/newsletter/subscribe", data, i18n.language) : stored;
    setBusy(false);
    if (subscribed.ok) {
      toast({ title: t("newsletter.success"), description: t("newsletter.thanks"), variant: "success" });
      close();
      return;
    }
    const message = subscribed.status === 409 ? t("newsletter.alreadySubscribed") : subscribed.status === 429 && subscribed.message ? subscribed.message : t("newsletter.failed");
    form.showErrors(subscribed.fields ?? { email: message });
    toast({ title: t("newsletter.subscriptionFailed"), description: message, variant: "destructive" });
  }

  return (
    <Dialog open={open} onClose={close} title={t("visitorForms.newsletter.title")} description={t("visitorForms.newsletter.text")}>
      <form ref={form.formRef} noValidate onSubmit={onSubmit} className="relative space-y-4" data-testid="newsletter-form">
        <fieldset disabled={busy} className="space-y-4">
          <TextField form={form} name="email" type="email" required autoComplete="email" placeholder={t("newsletter.placeholder")} />
          <TextField form={form} name="firstName" autoComplete="given-name" />
          <CheckboxGroup form={form} name="interests" legend={t("fields.interests")} options={interests} />
        </fieldset>
        <Honeypot form={form} />
        <div className="flex justify-end gap-2">
          <button type="button" className="btn btn-ghost" onClick={close}>{t("common.cancel")}</button>
          <SubmitButton busy={busy} label={t("newsletter.subscribe")} busyLabel={t("newsletter.subscribing")} />
        </div>
      </form>
    </Dialog>
  );
}

/** Loaded on first use, with its strings (they are not in every page's HTML). */
export const NewsletterDialog = withAreas(["registrations"], NewsletterDialogView);
