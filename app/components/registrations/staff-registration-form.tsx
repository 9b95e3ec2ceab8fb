import type { FormEvent } from "react";
import { useTranslation } from "~/lib/translations";
import { STAFF_AVAILABILITY, STAFF_DEPARTMENTS, STAFF_EXPERIENCE, StaffRegistrationFormSchema, rolesOf } from "~/forms/staff-registration.schema";
import { FormSection, Honeypot, SelectField, SubmitButton, TextAreaField, TextField, compact, useFormState, useOptions } from "~/components/forms/form-kit";
import { useRegistration } from "./use-registration";

const EMPTY = {
  firstName: "", lastName: "", email: "", phone: "", department: "", role: "", experience: "", availability: "", salaryExpectation: "",
  qualifications: "", responsibilities: "", emergencyContact: "", emergencyPhone: "", portfolio: "", homepage: "",
};

/**
 * Staff registration (spec platform §5): the role list follows the department, is disabled until one is
 * chosen and is cleared when it changes. Used on /register and in the /staff page's dialog.
 */
export function StaffRegistrationForm({ onDone }: { onDone?: () => void }) {
  const { t } = useTranslation();
  const form = useFormState(EMPTY);
  const { busy, register } = useRegistration("staff");
  const departments = useOptions(STAFF_DEPARTMENTS, "registrations.options.departments");
  const roles = useOptions(rolesOf(form.values.department), "registrations.options.staffRoles");
  const experience = useOptions(STAFF_EXPERIENCE, "registrations.options.staffExperience");
  const availability = useOptions(STAFF_AVAILABILITY, "registrations.options.staffAvailability");

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    const data = form.validate(StaffRegistrationFormSchema, compact(form.values), t);
    if (!data) return;
    const { firstName, lastName, email, phone, homepage, ...registration } = data;
    const result = await register({ firstName, lastName, email, phone, role: "staff", homepage }, { ...registration, homepage });
    if (!result.ok) {
      if (result.fields) form.showErrors(result.fields);
      return;
    }
    form.reset();
    onDone?.();
  }

  return (
    <form ref={form.formRef} noValidate onSubmit={onSubmit} className="relative space-y-6" data-testid="staff-registration-form">
      <FormSection title={t("registrations.sections.personal")}>
        <TextField form={form} name="firstName" required autoComplete="given-name" />
        <TextField form={form} name="lastName" required autoComplete="family-name" />
        <TextField form={form} name="email" type="email" required autoComplete="email" />
        <TextField form={form} name="phone" type="tel" autoComplete="tel" placeholder={t("registrations.phonePlaceholder")} />
      </FormSection>

      <FormSection title={t("registrations.sections.role")}>
        <SelectField
          form={form} name="department" required options={departments} placeholder={t("registrations.choose")}
          onChange={(department) => form.setValues((v) => ({ ...v, department, role: "" }))}
        />
        <SelectField
          form={form} name="role" required options={roles} disabled={!form.values.department}
          placeholder={form.values.department ? t("registrations.choose") : t("registrations.chooseDepartmentFirst")}
        />
        <SelectField form={form} name="experience" required options={experience} placeholder={t("registrations.choose")} />
        <SelectField form={form} name="availability" required options={availability} placeholder={t("registrations.choose")} />
      </FormSection>

      <FormSection title={t("registrations.sections.details")}>
        <TextField form={form} name="salaryExpectation" inputMode="decimal" hint={t("registrations.salaryHint")} />
        <TextField form={form} name="portfolio" type="url" placeholder={t("registrations.urlPlaceholder")} />
        <TextAreaField form={form} name="qualifications" />
        <TextAreaField form={form} name="responsibilities" />
      </FormSection>

      <FormSection title={t("registrations.sections.emergency")}>
        <TextField form={form} name="emergencyContact" autoComplete="off" />
        <TextField form={form} name="emergencyPhone" type="tel" autoComplete="off" placeholder={t("registrations.phonePlaceholder")} />
      </FormSection>

      <Honeypot form={form} />
      <SubmitButton busy={busy} label={t("registrations.submit")} busyLabel={t("registrations.submitting")} className="w-full sm:w-auto" />
    </form>
  );
}
