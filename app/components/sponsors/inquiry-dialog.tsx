import { useTranslation } from "~/lib/translations";
import { Dialog } from "~/components/ui/dialog";
import { useToast } from "~/components/ui/toast";
import {
  ConformForm,
  FormActions,
  FormStatus,
  SelectField,
  TextAreaField,
  TextField,
  useConformForm,
  type VisitorFormProps,
} from "~/components/forms/conform";
import { SPONSOR_INQUIRY_PATH } from "~/components/forms/visitor-paths";
import { SPONSOR_TIERS, SponsorInquirySchema, type SponsorTier } from "@shared/forms/sponsor-inquiry.schema";
import { TIER_OPTIONS, tierPrice } from "./tiers";

/** The partnership inquiry dialog, opened from the claim, get-details and start buttons with a tier or none. */
export function InquiryDialog({ open, tier, onClose }: { open: boolean; tier: SponsorTier | null; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} onClose={onClose} title={t("sponsors.inquiry.title")} description={t("sponsors.inquiry.text")}>
      {/* The dialog mounts its content only while open: every opening starts from a clean form with the chosen tier. */}
      <InquiryForm tier={tier} onDone={onClose} onCancel={onClose} />
    </Dialog>
  );
}

/**
 * The inquiry form, in the sponsors page's dialog (a toast, and the dialog closes) or on its own page,
 * where it works without JavaScript and says its success in place.
 */
export function InquiryForm({ tier, onDone, onCancel }: VisitorFormProps & { tier: SponsorTier | null }) {
  const { t, i18n } = useTranslation();
  const { toast } = useToast();
  const m = useConformForm({
    // The inquiry page's action (app/routes/sponsor-inquiry.tsx) calls sponsors.inquire.
    action: SPONSOR_INQUIRY_PATH,
    intent: "inquire",
    schema: SponsorInquirySchema,
    defaultValue: { sponsorshipTier: tier ?? undefined },
    onSuccess: () => {
      toast({ title: t("sponsors.inquiry.successTitle"), description: t("sponsors.inquiry.successText"), variant: "success" });
      onDone?.();
    },
  });
  const tiers = SPONSOR_TIERS.map((id) => ({
    value: id,
    label: `${t(`sponsors.tiers.${id}.name`)} (${tierPrice(
      TIER_OPTIONS.find((o) => o.id === id)!,
      i18n.language,
      t,
    )})`,
  }));

  return (
    <ConformForm conform={m} className="space-y-4" testId="inquiry-form">
      <TextField field={m.fields.companyName} label={t("sponsors.inquiry.companyName")} required autoComplete="organization" />
      <TextField field={m.fields.contactName} label={t("sponsors.inquiry.contactName")} required autoComplete="name" />
      <TextField field={m.fields.email} label={t("sponsors.inquiry.email")} type="email" required autoComplete="email" />
      <TextField
        field={m.fields.phone}
        label={t("sponsors.inquiry.phone")}
        type="tel"
        autoComplete="tel"
        placeholder={t("sponsors.inquiry.phonePlaceholder")}
      />
      <SelectField
        field={m.fields.sponsorshipTier}
        label={t("sponsors.inquiry.tier")}
        required
        options={tiers}
        placeholder={t("sponsors.inquiry.chooseTier")}
      />
      <TextAreaField
        field={m.fields.message}
        label={t("sponsors.inquiry.message")}
        hint={t("sponsors.inquiry.messageHint")}
        required
        rows={4}
      />
      <FormActions conform={m} onCancel={onCancel} label={t("sponsors.inquiry.send")} />
      <FormStatus conform={m} success={t("sponsors.inquiry.successText")} />
    </ConformForm>
  );
}
