import { useTranslation } from "~/lib/translations";
import {
  BUDGET_COMMITMENT_RANGES,
  BUSINESS_SIZES,
  FranchiseRegistrationFormSchema,
} from "@shared/forms/franchise-registration.schema";
import { TRADE_SPECIALTIES } from "@shared/forms/registrant.schema";
import { ANNUAL_REVENUE_RANGES } from "@shared/forms/sponsor-registration.schema";
import { FormSection, SelectField, TextAreaField, TextField, useOptions } from "~/components/forms/conform";
import { RegistrationForm, useRegistrationForm } from "./registration-form";

/** Franchise manager registration (spec platform §5/§7): the trade goes with the account (step 1). */
export function FranchiseRegistrationForm({ onDone }: { onDone?: () => void }) {
  const { t } = useTranslation();
  const mutation = useRegistrationForm("franchise", { schema: FranchiseRegistrationFormSchema, onDone });
  const { fields } = mutation;
  const trades = useOptions(TRADE_SPECIALTIES, "registrations.options.trades");
  const sizes = useOptions(BUSINESS_SIZES, "registrations.options.businessSizes");
  const revenue = useOptions(ANNUAL_REVENUE_RANGES, "registrations.options.revenue");
  const commitment = useOptions(BUDGET_COMMITMENT_RANGES, "registrations.options.commitment");

  return (
    <RegistrationForm kind="franchise" mutation={mutation}>
      <FormSection title={t("registrations.sections.personal")}>
        <TextField field={fields.firstName} required autoComplete="given-name" />
        <TextField field={fields.lastName} required autoComplete="family-name" />
        <TextField field={fields.email} type="email" required autoComplete="email" />
      </FormSection>

      <FormSection title={t("registrations.sections.business")}>
        <TextField field={fields.businessName} required autoComplete="organization" />
        <SelectField field={fields.tradeSpecialty} required options={trades} placeholder={t("registrations.choose")} />
        <TextField field={fields.businessLicense} />
        <TextField field={fields.yearsInBusiness} type="number" min={0} max={300} inputMode="numeric" />
        <SelectField field={fields.businessSize} options={sizes} placeholder={t("registrations.choose")} />
        <SelectField field={fields.annualRevenue} options={revenue} placeholder={t("registrations.choose")} />
      </FormSection>

      <FormSection title={t("registrations.sections.plans")}>
        <TextField field={fields.preferredCity} autoComplete="address-level2" />
        <SelectField field={fields.budgetCommitment} options={commitment} placeholder={t("registrations.choose")} />
        <TextAreaField field={fields.marketingPlan} />
        <TextAreaField field={fields.communityInvolvement} />
      </FormSection>
    </RegistrationForm>
  );
}
