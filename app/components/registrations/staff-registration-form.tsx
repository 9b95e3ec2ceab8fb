import { useTranslation } from "~/lib/translations";
import {
  STAFF_AVAILABILITY,
  STAFF_DEPARTMENTS,
  STAFF_EXPERIENCE,
  STAFF_ROLES,
  StaffRegistrationFormSchema,
  rolesOf,
} from "@shared/forms/staff-registration.schema";
import { FormSection, SelectField, TextAreaField, TextField, useOptions } from "~/components/forms/conform";
import { useHydrated } from "~/lib/hydrated";
import { RegistrationForm, useRegistrationForm } from "./registration-form";

/**
 * Staff registration (spec platform §5): the role list follows the department, is disabled until one is
 * chosen and is cleared when it changes. Used on /register and in the /staff page's dialog.
 */
export function StaffRegistrationForm({ onDone }: { onDone?: () => void }) {
  const { t } = useTranslation();
  const mutation = useRegistrationForm("staff", { schema: StaffRegistrationFormSchema, onDone });
  const { form, fields } = mutation;
  const departments = useOptions(STAFF_DEPARTMENTS, "registrations.options.departments");
  // Without JavaScript the role list cannot follow the department: it offers every role, and the
  // server's schema refuses a role of another department by name.
  const hydrated = useHydrated();
  const roles = useOptions(hydrated ? rolesOf(fields.department.value ?? "") : STAFF_ROLES, "registrations.options.staffRoles");
  const waiting = hydrated && !fields.department.value;
  const experience = useOptions(STAFF_EXPERIENCE, "registrations.options.staffExperience");
  const availability = useOptions(STAFF_AVAILABILITY, "registrations.options.staffAvailability");

  return (
    <RegistrationForm kind="staff" mutation={mutation}>
      <FormSection title={t("registrations.sections.personal")}>
        <TextField field={fields.firstName} required autoComplete="given-name" />
        <TextField field={fields.lastName} required autoComplete="family-name" />
        <TextField field={fields.email} type="email" required autoComplete="email" />
        <TextField field={fields.phone} type="tel" autoComplete="tel" placeholder={t("registrations.phonePlaceholder")} />
      </FormSection>

      <FormSection title={t("registrations.sections.role")}>
        <SelectField
          field={fields.department}
          required
          options={departments}
          placeholder={t("registrations.choose")}
          onChange={() => form.update({ name: fields.role.name, value: "" })}
        />
        <SelectField
          field={fields.role}
          required
          options={roles}
          disabled={waiting}
          placeholder={waiting ? t("registrations.chooseDepartmentFirst") : t("registrations.choose")}
        />
        <SelectField field={fields.experience} required options={experience} placeholder={t("registrations.choose")} />
        <SelectField field={fields.availability} required options={availability} placeholder={t("registrations.choose")} />
      </FormSection>

      <FormSection title={t("registrations.sections.details")}>
        <TextField field={fields.salaryExpectation} inputMode="decimal" hint={t("registrations.salaryHint")} />
        <TextField field={fields.portfolio} type="url" placeholder={t("registrations.urlPlaceholder")} />
        <TextAreaField field={fields.qualifications} />
        <TextAreaField field={fields.responsibilities} />
      </FormSection>

      <FormSection title={t("registrations.sections.emergency")}>
        <TextField field={fields.emergencyContact} autoComplete="off" />
        <TextField
          field={fields.emergencyPhone}
          type="tel"
          autoComplete="off"
          placeholder={t("registrations.phonePlaceholder")}
        />
      </FormSection>
    </RegistrationForm>
  );
}
