import { useQueryClient } from "@tanstack/react-query";
import { useFormAction } from "react-router";
import { useTranslation } from "~/lib/translations";
import { Dialog } from "~/components/ui/dialog";
import { useToast } from "~/components/ui/toast";
import {
  ConformForm,
  SelectField,
  SubmitButton,
  TextAreaField,
  TextField,
  useConformForm,
  useOptions,
} from "~/components/forms/conform";
import { AddStaffFormSchema, STAFF_DEPARTMENTS, STAFF_ROLES, STAFF_STATUSES } from "@shared/forms/staff.schema";
import { useTRPC } from "~/lib/trpc";
import { TeamField } from "./team-field";
import type { TeamOption } from "./types";

/** Add-staff dialog (spec platform §2/§5). A refusal keeps the dialog open with a toast in the visitor's language. */
export function AddStaffDialog({
  open,
  onClose,
  teams,
  defaultTeamId,
}: {
  open: boolean;
  onClose: () => void;
  teams: TeamOption[];
  defaultTeamId: string;
}) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} onClose={onClose} title={t("staff.form.addStaffTitle")} description={t("staff.form.addStaffText")} wide>
      {/* Mounted only while open: each opening starts from the team the page is filtered on. */}
      <AddStaffForm onClose={onClose} teams={teams} defaultTeamId={defaultTeamId} />
    </Dialog>
  );
}

function AddStaffForm({ onClose, teams, defaultTeamId }: { onClose: () => void; teams: TeamOption[]; defaultTeamId: string }) {
  const trpc = useTRPC();
  const { t } = useTranslation();
  const { toast } = useToast();
  const queryClient = useQueryClient();
  const mutation = useConformForm({
    action: useFormAction(),
    intent: "addStaff",
    schema: AddStaffFormSchema,
    defaultValue: { teamId: defaultTeamId, status: "active" },
    invalidate: () => queryClient.invalidateQueries(trpc.staff.pathFilter()),
    onSuccess: (added: { firstName: string; lastName: string }) => {
      toast({ title: t("staff.toast.staffAdded"), description: `${added.firstName} ${added.lastName}`, variant: "success" });
      onClose();
    },
    // The server's words, already in the visitor's language (sign in, not allowed, a bad field…).
    failureToast: t("staff.toast.addFailed"),
  });
  const { fields } = mutation;
  const statuses = useOptions(STAFF_STATUSES, "staff.staffStatus");
  const roles = useOptions(STAFF_ROLES, "staff.roles");
  const departments = useOptions(STAFF_DEPARTMENTS, "staff.departments");

  return (
    <ConformForm conform={mutation} className="grid gap-4 md:grid-cols-2" testId="add-staff-form">
      <TeamField field={fields.teamId} teams={teams} />
      <SelectField field={fields.status} required options={statuses} />
      <TextField field={fields.firstName} required autoComplete="off" />
      <TextField field={fields.lastName} required autoComplete="off" />
      <TextField field={fields.email} type="email" required autoComplete="off" />
      <TextField field={fields.phone} type="tel" autoComplete="off" placeholder={t("event.phonePlaceholder")} />
      <SelectField field={fields.role} required options={roles} placeholder={t("staff.form.chooseRole")} />
      <SelectField field={fields.department} options={departments} placeholder={t("staff.form.chooseDepartment")} />
      <TextField field={fields.salary} inputMode="decimal" hint={t("staff.form.amountHint")} />
      <div className="md:col-span-2 grid gap-4 md:grid-cols-2">
        <TextAreaField field={fields.qualifications} rows={2} />
        <TextAreaField field={fields.responsibilities} rows={2} />
      </div>
      <div className="flex justify-end gap-2 md:col-span-2">
        <button type="button" className="btn btn-ghost" onClick={onClose}>
          {t("common.cancel")}
        </button>
        <SubmitButton busy={mutation.busy} label={t("staff.form.save")} busyLabel={t("staff.form.saving")} />
      </div>
    </ConformForm>
  );
}
