import { useTranslation } from "~/lib/translations";
import { BUDGET_COMMITMENT_RANGES, BUSINESS_SIZES, FranchiseRegistrationFormSchema } from "@shared/forms/franchise-registration.schema";
import { TRADE_SPECIALTIES } from "@shared/forms/registrant.schema";
import { ANNUAL_REVENUE_RANGES } from "@shared/forms/sponsor-registration.schema";
import { FormSection, SelectField, TextAreaField, TextField, useOptions } from "~/components/forms/form-kit";
import { RegistrationForm, useRegistrationForm } from "./registration-form";

const EMPTY = {
  firstName: "", lastName: "", email: "", businessName: "", tradeSpecialty: "", businessLicense: "", yearsInBusiness: "", businessSize: "",
  annualRevenue: "", preferredCity: "", budgetCommitment: "", marketingPlan: "", communityInvolvement: "", homepage: "",
};

/** Franchise manager registration (spec platform §5/§7): the trade goes with the account (step 1). */
export function FranchiseRegistrationForm({ onDone }: { onDone?: () => void }) {
  const { t } = useTranslation();
  const mutation = useRegistrationForm("franchise", { initial: EMPTY, schema: FranchiseRegistrationFormSchema, onDone });
  const { form } = mutation;
  const trades = useOptions(TRADE_SPECIALTIES, "registrations.options.trades");
  const sizes = useOptions(BUSINESS_SIZES, "registrations.options.businessSizes");
  const revenue = useOptions(ANNUAL_REVENUE_RANGES, "registrations.options.revenue");
  const commitment = useOptions(BUDGET_COMMITMENT_RANGES, "registrations.options.commitment");

  return (
    <RegistrationForm kind="franchise" mutation={mutation}>
      <FormSection title={t("registrations.sections.personal")}>
        <TextField form={form} name="firstName" required autoComplete="given-name" />
        <TextField form={form} name="lastName" required autoComplete="family-name" />
        <TextField form={form} name="email" type="email" required autoComplete="email" />
      </FormSection>

      <FormSection title={t("registrations.sections.business")}>
        <TextField form={form} name="businessName" required autoComplete="organization" />
        <SelectField form={form} name="tradeSpecialty" required options={trades} placeholder={t("registrations.choose")} />
        <TextField form={form} name="businessLicense" />
        <TextField form={form} name="yearsInBusiness" type="number" min={0} max={300} inputMode="numeric" />
        <SelectField form={form} name="businessSize" options={sizes} placeholder={t("registrations.choose")} />
        <SelectField form={form} name="annualRevenue" options={revenue} placeholder={t("registrations.choose")} />
      </FormSection>

      <FormSection title={t("registrations.sections.plans")}>
        <TextField form={form} name="preferredCity" autoComplete="address-level2" />
        <SelectField form={form} name="budgetCommitment" options={commitment} placeholder={t("registrations.choose")} />
        <TextAreaField form={form} name="marketingPlan" />
        <TextAreaField form={form} name="communityInvolvement" />
      </FormSection>

    </RegistrationForm>
  );
}
