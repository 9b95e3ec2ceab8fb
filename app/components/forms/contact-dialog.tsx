import type { FormEvent } from "react";
import { useTranslation, withAreas } from "~/lib/translations";
import { Dialog } from "~/components/ui/dialog";
import { ContactSchema, FeedbackSchema } from "~/forms/contact.schema";
import { Honeypot, SubmitButton, TextAreaField, TextField, compact, useFormState } from "./form-kit";
import { useFormSubmit } from "./submit";

/**
 * Contact and feedback modals (spec visitor §3/§5/§8): name, email, subject, message. Feedback starts
 * with the subject "Feedback". On success a toast, reset and close; on failure the form stays open.
 */
function ContactDialogView({ kind, open, onClose }: { kind: "contact" | "feedback"; open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const initialSubject = kind === "feedback" ? t("visitorForms.feedback.defaultSubject") : "";
  const form = useFormState({ name: "", email: "", subject: initialSubject, message: "", homepage: "" });
  const { busy, submit } = useFormSubmit();

  function close() {
    form.reset({ subject: initialSubject });
    onClose();
  }

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    const data = form.validate(kind === "feedback" ? FeedbackSchema : ContactSchema, compact(form.values), t);
    if (!data) return;
    const result = await submit(`/api/${kind}-submissions`, data, { title: t(`visitorForms.${kind}.successTitle`), description: t(`visitorForms.${kind}.success`) });
    if (result.ok) close();
    else if (result.fields) form.showErrors(result.fields);
  }

  return (
    <Dialog open={open} onClose={close} title={t(`visitorForms.${kind}.title`)} description={t(`visitorForms.${kind}.text`)}>
      <form ref={form.formRef} noValidate onSubmit={onSubmit} className="relative space-y-4" data-testid={`${kind}-form`}>
        <TextField form={form} name="name" required autoComplete="name" />
        <TextField form={form} name="email" type="email" required autoComplete="email" />
        <TextField form={form} name="subject" required />
        <TextAreaField form={form} name="message" required rows={5} />
        <Honeypot form={form} />
        <div className="flex justify-end gap-2">
          <button type="button" className="btn btn-ghost" onClick={close}>{t("common.cancel")}</button>
          <SubmitButton busy={busy} label={t("common.submit")} busyLabel={t("common.submitting")} />
        </div>
      </form>
    </Dialog>
  );
}

/** Loaded on first use, with its strings (they are not in every page's HTML). */
export const ContactDialog = withAreas(["registrations"], ContactDialogView);
