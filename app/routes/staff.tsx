import { useEffect, useMemo, useState } from "react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useFormAction, useSearchParams } from "react-router";
import { FilterForm } from "~/components/ui/filter-form";
import { useTranslation } from "~/lib/translations";
import { ClipboardList, UserPlus, UsersRound } from "lucide-react";
import type { Route } from "./+types/staff";
import { PageHeader } from "~/components/ui/page-header";
import { Dialog } from "~/components/ui/dialog";
import { StaffRegistrationForm } from "~/components/registrations/staff-registration-form";
import { EmptyState } from "~/components/ui/empty-state";
import { useToast } from "~/components/ui/toast";
import { AddStaffDialog } from "~/components/staff/add-staff-dialog";
import { TaskDialog, type TaskPreset } from "~/components/staff/task-dialog";
import { StaffCard } from "~/components/staff/staff-card";
import { TaskCard, type TaskStatusChange } from "~/components/staff/task-card";
import { useIntent } from "~/components/forms/use-intent";
import { Tabs } from "~/components/ui/tabs";
import type { AdminStaff, AdminTask, ProjectTaskRow, StaffMember } from "~/components/staff/types";
import { SignInToManage } from "~/components/ui/sign-in-to-manage";
import { pageMeta } from "~/lib/meta";
import { useTRPC, withTrpc } from "~/lib/trpc";
import type { TranslatedHandle } from "@shared/i18n/language";
import { formAction, intent } from "~/lib/form-action.server";
import { AddStaffFormSchema } from "@shared/forms/staff.schema";
import { CreateTaskFormSchema, UpdateTaskStatusSchema } from "@shared/forms/task.schema";
import { keepDataAfterRefusal } from "~/lib/form-result";

export const meta = pageMeta("staff");

export async function loader({ request, context }: Route.LoaderArgs) {
  const teams = (await context.trpc.teams.list()).map(({ id, name }) => ({ id, name }));
  // An unknown ?teamId= shows every team rather than failing the page.
  const requested = new URL(request.url).searchParams.get("teamId");
  const teamId = teams.some((t) => t.id === requested) ? requested! : "";
  const filter = teamId ? { teamId } : {};
  const { canManage } = context;
  // Visitors get the public shapes: no contact details, salaries or budgets in the page data.
  const [staff, tasks]: [StaffMember[], ProjectTaskRow[]] = canManage
    ? await Promise.all([context.trpc.staff.adminList(filter), context.trpc.staff.adminTasks(filter)])
    : await Promise.all([context.trpc.staff.list(filter), context.trpc.staff.tasks(filter)]);
  // A staff member starts and completes their own tasks (the gate: ownTaskProcedure).
  const { staffIds } = await context.person();
  return { teams, teamId, staff, tasks, canManage, staffIds, now: Date.now() };
}

/** A refused write changed nothing: the page keeps its data. */
export const shouldRevalidate = keepDataAfterRefusal;

/**
 * The page's writes: the add-staff and new-task dialogs and the tasks' Start and Complete post here. Admin procedures: a
 * visitor's post is answered 401/403 in their language by the procedure's gate.
 */
export const action = formAction({
  addStaff: intent(AddStaffFormSchema, (trpc, input) => trpc.staff.add(input)),
  createTask: intent(CreateTaskFormSchema, (trpc, input) => trpc.staff.createTask(input)),
  updateTask: intent(UpdateTaskStatusSchema, (trpc, input) => trpc.staff.updateTask(input)),
});

type Tab = "staff" | "tasks";

/** Translation areas this page uses besides the shell's. */
export const handle: TranslatedHandle = { i18n: ["staff", "registrations"] };

