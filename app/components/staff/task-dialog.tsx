import { useEffect, useState, type FormEvent } from "react";
import { useTranslation } from "~/lib/translations";
import { Dialog } from "~/components/ui/dialog";
import { Field } from "~/components/ui/field";
import { useToast } from "~/components/ui/toast";
import { CreateTaskFormSchema, TASK_CATEGORIES, TASK_PRIORITIES } from "~/forms/task.schema";
import { serverFieldErrors, validateForm, type FieldErrors } from "~/lib/forms";
import { trpc } from "~/lib/trpc";
import { failureText } from "./errors";
import type { StaffMember, TeamOption } from "./types";

export type TaskPreset = { teamId: string; assignedTo: string };

const empty = (preset: TaskPreset) => ({
  teamId: preset.teamId, assignedTo: preset.assignedTo, title: "", description: "", category: "", priority: "medium", dueDate: "", budget: "",
});
type Values = ReturnType<typeof empty>;

/**
 * New-task dialog (spec platform §2/§5), also opened by a staff card's Assign Task with the assignee
 * (and so the team) set. Only staff of the chosen team are offered as assignees.
 */
export function TaskDialog({ open, onClose, teams, staff, preset }: {
  open: boolean; onClose: () => void; teams: TeamOption[]; staff: StaffMember[]; preset: TaskPreset;
}) {
  const { t } = useTranslation();
  const { toast } = useToast();
  const utils = trpc.useUtils();
  const create = trpc.staff.createTask.useMutation();
  const [values, setValues] = useState<Values>(() => empty(preset));
  const [errors, setErrors] = useState<FieldErrors>({});

  useEffect(() => {
    if (open) {
      setValues(empty(preset));
      setErrors({});
    }
  }, [open, preset]);

  const assignees = staff.filter((s) => (s.teamId ?? "") === values.teamId);
  const set = (name: keyof Values) => (e: { target: { value: string } }) => setValues((v) => ({ ...v, [name]: e.target.value }));
  // Another team's staff cannot be the assignee: changing the team clears the choice.
  const setTeam = (e: { target: { value: string } }) => setValues((v) => ({ ...v, teamId: e.target.value, assignedTo: "" }));

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    const result = validateForm(CreateTaskFormSchema, {
      ...values,
      teamId: values.teamId || null,
      assignedTo: values.assignedTo || null,
      category: values.category || undefined,
      description: values.description || null,
      dueDate: values.dueDate || null,
    }, t);
    if (result.errors) {
      setErrors(result.errors);
      return;
    }
    setErrors({});
    try {
      await create.mutateAsync(result.data);
      await utils.staff.invalidate();
      toast({ title: t("staff.toast.taskCreated"), description: result.data.title, variant: "success" });
      onClose();
    } catch (error) {
      setErrors(serverFieldErrors(error) ?? {});
      toast({ title: t("staff.toast.createFailed"), description: failureText(error, t), variant: "destructive" });
    }
  }

  return (
    <Dialog open={open} onClose={onClose} title={t("staff.form.newTaskTitle")} description={t("staff.form.newTaskText")} wide>
      <form noValidate onSubmit={onSubmit} className="grid gap-4 md:grid-cols-2" data-testid="task-form">
        <div className="md:col-span-2">
          <Field label={t("fields.title")} error={errors.title} required>
            <input className="input input-bordered w-full" name="title" autoComplete="off" value={values.title} onChange={set("title")} />
          </Field>
        </div>
        <Field label={t("fields.teamId")} error={errors.teamId}>
          <select className="select select-bordered w-full" name="teamId" value={values.teamId} onChange={setTeam}>
            <option value="">{t("staff.form.chooseTeam")}</option>
            {teams.map((team) => <option key={team.id} value={team.id}>{team.name}</option>)}
          </select>
        </Field>
        <Field label={t("fields.assignedTo")} error={errors.assignedTo}>
          <select className="select select-bordered w-full" name="assignedTo" value={values.assignedTo} onChange={set("assignedTo")}>
            <option value="">{t("staff.form.noAssignee")}</option>
            {assignees.map((s) => <option key={s.id} value={s.id}>{`${s.firstName} ${s.lastName}`}</option>)}
          </select>
        </Field>
        <Field label={t("fields.category")} error={errors.category} required>
          <select className="select select-bordered w-full" name="category" value={values.category} onChange={set("category")}>
            <option value="">{t("staff.form.chooseCategory")}</option>
            {TASK_CATEGORIES.map((c) => <option key={c} value={c}>{t(`staff.categories.${c}`)}</option>)}
          </select>
        </Field>
        <Field label={t("fields.priority")} error={errors.priority} required>
          <select className="select select-bordered w-full" name="priority" value={values.priority} onChange={set("priority")}>
            {TASK_PRIORITIES.map((p) => <option key={p} value={p}>{t(`staff.priorities.${p}`)}</option>)}
          </select>
        </Field>
        <Field label={t("fields.dueDate")} error={errors.dueDate}>
          <input className="input input-bordered w-full" type="date" name="dueDate" value={values.dueDate} onChange={set("dueDate")} />
        </Field>
        <Field label={t("fields.budget")} error={errors.budget} hint={t("staff.form.amountHint")}>
          <input className="input input-bordered w-full" name="budget" inputMode="decimal" value={values.budget} onChange={set("budget")} />
        </Field>
        <div className="md:col-span-2">
          <Field label={t("fields.description")} error={errors.description}>
            <textarea className="textarea textarea-bordered w-full" rows={3} name="description" value={values.description} onChange={set("description")} />
          </Field>
        </div>
        <div className="flex justify-end gap-2 md:col-span-2">
          <button type="button" className="btn btn-ghost" onClick={onClose}>{t("common.cancel")}</button>
          <button type="submit" className="btn btn-primary" disabled={create.isPending}>{create.isPending ? t("staff.form.saving") : t("staff.form.create")}</button>
        </div>
      </form>
    </Dialog>
  );
}
