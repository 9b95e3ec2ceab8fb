import { useTranslation } from "~/lib/translations";
import {
  ANNUAL_REVENUE_RANGES, COMPANY_SIZES, MARKETING_BUDGET_RANGES, SPONSORSHIP_TIERS, SponsorRegistrationFormSchema,
} from "@shared/forms/sponsor-registration.schema";
import { FormSection, SelectField, TextAreaField, TextField, useOptions } from "~/components/forms/form-kit";
import { RegistrationForm, useRegistrationForm } from "./registration-form";

const EMPTY = {
  firstName: "", lastName: "", email: "", companyName: "", companySize: "", website: "", annualRevenue: "", sponsorshipTier: "",
  marketingBudget: "", targetAudience: "", previousSponsorships: "", contactPerson: "", contactEmail: "", contactPhone: "", homepage: "",
};

/** Sponsor registration (spec platform §5/§7). */
export function SponsorRegistrationForm({ onDone }: { onDone?: () => void }) {
  const { t } = useTranslation();
  const mutation = useRegistrationForm("sponsor", { initial: EMPTY, schema: SponsorRegistrationFormSchema, onDone });
  const { form } = mutation;
  const tiers = useOptions(SPONSORSHIP_TIERS, "registrations.options.tiers");
  const sizes = useOptions(COMPANY_SIZES, "registrations.options.companySizes");
  const revenue = useOptions(ANNUAL_REVENUE_RANGES, "registrations.options.revenue");
  const budget = useOptions(MARKETING_BUDGET_RANGES, "registrations.options.budget");

  return (
    <RegistrationForm kind="sponsor" mutation={mutation}>
      <FormSection title={t("registrations.sections.personal")}>
        <TextField form={form} name="firstName" required autoComplete="given-name" />
        <TextField form={form} name="lastName" required autoComplete="family-name" />
        <TextField form={form} name="email" type="email" required autoComplete="email" />
      </FormSection>

      <FormSection title={t("registrations.sections.company")}>
        <TextField form={form} name="companyName" required autoComplete="organization" />
        <SelectField form={form} name="companySize" options={sizes} placeholder={t("registrations.choose")} />
        <TextField form={form} name="website" type="url" placeholder={t("registrations.urlPlaceholder")} />
        <SelectField form={form} name="annualRevenue" options={revenue} placeholder={t("registrations.choose")} />
      </FormSection>

      <FormSection title={t("registrations.sections.sponsorship")}>
        <SelectField form={form} name="sponsorshipTier" required options={tiers} placeholder={t("registrations.choose")} />
        <SelectField form={form} name="marketingBudget" options={budget} placeholder={t("registrations.choose")} />
        <TextAreaField form={form} name="targetAudience" />
        <TextAreaField form={form} name="previousSponsorships" />
      </FormSection>

      <FormSection title={t("registrations.sections.companyContact")}>
        <TextField form={form} name="contactPerson" autoComplete="off" />
        <TextField form={form} name="contactEmail" type="email" autoComplete="off" />
        <TextField form={form} name="contactPhone" type="tel" autoComplete="off" placeholder={t("registrations.phonePlaceholder")} />
      </FormSection>

    </RegistrationForm>
  );
}
