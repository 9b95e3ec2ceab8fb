import { useEffect, useState, type FormEvent } from "react";
import { useTranslation } from "~/lib/translations";
import { Dialog } from "~/components/ui/dialog";
import { Field } from "~/components/ui/field";
import { useToast } from "~/components/ui/toast";
import { AddStaffFormSchema, STAFF_DEPARTMENTS, STAFF_ROLES, STAFF_STATUSES } from "~/forms/staff.schema";
import { serverFieldErrors, validateForm, type FieldErrors } from "~/lib/forms";
import { trpc } from "~/lib/trpc";
import { failureText } from "./errors";
import type { TeamOption } from "./types";

const empty = (teamId: string) => ({
  teamId, firstName: "", lastName: "", email: "", phone: "", role: "", department: "", salary: "", status: "active",
  qualifications: "", responsibilities: "",
});
type Values = ReturnType<typeof empty>;

/** Add-staff dialog (spec platform §2/§5). A refusal keeps the dialog open with a toast in the visitor's language. */
export function AddStaffDialog({ open, onClose, teams, defaultTeamId }: {
  open: boolean; onClose: () => void; teams: TeamOption[]; defaultTeamId: string;
}) {
  const { t } = useTranslation();
  const { toast } = useToast();
  const utils = trpc.useUtils();
  const add = trpc.staff.add.useMutation();
  const [values, setValues] = useState<Values>(() => empty(defaultTeamId));
  const [errors, setErrors] = useState<FieldErrors>({});

  // Each opening starts from the team the page is filtered on.
  useEffect(() => {
    if (open) {
      setValues(empty(defaultTeamId));
      setErrors({});
    }
  }, [open, defaultTeamId]);

  const set = (name: keyof Values) => (e: { target: { value: string } }) => setValues((v) => ({ ...v, [name]: e.target.value }));

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    const result = validateForm(AddStaffFormSchema, {
      ...values,
      teamId: values.teamId || null,
      role: values.role || undefined,
      department: values.department || null,
      phone: values.phone || null,
      qualifications: values.qualifications || null,
      responsibilities: values.responsibilities || null,
    }, t);
    if (result.errors) {
      setErrors(result.errors);
      return;
    }
    setErrors({});
    try {
      await add.mutateAsync(result.data);
      await utils.staff.invalidate();
      toast({ title: t("staff.toast.staffAdded"), description: `${result.data.firstName} ${result.data.lastName}`, variant: "success" });
      onClose();
    } catch (error) {
      setErrors(serverFieldErrors(error) ?? {});
      toast({ title: t("staff.toast.addFailed"), description: failureText(error, t), variant: "destructive" });
    }
  }

  return (
    <Dialog open={open} onClose={onClose} title={t("staff.form.addStaffTitle")} description={t("staff.form.addStaffText")} wide>
      <form noValidate onSubmit={onSubmit} className="grid gap-4 md:grid-cols-2" data-testid="add-staff-form">
        <Field label={t("fields.teamId")} error={errors.teamId}>
          <select className="select select-bordered w-full" name="teamId" value={values.teamId} onChange={set("teamId")}>
            <option value="">{t("staff.form.chooseTeam")}</option>
            {teams.map((team) => <option key={team.id} value={team.id}>{team.name}</option>)}
          </select>
        </Field>
        <Field label={t("fields.status")} error={errors.status} required>
          <select className="select select-bordered w-full" name="status" value={values.status} onChange={set("status")}>
            {STAFF_STATUSES.map((s) => <option key={s} value={s}>{t(`staff.staffStatus.${s}`)}</option>)}
          </select>
        </Field>
        <Field label={t("fields.firstName")} error={errors.firstName} required>
          <input className="input input-bordered w-full" name="firstName" autoComplete="off" value={values.firstName} onChange={set("firstName")} />
        </Field>
        <Field label={t("fields.lastName")} error={errors.lastName} required>
          <input className="input input-bordered w-full" name="lastName" autoComplete="off" value={values.lastName} onChange={set("lastName")} />
        </Field>
        <Field label={t("fields.email")} error={errors.email} required>
          <input className="input input-bordered w-full" type="email" name="email" autoComplete="off" value={values.email} onChange={set("email")} />
        </Field>
        <Field label={t("fields.phone")} error={errors.phone}>
          <input className="input input-bordered w-full" type="tel" name="phone" autoComplete="off" placeholder={t("event.phonePlaceholder")} value={values.phone} onChange={set("phone")} />
        </Field>
        <Field label={t("fields.role")} error={errors.role} required>
          <select className="select select-bordered w-full" name="role" value={values.role} onChange={set("role")}>
            <option value="">{t("staff.form.chooseRole")}</option>
            {STAFF_ROLES.map((r) => <option key={r} value={r}>{t(`staff.roles.${r}`)}</option>)}
          </select>
        </Field>
        <Field label={t("fields.department")} error={errors.department}>
          <select className="select select-bordered w-full" name="department" value={values.department} onChange={set("department")}>
            <option value="">{t("staff.form.chooseDepartment")}</option>
            {STAFF_DEPARTMENTS.map((d) => <option key={d} value={d}>{t(`staff.departments.${d}`)}</option>)}
          </select>
        </Field>
        <Field label={t("fields.salary")} error={errors.salary} hint={t("staff.form.amountHint")}>
          <input className="input input-bordered w-full" name="salary" inputMode="decimal" value={values.salary} onChange={set("salary")} />
        </Field>
        <div className="md:col-span-2 grid gap-4 md:grid-cols-2">
          <Field label={t("fields.qualifications")} error={errors.qualifications}>
            <textarea className="textarea textarea-bordered w-full" rows={2} name="qualifications" value={values.qualifications} onChange={set("qualifications")} />
          </Field>
          <Field label={t("fields.responsibilities")} error={errors.responsibilities}>
            <textarea className="textarea textarea-bordered w-full" rows={2} name="responsibilities" value={values.responsibilities} onChange={set("responsibilities")} />
          </Field>
        </div>
        <div className="flex justify-end gap-2 md:col-span-2">
          <button type="button" className="btn btn-ghost" onClick={onClose}>{t("common.cancel")}</button>
          <button type="submit" className="btn btn-primary" disabled={add.isPending}>{add.isPending ? t("staff.form.saving") : t("staff.form.save")}</button>
        </div>
      </form>
    </Dialog>
  );
}
