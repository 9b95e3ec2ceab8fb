import { useTranslation } from "~/lib/translations";
import {
  ANNUAL_REVENUE_RANGES,
  COMPANY_SIZES,
  MARKETING_BUDGET_RANGES,
  SPONSORSHIP_TIERS,
  SponsorRegistrationFormSchema,
} from "@shared/forms/sponsor-registration.schema";
import { FormSection, SelectField, TextAreaField, TextField, useOptions } from "~/components/forms/conform";
import { RegistrationForm, useRegistrationForm } from "./registration-form";

/** Sponsor registration (spec platform §5/§7). */
export function SponsorRegistrationForm({ onDone }: { onDone?: () => void }) {
  const { t } = useTranslation();
  const mutation = useRegistrationForm("sponsor", { schema: SponsorRegistrationFormSchema, onDone });
  const { fields } = mutation;
  const tiers = useOptions(SPONSORSHIP_TIERS, "registrations.options.tiers");
  const sizes = useOptions(COMPANY_SIZES, "registrations.options.companySizes");
  const revenue = useOptions(ANNUAL_REVENUE_RANGES, "registrations.options.revenue");
  const budget = useOptions(MARKETING_BUDGET_RANGES, "registrations.options.budget");

  return (
    <RegistrationForm kind="sponsor" mutation={mutation}>
      <FormSection title={t("registrations.sections.personal")}>
        <TextField field={fields.firstName} required autoComplete="given-name" />
        <TextField field={fields.lastName} required autoComplete="family-name" />
        <TextField field={fields.email} type="email" required autoComplete="email" />
      </FormSection>

      <FormSection title={t("registrations.sections.company")}>
        <TextField field={fields.companyName} required autoComplete="organization" />
        <SelectField field={fields.companySize} options={sizes} placeholder={t("registrations.choose")} />
        <TextField field={fields.website} type="url" placeholder={t("registrations.urlPlaceholder")} />
        <SelectField field={fields.annualRevenue} options={revenue} placeholder={t("registrations.choose")} />
      </FormSection>

      <FormSection title={t("registrations.sections.sponsorship")}>
        <SelectField field={fields.sponsorshipTier} required options={tiers} placeholder={t("registrations.choose")} />
        <SelectField field={fields.marketingBudget} options={budget} placeholder={t("registrations.choose")} />
        <TextAreaField field={fields.targetAudience} />
        <TextAreaField field={fields.previousSponsorships} />
      </FormSection>

      <FormSection title={t("registrations.sections.companyContact")}>
        <TextField field={fields.contactPerson} autoComplete="off" />
        <TextField field={fields.contactEmail} type="email" autoComplete="off" />
        <TextField field={fields.contactPhone} type="tel" autoComplete="off" placeholder={t("registrations.phonePlaceholder")} />
      </FormSection>
    </RegistrationForm>
  );
}
