import { useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "~/lib/translations";
import {
  COMPANY_DEFAULTS,
  COMPANY_LANGUAGES,
  COMPANY_TYPES,
  COMPETITION_LEVELS,
  CompanyRegistrationSchema,
  INDUSTRIES,
} from "@shared/forms/company.schema";
import {
  ALL_COUNTRY_CODES,
  COMPANY_REGIONS,
  COUNTRY_CODES_BY_REGION,
  countryOptions,
  type CompanyRegion,
} from "@shared/country-regions";
import { useTRPC } from "~/lib/trpc";
import { useHydrated } from "~/lib/hydrated";
import { useToast } from "~/components/ui/toast";
import {
  CheckboxField,
  ConformForm,
  FormSection,
  Honeypot,
  SelectField,
  SubmitButton,
  TextAreaField,
  TextField,
  useConformForm,
  useOptions,
} from "~/components/forms/conform";
import { getCollectionProps } from "@conform-to/react";

/** The /global-companies action's one intent: the procedure `registrations.registerCompany`. */
export const COMPANY_INTENT = "registerCompany";

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
  // A pure sponsor's competition details and an unticked box's level are not rendered, so not sent.
  const mutation = useConformForm<typeof CompanyRegistrationSchema, { name: string }>({
    action: "/global-companies",
    intent: COMPANY_INTENT,
    schema: CompanyRegistrationSchema,
    defaultValue: {
      region: COMPANY_DEFAULTS.region,
      country: COMPANY_DEFAULTS.country,
      companyType: COMPANY_DEFAULTS.companyType,
      preferredLanguage: COMPANY_DEFAULTS.preferredLanguage,
    },
    invalidate: () => queryClient.invalidateQueries(trpc.sponsors.list.pathFilter()),
    // A refusal (a company already registered) keeps the form as typed and says so in the spec's toast.
    failureToast: t("companies.failedTitle"),
    onSuccess: (company) => {
      toast({ title: t("companies.successTitle"), description: t("companies.success"), variant: "success" });
      onRegistered(company.name);
    },
  });
  const { form, fields } = mutation;
  const industries = useOptions(INDUSTRIES, "companies.industries");
  const regions = useOptions(COMPANY_REGIONS, "companies.regions");
  const languages = useOptions(COMPANY_LANGUAGES, "companies.languages");
  const levels = useOptions(COMPETITION_LEVELS, "companies.levels");
  const types = useOptions(COMPANY_TYPES, "companies.types");
  const region = fields.region.value;
  const codes = hydrated ? (region ? (COUNTRY_CODES_BY_REGION[region as CompanyRegion] ?? []) : []) : ALL_COUNTRY_CODES;
  const countries = countryOptions(codes, i18n.language).map((c) => ({ value: c.code, label: c.name }));
  const competes = !hydrated || fields.companyType.value !== "sponsor";
  const typeRadios = getCollectionProps(fields.companyType, {
    type: "radio",
    options: types.map((o) => o.value),
    ariaAttributes: false,
  });

  return (
    <ConformForm
      conform={mutation}
      className="relative space-y-6"
      testId="company-registration-form"
      failureText={t("companies.failed")}
    >
      <FormSection title={t("companies.sections.company")}>
        <TextField field={fields.name} label={t("fields.companyName")} required autoComplete="organization" />
        <SelectField field={fields.industry} required options={industries} placeholder={t("companies.selectIndustry")} />
        <div className="md:col-span-2">
          <TextAreaField field={fields.description} required rows={4} />
        </div>
      </FormSection>

      <FormSection title={t("companies.sections.location")}>
        <SelectField
          field={fields.region}
          required
          options={regions}
          placeholder={t("companies.selectRegion")}
          onChange={() => form.update({ name: fields.country.name, value: "" })}
        />
        <SelectField
          field={fields.country}
          required
          options={countries}
          placeholder={t("companies.selectCountry")}
          hint={t("companies.countryHint")}
          disabled={hydrated && !region}
        />
      </FormSection>

      <fieldset className="space-y-4 rounded-box border border-base-300 p-4">
        <legend className="px-1 font-semibold">{t("companies.sections.participation")}</legend>
        <fieldset>
          <legend className="mb-2 text-sm font-medium">
            {t("fields.companyType")}
            <span className="text-error" aria-hidden="true">
              {" "}
              *
            </span>
          </legend>
          <div className="flex flex-wrap gap-x-6 gap-y-2">
            {typeRadios.map(({ key, ...radio }, i) => (
              <label key={key} className="flex min-h-6 cursor-pointer items-center gap-2">
                <input className="radio radio-primary radio-sm" {...radio} />
                <span>{types[i].label}</span>
              </label>
            ))}
          </div>
        </fieldset>
        <div className="grid gap-4 md:grid-cols-2">
          <SelectField field={fields.preferredLanguage} required options={languages} />
        </div>
      </fieldset>

      {competes ? (
        <fieldset className="space-y-4 rounded-box border border-base-300 p-4" data-testid="competition-section">
          <legend className="px-1 font-semibold">{t("companies.sections.competition")}</legend>
          <CheckboxField field={fields.canCompete} label={t("companies.canCompete")} />
          {fields.canCompete.value === "on" || !hydrated ? (
            <div className="grid gap-4 md:grid-cols-2">
              <SelectField field={fields.competitionLevel} options={levels} placeholder={t("companies.selectLevel")} />
            </div>
          ) : null}
        </fieldset>
      ) : null}

      <FormSection title={t("companies.sections.contact")}>
        <TextField field={fields.contactEmail} type="email" required autoComplete="email" />
      </FormSection>

      <Honeypot />
      <SubmitButton
        busy={mutation.busy}
        label={t("companies.submit")}
        busyLabel={t("companies.submitting")}
        className="w-full sm:w-auto"
      />
    </ConformForm>
  );
}