function StaffPage({ loaderData }: Route.ComponentProps) {
  const trpc = useTRPC();
  const { t } = useTranslation();
  const { toast } = useToast();
  const queryClient = useQueryClient();
  const [, setSearchParams] = useSearchParams();
  const { teams, teamId, canManage } = loaderData;
  const filter = teamId ? { teamId } : {};
  // After a change the lists refetch, each in the shape the viewer was given by the loader.
  // (The loader read the admin shapes whenever canManage is true.)
  const publicStaff = useQuery(
    trpc.staff.list.queryOptions(filter, { enabled: !canManage, initialData: canManage ? undefined : loaderData.staff }),
  ).data;
  const adminStaff = useQuery(
    trpc.staff.adminList.queryOptions(filter, {
      enabled: canManage,
      initialData: canManage ? (loaderData.staff as AdminStaff[]) : undefined,
    }),
  ).data;
  const publicTasks = useQuery(
    trpc.staff.tasks.queryOptions(filter, { enabled: !canManage, initialData: canManage ? undefined : loaderData.tasks }),
  ).data;
  const adminTasks = useQuery(
    trpc.staff.adminTasks.queryOptions(filter, {
      enabled: canManage,
      initialData: canManage ? (loaderData.tasks as AdminTask[]) : undefined,
    }),
  ).data;
  const staff: StaffMember[] = (canManage ? adminStaff : publicStaff) ?? loaderData.staff;
  const tasks: ProjectTaskRow[] = (canManage ? adminTasks : publicTasks) ?? loaderData.tasks;
  const update = useIntent<TaskStatusChange, { title: string }>({
    // The page itself, with its ?teamId= filter, so a post without JavaScript comes back to the same list.
    action: useFormAction(),
    intent: "updateTask",
    // Also after a refusal: another admin may have moved the task, the list then shows where it is.
    invalidate: () => queryClient.invalidateQueries(trpc.staff.pathFilter()),
    onFailure: () => void queryClient.invalidateQueries(trpc.staff.pathFilter()),
    onSuccess: (task, input) =>
      toast({
        title: t(input.status === "completed" ? "staff.toast.taskCompleted" : "staff.toast.taskStarted"),
        description: task.title,
        variant: "success",
      }),
    failureToast: { title: t("staff.toast.updateFailed") },
  });

  // A staff member comes here for their tasks: the page opens on them.
  const [tab, setTab] = useState<Tab>(loaderData.staffIds.length > 0 ? "tasks" : "staff");
  const [addOpen, setAddOpen] = useState(false);
  const [registerOpen, setRegisterOpen] = useState(false);
  const [taskPreset, setTaskPreset] = useState<TaskPreset | null>(null);
  // Server and first browser render agree on UTC; then "today" is the visitor's own day (overdue rule).
  const [clock, setClock] = useState({ now: new Date(loaderData.now), timeZone: "UTC" });
  useEffect(() => {
    setClock({ now: new Date(), timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone });
  }, [tasks]);

  const teamName = useMemo(() => new Map(teams.map((team) => [team.id, team.name])), [teams]);
  const staffName = useMemo(() => new Map(staff.map((s) => [s.id, `${s.firstName} ${s.lastName}`])), [staff]);
  const taskCounts = useMemo(() => {
    const counts = new Map<string, { completed: number; total: number }>();
    for (const task of tasks) {
      if (!task.assignedTo) continue;
      const c = counts.get(task.assignedTo) ?? { completed: 0, total: 0 };
      c.total += 1;
      if (task.status === "completed") c.completed += 1;
      counts.set(task.assignedTo, c);
    }
    return counts;
  }, [tasks]);

  function chooseTeam(next: string) {
    setSearchParams(
      (params) => {
        if (next) params.set("teamId", next);
        else params.delete("teamId");
        return params;
      },
      { preventScrollReset: true, replace: true },
    );
  }

  const staffPanel = staff.length ? (
    <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" data-testid="staff-list">
      {staff.map((s) => (
        <StaffCard
          key={s.id}
          staff={s}
          teamName={s.teamId ? (teamName.get(s.teamId) ?? null) : null}
          tasks={taskCounts.get(s.id) ?? { completed: 0, total: 0 }}
          onAssign={canManage ? () => setTaskPreset({ teamId: s.teamId ?? "", assignedTo: s.id }) : undefined}
        />
      ))}
    </div>
  ) : (
    <EmptyState icon={UsersRound} title={t("staff.empty.noStaff")} text={t("staff.empty.noStaffText")} />
  );

  const tasksPanel = tasks.length ? (
    <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" data-testid="task-list">
      {tasks.map((task) => (
        <TaskCard
          key={task.id}
          task={task}
          teamName={task.teamId ? (teamName.get(task.teamId) ?? null) : null}
          assigneeName={task.assignedTo ? (staffName.get(task.assignedTo) ?? null) : null}
          now={clock.now}
          timeZone={clock.timeZone}
          update={canManage || (task.assignedTo && loaderData.staffIds.includes(task.assignedTo)) ? update : undefined}
        />
      ))}
    </div>
  ) : (
    <EmptyState icon={ClipboardList} title={t("staff.empty.noTasks")} text={t("staff.empty.noTasksText")} />
  );

  return (
    <>
      <PageHeader
        title={t("pages.staff.title")}
        description={t("pages.staff.description")}
        breadcrumbs={[{ label: t("nav.home"), to: "/" }, { label: t("pages.staff.title") }]}
      />

      <section aria-labelledby="staff-register-title" className="card mb-10 bg-base-100 shadow">
        <div className="card-body md:flex-row md:items-center md:justify-between">
          <div className="space-y-1">
            <h2 id="staff-register-title" className="card-title">
              {t("staff.register.title")}
            </h2>
            <p className="max-w-2xl text-base-content/80">{t("staff.register.text")}</p>
          </div>
          <button type="button" className="btn btn-primary" onClick={() => setRegisterOpen(true)} data-testid="staff-register">
            <UserPlus aria-hidden="true" className="size-4" /> {t("staff.register.button")}
          </button>
        </div>
      </section>

      <section aria-labelledby="staff-manage-title" className="space-y-4">
        <div className="flex flex-wrap items-end justify-between gap-4">
          <h2 id="staff-manage-title" className="text-2xl font-bold">
            {t("staff.manageTitle")}
          </h2>
          <div className="flex flex-wrap items-end gap-2">
            <FilterForm
              className="flex flex-wrap items-end gap-2"
              onApply={(values) => chooseTeam(values.get("teamId")?.toString() ?? "")}
            >
              <label className="flex flex-col gap-1 text-sm font-medium">
                {t("staff.filterLabel")}
                <select
                  name="teamId"
                  className="select select-bordered"
                  value={teamId}
                  onChange={(e) => chooseTeam(e.target.value)}
                  data-testid="staff-team-filter"
                >
                  <option value="">{t("staff.allTeams")}</option>
                  {teams.map((team) => (
                    <option key={team.id} value={team.id}>
                      {team.name}
                    </option>
                  ))}
                </select>
              </label>
              <button type="submit" className="btn btn-outline" data-testid="staff-filter-apply">
                {t("staff.applyFilter")}
              </button>
            </FilterForm>
            {canManage ? (
              <>
                <button type="button" className="btn btn-outline" onClick={() => setAddOpen(true)} data-testid="open-add-staff">
                  {t("staff.addStaff")}
                </button>
                <button
                  type="button"
                  className="btn btn-primary"
                  onClick={() => setTaskPreset({ teamId, assignedTo: "" })}
                  data-testid="open-new-task"
                >
                  {t("staff.newTask")}
                </button>
              </>
            ) : (
              <SignInToManage className="btn btn-outline" />
            )}
          </div>
        </div>
        <Tabs<Tab>
          label={t("staff.tabsLabel")}
          idPrefix="staff"
          active={tab}
          onChange={setTab}
          items={[
            { key: "staff", label: t("staff.tabStaff", { count: staff.length }), panel: staffPanel },
            { key: "tasks", label: t("staff.tabTasks", { count: tasks.length }), panel: tasksPanel },
          ]}
        />
      </section>

      <Dialog
        open={registerOpen}
        onClose={() => setRegisterOpen(false)}
        title={t("staff.register.dialogTitle")}
        description={t("staff.register.text")}
        wide
      >
        <StaffRegistrationForm onDone={() => setRegisterOpen(false)} />
      </Dialog>
      {canManage ? (
        <>
          <AddStaffDialog open={addOpen} onClose={() => setAddOpen(false)} teams={teams} defaultTeamId={teamId} />
          <TaskDialog
            open={taskPreset !== null}
            onClose={() => setTaskPreset(null)}
            teams={teams}
            staff={staff}
            preset={taskPreset ?? NO_PRESET}
          />
        </>
      ) : null}
    </>
  );
}

const NO_PRESET: TaskPreset = { teamId: "", assignedTo: "" };

// Its components call tRPC hooks: they need the provider the root does without (decision 006).
export default withTrpc(StaffPage);
