import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { Dialog } from "~/components/ui/dialog";
import { Field } from "~/components/ui/field";
import { useToast } from "~/components/ui/toast";
import { EVENT_IDS, EventRegistrationSchema } from "~/forms/event.schema";
import { serverFieldErrors, validateForm, type FieldErrors } from "~/lib/forms";
import { trpc } from "~/lib/trpc";

const EMPTY = { eventId: "", attendeeCount: "1", specialRequests: "", contactPhone: "" };

/** Event registration modal (spec §2 Forms): opened from the home call to action and the mobile REGISTER button. */
export function EventRegistrationDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const { toast } = useToast();
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<FieldErrors>({});
  const submit = trpc.forms.event.useMutation();

  const set = (name: keyof typeof EMPTY) => (e: { target: { value: string } }) => setValues((v) => ({ ...v, [name]: e.target.value }));

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    const result = validateForm(EventRegistrationSchema, {
      eventId: values.eventId || undefined,
      attendeeCount: values.attendeeCount === "" ? 1 : values.attendeeCount,
      specialRequests: values.specialRequests || undefined,
      contactPhone: values.contactPhone || undefined,
    }, t);
    if (result.errors) {
      setErrors(result.errors);
      return;
    }
    setErrors({});
    try {
      await submit.mutateAsync(result.data);
      toast({ title: t("event.successTitle"), description: t("event.success"), variant: "success" });
      setValues(EMPTY);
      onClose();
    } catch (error) {
      setErrors(serverFieldErrors(error) ?? {});
      toast({ title: t("forms.failedTitle"), description: t("forms.failedText"), variant: "destructive" });
    }
  }

  return (
    <Dialog open={open} onClose={onClose} title={t("event.title")} description={t("event.text")}>
      <form noValidate onSubmit={onSubmit} className="space-y-4" data-testid="event-form">
        <Field label={t("event.eventId")} error={errors.eventId} required>
          <select className="select select-bordered w-full" value={values.eventId} onChange={set("eventId")} name="eventId">
            <option value="">{t("event.choose")}</option>
            {EVENT_IDS.map((id) => <option key={id} value={id}>{t(`event.events.${id}`)}</option>)}
          </select>
        </Field>
        <Field label={t("event.attendeeCount")} error={errors.attendeeCount} required>
          <input className="input input-bordered w-full" type="number" min={1} inputMode="numeric" value={values.attendeeCount} onChange={set("attendeeCount")} name="attendeeCount" />
        </Field>
        <Field label={t("event.contactPhone")} error={errors.contactPhone}>
          <input className="input input-bordered w-full" type="tel" placeholder={t("event.phonePlaceholder")} value={values.contactPhone} onChange={set("contactPhone")} name="contactPhone" autoComplete="tel" />
        </Field>
        <Field label={t("event.specialRequests")} error={errors.specialRequests}>
          <textarea className="textarea textarea-bordered w-full" rows={3} value={values.specialRequests} onChange={set("specialRequests")} name="specialRequests" />
        </Field>
        <div className="flex justify-end gap-2">
          <button type="button" className="btn btn-ghost" onClick={onClose}>{t("common.cancel")}</button>
          <button type="submit" className="btn btn-primary" disabled={submit.isPending}>
            {submit.isPending ? t("common.submitting") : t("common.submit")}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
