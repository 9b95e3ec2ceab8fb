import { useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "~/lib/translations";
import {
  COMPANY_DEFAULTS, COMPANY_LANGUAGES, COMPANY_TYPES, COMPETITION_LEVELS, CompanyRegistrationSchema, INDUSTRIES,
} from "@shared/forms/company.schema";
import { ALL_COUNTRY_CODES, COMPANY_REGIONS, COUNTRY_CODES_BY_REGION, countryOptions, type CompanyRegion } from "@shared/country-regions";
import { useTRPC } from "~/lib/trpc";
import { useHydrated } from "~/lib/hydrated";
import { useToast } from "~/components/ui/toast";
import {
  CheckboxField, FormSection, Honeypot, MutationForm, SelectField, SubmitButton, TextAreaField, TextField, compact, failureText, useMutationForm, useOptions,
} from "~/components/forms/form-kit";

/** The /global-companies action's one intent: the procedure `registrations.registerCompany`. */
export const COMPANY_INTENT = "registerCompany";

const EMPTY = {
  name: "", industry: "", description: "", region: COMPANY_DEFAULTS.region as string, country: COMPANY_DEFAULTS.country as string,
  companyType: COMPANY_DEFAULTS.companyType as string, preferredLanguage: COMPANY_DEFAULTS.preferredLanguage as string,
  canCompete: false, competitionLevel: "", contactEmail: "", homepage: "",
};

/**
 * The global company registration (spec platform §2–§5): participation type shows or hides the
 * competition section, the level appears only when competing, and the region drives the country list
 * (changing it clears the country). tier and globalReach take the schema's defaults. It posts to the
 * /global-companies route's action; without JavaScript every country and the competition section are
 * offered at once (the server keeps the country within the region and drops a pure sponsor's
 * competition details), and the page shows the complete screen from the action's answer.
 */
export function CompanyRegistrationForm({ onRegistered }: { onRegistered: (company: string) => void }) {
  const trpc = useTRPC();
  const { t, i18n } = useTranslation();
  const { toast } = useToast();
  const queryClient = useQueryClient();
  const hydrated = useHydrated();
  const mutation = useMutationForm<typeof EMPTY, { name: string }>({
    action: "/global-companies",
    intent: COMPANY_INTENT,
    initial: EMPTY,
    schema: CompanyRegistrationSchema,
    toInput: (values) => {
      const competes = values.companyType !== "sponsor";
      return compact({ ...values, canCompete: competes && values.canCompete, competitionLevel: competes && values.canCompete ? values.competitionLevel : "" });
    },
    invalidate: () => queryClient.invalidateQueries(trpc.sponsors.list.pathFilter()),
    failureToast: { title: t("companies.failedTitle"), text: (failure) => failureText(failure, t("companies.failed")) },
    onSuccess: (company) => {
      toast({ title: t("companies.successTitle"), description: t("companies.success"), variant: "success" });
      mutation.form.reset();
      onRegistered(company.name);
    },
  });
  const { form } = mutation;
  const industries = useOptions(INDUSTRIES, "companies.industries");
  const regions = useOptions(COMPANY_REGIONS, "companies.regions");
  const languages = useOptions(COMPANY_LANGUAGES, "companies.languages");
  const levels = useOptions(COMPETITION_LEVELS, "companies.levels");
  const types = useOptions(COMPANY_TYPES, "companies.types");
  const v = form.values;
  const codes = hydrated ? (v.region ? COUNTRY_CODES_BY_REGION[v.region as CompanyRegion] ?? [] : []) : ALL_COUNTRY_CODES;
  const countries = countryOptions(codes, i18n.language).map((c) => ({ value: c.code, label: c.name }));
  const competes = !hydrated || v.companyType !== "sponsor";

  return (
    <MutationForm mutation={mutation} className="relative space-y-6" testId="company-registration-form">
      <FormSection title={t("companies.sections.company")}>
        <TextField form={form} name="name" label={t("fields.companyName")} required autoComplete="organization" />
        <SelectField form={form} name="industry" required options={industries} placeholder={t("companies.selectIndustry")} />
        <div className="md:col-span-2">
          <TextAreaField form={form} name="description" required rows={4} />
        </div>
      </FormSection>

      <FormSection title={t("companies.sections.location")}>
        <SelectField
          form={form} name="region" required options={regions} placeholder={t("companies.selectRegion")}
          onChange={(region) => form.setValues((x) => ({ ...x, region, country: "" }))}
        />
        <SelectField form={form} name="country" required options={countries} placeholder={t("companies.selectCountry")} hint={t("companies.countryHint")} disabled={hydrated && !v.region} />
      </FormSection>

      <fieldset className="space-y-4 rounded-box border border-base-300 p-4">
        <legend className="px-1 font-semibold">{t("companies.sections.participation")}</legend>
        <fieldset>
          <legend className="mb-2 text-sm font-medium">{t("fields.companyType")}<span className="text-error" aria-hidden="true"> *</span></legend>
          <div className="flex flex-wrap gap-x-6 gap-y-2">
            {types.map((o) => (
              <label key={o.value} className="flex min-h-6 cursor-pointer items-center gap-2">
                <input type="radio" className="radio radio-primary radio-sm" name="companyType" value={o.value} checked={v.companyType === o.value} onChange={() => form.set("companyType", o.value)} />
                <span>{o.label}</span>
              </label>
            ))}
          </div>
        </fieldset>
        <div className="grid gap-4 md:grid-cols-2">
          <SelectField form={form} name="preferredLanguage" required options={languages} />
        </div>
      </fieldset>

      {competes ? (
        <fieldset className="space-y-4 rounded-box border border-base-300 p-4" data-testid="competition-section">
          <legend className="px-1 font-semibold">{t("companies.sections.competition")}</legend>
          <CheckboxField form={form} name="canCompete" label={t("companies.canCompete")} />
          {v.canCompete || !hydrated ? (
            <div className="grid gap-4 md:grid-cols-2">
              <SelectField form={form} name="competitionLevel" options={levels} placeholder={t("companies.selectLevel")} />
            </div>
          ) : null}
        </fieldset>
      ) : null}

      <FormSection title={t("companies.sections.contact")}>
        <TextField form={form} name="contactEmail" type="email" required autoComplete="email" />
      </FormSection>

      <Honeypot form={form} />
      <SubmitButton busy={mutation.busy} label={t("companies.submit")} busyLabel={t("companies.submitting")} className="w-full sm:w-auto" />
    </MutationForm>
  );
}
