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
import { CreateTaskFormSchema, TASK_CATEGORIES, TASK_PRIORITIES } from "@shared/forms/task.schema";
import { useTRPC } from "~/lib/trpc";
import { TeamField } from "./team-field";
import type { StaffMember, TeamOption } from "./types";

export type TaskPreset = { teamId: string; assignedTo: string };

/**
 * New-task dialog (spec platform §2/§5), also opened by a staff card's Assign Task with the assignee
 * (and so the team) set. Only staff of the chosen team are offered as assignees.
 */
export function TaskDialog({
  open,
  onClose,
  teams,
  staff,
  preset,
}: {
  open: boolean;
  onClose: () => void;
  teams: TeamOption[];
  staff: StaffMember[];
  preset: TaskPreset;
}) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} onClose={onClose} title={t("staff.form.newTaskTitle")} description={t("staff.form.newTaskText")} wide>
      {/* Mounted only while open: each opening starts from its preset. */}
      <TaskForm onClose={onClose} teams={teams} staff={staff} preset={preset} />
    </Dialog>
  );
}

function TaskForm({
  onClose,
  teams,
  staff,
  preset,
}: {
  onClose: () => void;
  teams: TeamOption[];
  staff: StaffMember[];
  preset: TaskPreset;
}) {
  const trpc = useTRPC();
  const { t } = useTranslation();
  const { toast } = useToast();
  const queryClient = useQueryClient();
  const mutation = useConformForm({
    action: useFormAction(),
    intent: "createTask",
    schema: CreateTaskFormSchema,
    defaultValue: { teamId: preset.teamId, assignedTo: preset.assignedTo, priority: "medium" },
    invalidate: () => queryClient.invalidateQueries(trpc.staff.pathFilter()),
    onSuccess: (task: { title: string }) => {
      toast({ title: t("staff.toast.taskCreated"), description: task.title, variant: "success" });
      onClose();
    },
    failureToast: t("staff.toast.createFailed"),
  });
  const { form, fields } = mutation;
  const categories = useOptions(TASK_CATEGORIES, "staff.categories");
  const priorities = useOptions(TASK_PRIORITIES, "staff.priorities");

  const assignees = staff
    .filter((s) => (s.teamId ?? "") === (fields.teamId.value ?? ""))
    .map((s) => ({ value: s.id, label: `${s.firstName} ${s.lastName}` }));
  // Another team's staff cannot be the assignee: changing the team clears the choice.
  const setTeam = () => form.update({ name: fields.assignedTo.name, value: "" });

  return (
    <ConformForm conform={mutation} className="grid gap-4 md:grid-cols-2" testId="task-form">
      <div className="md:col-span-2">
        <TextField field={fields.title} required autoComplete="off" />
      </div>
      <TeamField field={fields.teamId} teams={teams} onChange={setTeam} />
      <SelectField field={fields.assignedTo} options={assignees} placeholder={t("staff.form.noAssignee")} />
      <SelectField field={fields.category} required options={categories} placeholder={t("staff.form.chooseCategory")} />
      <SelectField field={fields.priority} required options={priorities} />
      <TextField field={fields.dueDate} type="date" />
      <TextField field={fields.budget} inputMode="decimal" hint={t("staff.form.amountHint")} />
      <div className="md:col-span-2">
        <TextAreaField field={fields.description} rows={3} />
      </div>
      <div className="flex justify-end gap-2 md:col-span-2">
        <button type="button" className="btn btn-ghost" onClick={onClose}>
          {t("common.cancel")}
        </button>
        <SubmitButton busy={mutation.busy} label={t("staff.form.create")} busyLabel={t("staff.form.saving")} />
      </div>
    </ConformForm>
  );
}
