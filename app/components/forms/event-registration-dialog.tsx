import { useTranslation, withAreas } from "~/lib/translations";
import { Dialog } from "~/components/ui/dialog";
import { useToast } from "~/components/ui/toast";
import { EVENT_IDS, EventRegistrationSchema } from "@shared/forms/event.schema";
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

/**
 * Event registration (spec §2 Forms): opened from the home call to action, the mobile REGISTER button
 * and the footer. The attendee count falls back to 1 when left empty.
 */
export function EventRegistrationForm({ onDone, onCancel }: VisitorFormProps) {
  const { t } = useTranslation();
  const { toast } = useToast();
  const events = useOptions(EVENT_IDS, "event.events");
  const m = useConformForm({
    action: VISITOR_FORM_PATHS.event,
    intent: "event",
    schema: EventRegistrationSchema,
    defaultValue: { attendeeCount: "1" },
    onSuccess: () => {
      toast({ title: t("event.successTitle"), description: t("event.success"), variant: "success" });
      onDone?.();
    },
  });
  const { fields } = m;
  return (
    <ConformForm conform={m} className="relative space-y-4" testId="event-form">
      <SelectField field={fields.eventId} label={t("event.eventId")} required options={events} placeholder={t("event.choose")} />
      <TextField
        field={fields.attendeeCount}
        label={t("event.attendeeCount")}
        required
        type="number"
        min={1}
        inputMode="numeric"
      />
      <TextField
        field={fields.contactPhone}
        label={t("event.contactPhone")}
        type="tel"
        placeholder={t("event.phonePlaceholder")}
        autoComplete="tel"
      />
      <TextField field={fields.email} type="email" autoComplete="email" hint={t("visitorForms.emailHint")} />
      <TextAreaField field={fields.specialRequests} label={t("event.specialRequests")} />
      <Honeypot />
      <FormActions conform={m} onCancel={onCancel} />
      <FormStatus conform={m} success={t("event.success")} />
    </ConformForm>
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
