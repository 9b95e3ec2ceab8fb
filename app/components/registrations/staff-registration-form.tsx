import { useTranslation } from "~/lib/translations";
import { STAFF_AVAILABILITY, STAFF_DEPARTMENTS, STAFF_EXPERIENCE, STAFF_ROLES, StaffRegistrationFormSchema, rolesOf } from "@shared/forms/staff-registration.schema";
import { FormSection, SelectField, TextAreaField, TextField, useOptions } from "~/components/forms/form-kit";
import { useHydrated } from "~/lib/hydrated";
import { RegistrationForm, useRegistrationForm } from "./registration-form";

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
  const mutation = useRegistrationForm("staff", { initial: EMPTY, schema: StaffRegistrationFormSchema, onDone });
  const { form } = mutation;
  const departments = useOptions(STAFF_DEPARTMENTS, "registrations.options.departments");
  // Without JavaScript the role list cannot follow the department: it offers every role, and the
  // server's schema refuses a role of another department by name.
  const hydrated = useHydrated();
  const roles = useOptions(hydrated ? rolesOf(form.values.department) : STAFF_ROLES, "registrations.options.staffRoles");
  const waiting = hydrated && !form.values.department;
  const experience = useOptions(STAFF_EXPERIENCE, "registrations.options.staffExperience");
  const availability = useOptions(STAFF_AVAILABILITY, "registrations.options.staffAvailability");

  return (
    <RegistrationForm kind="staff" mutation={mutation}>
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
          form={form} name="role" required options={roles} disabled={waiting}
          placeholder={waiting ? t("registrations.chooseDepartmentFirst") : t("registrations.choose")}
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

    </RegistrationForm>
  );
}
