import { useEffect } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { useFormAction } from "react-router";
import { useTranslation } from "~/lib/translations";
import { Dialog } from "~/components/ui/dialog";
import { useToast } from "~/components/ui/toast";
import { MutationForm, SelectField, SubmitButton, TextAreaField, TextField, useMutationForm, useOptions } from "~/components/forms/form-kit";
import { AddStaffFormSchema, STAFF_DEPARTMENTS, STAFF_ROLES, STAFF_STATUSES } from "@shared/forms/staff.schema";
import { useTRPC } from "~/lib/trpc";
import { TeamField } from "./team-field";
import type { TeamOption } from "./types";

const empty = (teamId: string) => ({
  teamId, firstName: "", lastName: "", email: "", phone: "", role: "", department: "", salary: "", status: "active",
  qualifications: "", responsibilities: "",
});

/** Add-staff dialog (spec platform §2/§5). A refusal keeps the dialog open with a toast in the visitor's language. */
export function AddStaffDialog({ open, onClose, teams, defaultTeamId }: {
  open: boolean; onClose: () => void; teams: TeamOption[]; defaultTeamId: string;
}) {
  const trpc = useTRPC();
  const { t } = useTranslation();
  const { toast } = useToast();
  const queryClient = useQueryClient();
  const mutation = useMutationForm({
    action: useFormAction(),
    intent: "addStaff",
    initial: empty(defaultTeamId),
    schema: AddStaffFormSchema,
    invalidate: () => queryClient.invalidateQueries(trpc.staff.pathFilter()),
    onSuccess: (added: { firstName: string; lastName: string }) => {
      toast({ title: t("staff.toast.staffAdded"), description: `${added.firstName} ${added.lastName}`, variant: "success" });
      onClose();
    },
    // The server's words, already in the visitor's language (sign in, not allowed, a bad field…).
    failureToast: { title: t("staff.toast.addFailed"), text: (failure) => failure.message },
  });
  const { form } = mutation;
  const { reset } = form;
  const statuses = useOptions(STAFF_STATUSES, "staff.staffStatus");
  const roles = useOptions(STAFF_ROLES, "staff.roles");
  const departments = useOptions(STAFF_DEPARTMENTS, "staff.departments");

  // Each opening starts from the team the page is filtered on.
  useEffect(() => {
    if (open) reset(empty(defaultTeamId));
  }, [open, defaultTeamId, reset]);

  return (
    <Dialog open={open} onClose={onClose} title={t("staff.form.addStaffTitle")} description={t("staff.form.addStaffText")} wide>
      <MutationForm mutation={mutation} className="grid gap-4 md:grid-cols-2" testId="add-staff-form">
        <TeamField form={form} teams={teams} />
        <SelectField form={form} name="status" required options={statuses} />
        <TextField form={form} name="firstName" required autoComplete="off" />
        <TextField form={form} name="lastName" required autoComplete="off" />
        <TextField form={form} name="email" type="email" required autoComplete="off" />
        <TextField form={form} name="phone" type="tel" autoComplete="off" placeholder={t("event.phonePlaceholder")} />
        <SelectField form={form} name="role" required options={roles} placeholder={t("staff.form.chooseRole")} />
        <SelectField form={form} name="department" options={departments} placeholder={t("staff.form.chooseDepartment")} />
        <TextField form={form} name="salary" inputMode="decimal" hint={t("staff.form.amountHint")} />
        <div className="md:col-span-2 grid gap-4 md:grid-cols-2">
          <TextAreaField form={form} name="qualifications" rows={2} />
          <TextAreaField form={form} name="responsibilities" rows={2} />
        </div>
        <div className="flex justify-end gap-2 md:col-span-2">
          <button type="button" className="btn btn-ghost" onClick={onClose}>{t("common.cancel")}</button>
          <SubmitButton busy={mutation.busy} label={t("staff.form.save")} busyLabel={t("staff.form.saving")} />
        </div>
      </MutationForm>
    </Dialog>
  );
}
