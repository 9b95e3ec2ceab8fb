import { useState, type FormEvent } from "react";
import { useTranslation } from "~/lib/translations";
import {
  COMPANY_DEFAULTS, COMPANY_LANGUAGES, COMPANY_TYPES, COMPETITION_LEVELS, CompanyRegistrationSchema, INDUSTRIES,
} from "~/forms/company.schema";
import { COMPANY_REGIONS, COUNTRY_CODES_BY_REGION, countryOptions, type CompanyRegion } from "~/lib/country-regions";
import { trpc } from "~/lib/trpc";
import { useToast } from "~/components/ui/toast";
import { CheckboxField, FormSection, Honeypot, SelectField, SubmitButton, TextAreaField, TextField, compact, useFormState, useOptions } from "~/components/forms/form-kit";
import { failureText, postForm } from "~/components/forms/submit";

const EMPTY = {
  name: "", industry: "", description: "", region: COMPANY_DEFAULTS.region as string, country: COMPANY_DEFAULTS.country as string,
  companyType: COMPANY_DEFAULTS.companyType as string, preferredLanguage: COMPANY_DEFAULTS.preferredLanguage as string,
  canCompete: false, competitionLevel: "", contactEmail: "", homepage: "",
};

/**
 * The global company registration (spec platform §2–§5): participation type shows or hides the
 * competition section, the level appears only when competing, and the region drives the country list
 * (changing it clears the country). tier and globalReach are sent with their defaults.
 */
export function CompanyRegistrationForm({ onRegistered }: { onRegistered: (company: string) => void }) {
  const { t, i18n } = useTranslation();
  const { toast } = useToast();
  const utils = trpc.useUtils();
  const form = useFormState(EMPTY);
  const [busy, setBusy] = useState(false);
  const industries = useOptions(INDUSTRIES, "companies.industries");
  const regions = useOptions(COMPANY_REGIONS, "companies.regions");
  const languages = useOptions(COMPANY_LANGUAGES, "companies.languages");
  const levels = useOptions(COMPETITION_LEVELS, "companies.levels");
  const types = useOptions(COMPANY_TYPES, "companies.types");
  const v = form.values;
  const countries = v.region
    ? countryOptions(COUNTRY_CODES_BY_REGION[v.region as CompanyRegion] ?? [], i18n.language).map((c) => ({ value: c.code, label: c.name }))
    : [];
  const competes = v.companyType !== "sponsor";

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    const values = compact({
      ...v,
      tier: COMPANY_DEFAULTS.tier,
      globalReach: COMPANY_DEFAULTS.globalReach,
      canCompete: competes && v.canCompete,
      competitionLevel: competes && v.canCompete ? v.competitionLevel : "",
    });
    const data = form.validate(CompanyRegistrationSchema, values, t);
    if (!data) return;
    setBusy(true);
    const result = await postForm("/api/sponsors", data, i18n.language);
    setBusy(false);
    if (!result.ok) {
      if (result.fields) form.showErrors(result.fields);
      toast({ title: t("companies.failedTitle"), description: failureText(result, t("companies.failed")), variant: "destructive" });
      return;
    }
    toast({ title: t("companies.successTitle"), description: t("companies.success"), variant: "success" });
    await utils.sponsors.list.invalidate();
    form.reset();
    onRegistered(data.name);
  }

  return (
    <form ref={form.formRef} noValidate onSubmit={onSubmit} className="relative space-y-6" data-testid="company-registration-form">
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
        <SelectField form={form} name="country" required options={countries} placeholder={t("companies.selectCountry")} hint={t("companies.countryHint")} disabled={!v.region} />
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
          {v.canCompete ? (
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
      <SubmitButton busy={busy} label={t("companies.submit")} busyLabel={t("companies.submitting")} className="w-full sm:w-auto" />
    </form>
  );
}
