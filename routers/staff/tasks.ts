import { z, ZodRealError } from "zod";
import { TRPCError } from "@trpc/server";
import type { EntityManager } from "@mikro-orm/postgresql";
import { ProjectTask, Staff } from "../../db/entities/index";
import { CreateTaskSchema, UpdateTaskStatusSchema } from "@shared/forms/task.schema";
import { translate } from "../../server/i18n";
import { adminProcedure, fail, publicProcedure } from "../../server/trpc";
import { ownTaskProcedure } from "../../server/auth/scope";
import { canTransition, completedAtFor, parseDueDate } from "@shared/staff/task-rules";
import { requireTeam, TeamFilter } from "./team-scope";
import { paged } from "../../server/list-paging";
import { toPlain } from "../../server/read-cache";
import { inLang } from "../_lib/localized";
import type { Lang } from "@shared/i18n/language";

export const TaskAdminOutput = z.object({
  id: z.string().uuid(),
  teamId: z.string().uuid().nullish(),
  assignedTo: z.string().uuid().nullish(),
  title: z.string(),
  description: z.string().nullish(),
  category: z.string(),
  priority: z.string(),
  status: z.string(),
  dueDate: z.date().nullish(),
  completedAt: z.date().nullish(),
  /** Cents. */
  budget: z.number().int().nullish(),
  actualCost: z.number().int().nullish(),
  createdAt: z.date(),
  updatedAt: z.date(),
});

/** A task as anyone may see it: no money. */
export const TaskOutput = TaskAdminOutput.omit({ budget: true, actualCost: true });

/**
 * A 400 naming one body field that only stored data can judge, shaped like a validation error so
 * both clients get `fields`. ZodRealError, not ZodError: in zod 4 only the former is an Error, and
 * tRPC keeps a cause only when it is one.
 */
function fieldRefusal(path: string, key: string): never {
  throw new TRPCError({
    code: "BAD_REQUEST",
    cause: new ZodRealError([{ code: "custom", path: [path], message: key, input: undefined }]),
  });
}

/** The tasks, newest first, each in the caller's language where a translation was stored. */
async function tasksOf(em: EntityManager, lang: Lang, teamId: string | undefined) {
  const tasks = await em.find(ProjectTask, teamId ? { teamId } : {}, { orderBy: { createdAt: "desc", title: "asc" } });
  return toPlain(tasks).map(({ titleEs, descriptionEs, ...task }) => ({
    ...task,
    title: inLang(lang, task.title, titleEs),
    description: inLang(lang, task.description, descriptionEs),
  }));
}

/** The project tasks: public fields for anyone, budgets for admins, creating a task and moving it through its workflow. */
export const taskProcedures = {
  tasks: publicProcedure
    .meta({
      openapi: {
        method: "GET",
        path: "/project-tasks",
        protect: false,
        tags: ["staff"],
        summary: "Project tasks (public fields), newest first, optionally of one team",
      },
    })
    .input(paged(TeamFilter))
    .output(z.array(TaskOutput))
    .query(({ ctx, input }) => tasksOf(ctx.em, ctx.lang, input.teamId)),

  adminTasks: adminProcedure
    .meta({
      openapi: {
        method: "GET",
        path: "/admin/project-tasks",
        protect: true,
        tags: ["staff"],
        summary: "Project tasks with budgets and costs (admin), newest first, optionally of one team",
      },
    })
    .input(paged(TeamFilter))
    .output(z.array(TaskAdminOutput))
    .query(({ ctx, input }) => tasksOf(ctx.em, ctx.lang, input.teamId)),

  createTask: adminProcedure
    .meta({
      openapi: {
        method: "POST",
        path: "/project-tasks",
        protect: true,
        tags: ["staff"],
        summary: "Create a project task (admin); budget in cents; the assignee must be staff of the same team",
      },
    })
    .input(CreateTaskSchema)
    .output(TaskAdminOutput)
    .mutation(async ({ ctx, input }) => {
      await requireTeam(ctx.em, input.teamId);
      if (input.assignedTo) {
        const assignee = await ctx.em.findOne(Staff, input.assignedTo);
        if (!assignee) fail("NOT_FOUND", "errors.staff.staffNotFound");
        if ((assignee.teamId ?? null) !== (input.teamId ?? null)) fieldRefusal("assignedTo", "validation.staff.assigneeTeam");
      }
      const task = ctx.em.create(ProjectTask, {
        teamId: input.teamId ?? null,
        assignedTo: input.assignedTo ?? null,
        title: input.title,
        description: input.description || null,
        category: input.category,
        priority: input.priority,
        status: "pending",
        completedAt: null,
        dueDate: input.dueDate ? parseDueDate(input.dueDate) : null,
        budget: input.budget ?? null,
      });
      await ctx.em.flush();
      return task;
    }),

  updateTask: ownTaskProcedure()
    .meta({
      openapi: {
        method: "PATCH",
        path: "/project-tasks/{id}",
        protect: true,
        tags: ["staff"],
        summary:
          "Start, complete or cancel a task (admin; its staff member starts or completes their own); 409 for a transition the workflow forbids; the server sets completedAt",
      },
    })
    .input(UpdateTaskStatusSchema)
    .output(TaskAdminOutput)
    .mutation(async ({ ctx, input }) => {
      const task = (await ctx.em.findOne(ProjectTask, input.id)) ?? fail("NOT_FOUND", "errors.staff.taskNotFound");
      const refuse = (from: string): never =>
        fail("CONFLICT", "errors.staff.transition", {
          from: translate(ctx.lang, `staff.taskStatus.${from}`),
          to: translate(ctx.lang, `staff.taskStatus.${input.status}`),
        });
      if (!canTransition(task.status, input.status)) refuse(task.status);
      // Conditional on the status just read: of two racing requests only one moves the task.
      const now = new Date();
      const changed = await ctx.em.nativeUpdate(
        ProjectTask,
        { id: task.id, status: task.status },
        { status: input.status, completedAt: completedAtFor(input.status, now), updatedAt: now },
      );
      const fresh = await ctx.em.refreshOrFail(task);
      if (!changed) refuse(fresh.status);
      return fresh;
    }),
};
