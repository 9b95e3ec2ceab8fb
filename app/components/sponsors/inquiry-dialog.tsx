import { useState, type FormEvent } from "react";
import { useTranslation } from "~/lib/translations";
import { Dialog } from "~/components/ui/dialog";
import { Field } from "~/components/ui/field";
import { useToast } from "~/components/ui/toast";
import { SPONSOR_TIERS, SponsorInquirySchema, type SponsorTier } from "~/forms/sponsor-inquiry.schema";
import { serverFieldErrors, validateForm, type FieldErrors } from "~/lib/forms";
import { trpc } from "~/lib/trpc";
import { TIER_OPTIONS, tierPrice } from "./tiers";

/** The partnership inquiry dialog, opened from the claim, get-details and start buttons with a tier or none. */
export function InquiryDialog({ open, tier, onClose }: { open: boolean; tier: SponsorTier | null; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} onClose={onClose} title={t("sponsors.inquiry.title")} description={t("sponsors.inquiry.text")}>
      {/* The dialog mounts its content only while open: every opening starts from a clean form with the chosen tier. */}
      <InquiryForm tier={tier} onClose={onClose} />
    </Dialog>
  );
}

function InquiryForm({ tier, onClose }: { tier: SponsorTier | null; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const { toast } = useToast();
  const [values, setValues] = useState({ companyName: "", contactName: "", email: "", phone: "", sponsorshipTier: tier ?? "", message: "" });
  const [errors, setErrors] = useState<FieldErrors>({});
  const submit = trpc.sponsors.inquire.useMutation();
  const set = (name: keyof typeof values) => (e: { target: { value: string } }) => setValues((v) => ({ ...v, [name]: e.target.value }));

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    const result = validateForm(SponsorInquirySchema, {
      ...values,
      phone: values.phone || undefined,
      sponsorshipTier: values.sponsorshipTier || undefined,
    }, t);
    if (result.errors) {
      setErrors(result.errors);
      return;
    }
    setErrors({});
    try {
      await submit.mutateAsync(result.data);
      toast({ title: t("sponsors.inquiry.successTitle"), description: t("sponsors.inquiry.successText"), variant: "success" });
      onClose();
    } catch (error) {
      setErrors(serverFieldErrors(error) ?? {});
      toast({ title: t("forms.failedTitle"), description: t("forms.failedText"), variant: "destructive" });
    }
  }

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4" data-testid="inquiry-form">
      <Field label={t("sponsors.inquiry.companyName")} error={errors.companyName} required>
        <input className="input input-bordered w-full" name="companyName" autoComplete="organization" value={values.companyName} onChange={set("companyName")} />
      </Field>
      <Field label={t("sponsors.inquiry.contactName")} error={errors.contactName} required>
        <input className="input input-bordered w-full" name="contactName" autoComplete="name" value={values.contactName} onChange={set("contactName")} />
      </Field>
      <Field label={t("sponsors.inquiry.email")} error={errors.email} required>
        <input className="input input-bordered w-full" type="email" name="email" autoComplete="email" value={values.email} onChange={set("email")} />
      </Field>
      <Field label={t("sponsors.inquiry.phone")} error={errors.phone}>
        <input className="input input-bordered w-full" type="tel" name="phone" autoComplete="tel" placeholder={t("sponsors.inquiry.phonePlaceholder")} value={values.phone} onChange={set("phone")} />
      </Field>
      <Field label={t("sponsors.inquiry.tier")} error={errors.sponsorshipTier} required>
        <select className="select select-bordered w-full" name="sponsorshipTier" value={values.sponsorshipTier} onChange={set("sponsorshipTier")}>
          <option value="">{t("sponsors.inquiry.chooseTier")}</option>
          {SPONSOR_TIERS.map((id) => (
            <option key={id} value={id}>
              {t(`sponsors.tiers.${id}.name`)} ({tierPrice(TIER_OPTIONS.find((o) => o.id === id)!, i18n.language, t)})
            </option>
          ))}
        </select>
      </Field>
      <Field label={t("sponsors.inquiry.message")} hint={t("sponsors.inquiry.messageHint")} error={errors.message} required>
        <textarea className="textarea textarea-bordered w-full" name="message" rows={4} value={values.message} onChange={set("message")} />
      </Field>
      <div className="flex justify-end gap-2">
        <button type="button" className="btn btn-ghost" onClick={onClose}>{t("common.cancel")}</button>
        <button type="submit" className="btn btn-primary" disabled={submit.isPending}>
          {submit.isPending ? t("common.submitting") : t("sponsors.inquiry.send")}
        </button>
      </div>
    </form>
  );
}
