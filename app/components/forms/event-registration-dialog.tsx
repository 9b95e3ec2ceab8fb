import { useTranslation, withAreas } from "~/lib/translations";
import { Dialog } from "~/components/ui/dialog";
import { useToast } from "~/components/ui/toast";
import { EVENT_IDS, EventRegistrationSchema } from "@shared/forms/event.schema";
import { FormActions, FormStatus, Honeypot, MutationForm, SelectField, TextAreaField, TextField, compact, useMutationForm, useOptions, type VisitorFormProps } from "./form-kit";
import { VISITOR_FORM_PATHS } from "./visitor-paths";

/**
 * Event registration (spec §2 Forms): opened from the home call to action, the mobile REGISTER button
 * and the footer. The attendee count falls back to 1 when left empty.
 */
export function EventRegistrationForm({ onDone, onCancel }: VisitorFormProps) {
  const { t } = useTranslation();
  const { toast } = useToast();
  const events = useOptions(EVENT_IDS, "event.events");
  const m = useMutationForm({
    action: VISITOR_FORM_PATHS.event,
    intent: "event",
    schema: EventRegistrationSchema,
    initial: { eventId: "", attendeeCount: "1", specialRequests: "", contactPhone: "", email: "", homepage: "" },
    toInput: (values) => {
      const input = compact(values);
      return { ...input, attendeeCount: input.attendeeCount ?? 1 };
    },
    onSuccess: () => {
      toast({ title: t("event.successTitle"), description: t("event.success"), variant: "success" });
      m.form.reset();
      onDone?.();
    },
  });
  return (
    <MutationForm mutation={m} className="relative space-y-4" testId="event-form">
      <SelectField form={m.form} name="eventId" label={t("event.eventId")} required options={events} placeholder={t("event.choose")} />
      <TextField form={m.form} name="attendeeCount" label={t("event.attendeeCount")} required type="number" min={1} inputMode="numeric" />
      <TextField form={m.form} name="contactPhone" label={t("event.contactPhone")} type="tel" placeholder={t("event.phonePlaceholder")} autoComplete="tel" />
      <TextField form={m.form} name="email" type="email" autoComplete="email" hint={t("visitorForms.emailHint")} />
      <TextAreaField form={m.form} name="specialRequests" label={t("event.specialRequests")} />
      <Honeypot form={m.form} />
      <FormActions mutation={m} onCancel={onCancel} />
      <FormStatus mutation={m} success={t("event.success")} />
    </MutationForm>
  );
}

function EventRegistrationDialogView({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} onClose={onClose} title={t("event.title")} description={t("event.text")}>
      <EventRegistrationForm onDone={onClose} onCancel={onClose} />
    </Dialog>
  );
}

/** Loaded on first use, with its strings (they are not in every page's HTML). */
export const EventRegistrationDialog = withAreas(["registrations"], EventRegistrationDialogView);
