import type { FormEvent } from "react";
import { useTranslation, withAreas } from "~/lib/translations";
import { Dialog } from "~/components/ui/dialog";
import { EVENT_IDS, EventRegistrationSchema } from "~/forms/event.schema";
import { Honeypot, SelectField, SubmitButton, TextAreaField, TextField, compact, useFormState, useOptions } from "./form-kit";
import { useFormSubmit } from "./submit";

/**
 * Event registration modal (spec §2 Forms): opened from the home call to action, the mobile REGISTER
 * button and the footer. The attendee count falls back to 1 when left empty.
 */
function EventRegistrationDialogView({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const form = useFormState({ eventId: "", attendeeCount: "1", specialRequests: "", contactPhone: "", email: "", homepage: "" });
  const { busy, submit } = useFormSubmit();
  const events = useOptions(EVENT_IDS, "event.events");

  function close() {
    form.reset();
    onClose();
  }

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    const values = compact(form.values);
    const data = form.validate(EventRegistrationSchema, { ...values, attendeeCount: values.attendeeCount ?? 1 }, t);
    if (!data) return;
    const result = await submit("/api/event-submissions", data, { title: t("event.successTitle"), description: t("event.success") });
    if (result.ok) close();
    else if (result.fields) form.showErrors(result.fields);
  }

  return (
    <Dialog open={open} onClose={close} title={t("event.title")} description={t("event.text")}>
      <form ref={form.formRef} noValidate onSubmit={onSubmit} className="relative space-y-4" data-testid="event-form">
        <SelectField form={form} name="eventId" label={t("event.eventId")} required options={events} placeholder={t("event.choose")} />
        <TextField form={form} name="attendeeCount" label={t("event.attendeeCount")} required type="number" min={1} inputMode="numeric" />
        <TextField form={form} name="contactPhone" label={t("event.contactPhone")} type="tel" placeholder={t("event.phonePlaceholder")} autoComplete="tel" />
        <TextField form={form} name="email" type="email" autoComplete="email" hint={t("visitorForms.emailHint")} />
        <TextAreaField form={form} name="specialRequests" label={t("event.specialRequests")} />
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
export const EventRegistrationDialog = withAreas(["registrations"], EventRegistrationDialogView);
