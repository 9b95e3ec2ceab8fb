import { useEffect } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { useFormAction } from "react-router";
import { useTranslation } from "~/lib/translations";
import { Dialog } from "~/components/ui/dialog";
import { Field } from "~/components/ui/field";
import { useToast } from "~/components/ui/toast";
import { MutationForm, SelectField, SubmitButton, TextAreaField, TextField, useMutationForm, useOptions } from "~/components/forms/form-kit";
import { CreateTaskFormSchema, TASK_CATEGORIES, TASK_PRIORITIES } from "@shared/forms/task.schema";
import { useTRPC } from "~/lib/trpc";
import { TeamField } from "./team-field";
import type { StaffMember, TeamOption } from "./types";

export type TaskPreset = { teamId: string; assignedTo: string };

const empty = (preset: TaskPreset) => ({
  teamId: preset.teamId, assignedTo: preset.assignedTo, title: "", description: "", category: "", priority: "medium", dueDate: "", budget: "",
});

/**
 * New-task dialog (spec platform §2/§5), also opened by a staff card's Assign Task with the assignee
 * (and so the team) set. Only staff of the chosen team are offered as assignees.
 */
export function TaskDialog({ open, onClose, teams, staff, preset }: {
  open: boolean; onClose: () => void; teams: TeamOption[]; staff: StaffMember[]; preset: TaskPreset;
}) {
  const trpc = useTRPC();
  const { t } = useTranslation();
  const { toast } = useToast();
  const queryClient = useQueryClient();
  const mutation = useMutationForm({
    action: useFormAction(),
    intent: "createTask",
    initial: empty(preset),
    schema: CreateTaskFormSchema,
    invalidate: () => queryClient.invalidateQueries(trpc.staff.pathFilter()),
    onSuccess: (task: { title: string }) => {
      toast({ title: t("staff.toast.taskCreated"), description: task.title, variant: "success" });
      onClose();
    },
    failureToast: { title: t("staff.toast.createFailed"), text: (failure) => failure.message },
  });
  const { form } = mutation;
  const { reset } = form;
  const categories = useOptions(TASK_CATEGORIES, "staff.categories");
  const priorities = useOptions(TASK_PRIORITIES, "staff.priorities");

  useEffect(() => {
    if (open) reset(empty(preset));
  }, [open, preset, reset]);

  const assignees = staff
    .filter((s) => (s.teamId ?? "") === form.values.teamId)
    .map((s) => ({ value: s.id, label: `${s.firstName} ${s.lastName}` }));
  // Another team's staff cannot be the assignee: changing the team clears the choice.
  const setTeam = (teamId: string) => form.setValues((v) => ({ ...v, teamId, assignedTo: "" }));

  return (
    <Dialog open={open} onClose={onClose} title={t("staff.form.newTaskTitle")} description={t("staff.form.newTaskText")} wide>
      <MutationForm mutation={mutation} className="grid gap-4 md:grid-cols-2" testId="task-form">
        <div className="md:col-span-2">
          <TextField form={form} name="title" required autoComplete="off" />
        </div>
        <TeamField form={form} teams={teams} onChange={setTeam} />
        <SelectField form={form} name="assignedTo" options={assignees} placeholder={t("staff.form.noAssignee")} />
        <SelectField form={form} name="category" required options={categories} placeholder={t("staff.form.chooseCategory")} />
        <SelectField form={form} name="priority" required options={priorities} />
        <Field label={t("fields.dueDate")} error={form.errors.dueDate}>
          <input className="input input-bordered w-full" type="date" name="dueDate" value={form.values.dueDate} onChange={(e) => form.set("dueDate", e.target.value)} />
        </Field>
        <TextField form={form} name="budget" inputMode="decimal" hint={t("staff.form.amountHint")} />
        <div className="md:col-span-2">
          <TextAreaField form={form} name="description" rows={3} />
        </div>
        <div className="flex justify-end gap-2 md:col-span-2">
          <button type="button" className="btn btn-ghost" onClick={onClose}>{t("common.cancel")}</button>
          <SubmitButton busy={mutation.busy} label={t("staff.form.create")} busyLabel={t("staff.form.saving")} />
        </div>
      </MutationForm>
    </Dialog>
  );
}
