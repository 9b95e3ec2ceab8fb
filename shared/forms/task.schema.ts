import { z } from "zod";
import { dollarsInput } from "./staff.schema";
import { INT4_MAX } from "./common.schema";

/** Spec platform §4/§5 option lists for project tasks. */
export const TASK_CATEGORIES = ["marketing", "training", "equipment", "logistics", "finance"] as const;
export const TASK_PRIORITIES = ["low", "medium", "high", "urgent"] as const;
export const TASK_STATUSES = ["pending", "in_progress", "completed", "cancelled"] as const;
export type TaskStatus = (typeof TASK_STATUSES)[number];
export type TaskPriority = (typeof TASK_PRIORITIES)[number];

/** A calendar day ("2026-06-20") or an instant with its offset; a day is taken as midnight UTC. */
const dueDate = z.union([z.iso.date(), z.iso.datetime({ offset: true })], "validation.staff.dueDate");

/**
 * Create a project task: `POST /api/project-tasks` and the new-task dialog. A task starts pending;
 * budget travels in cents; the assignee must be staff of the same team (checked by the server).
 */
export const CreateTaskSchema = z.object({
  teamId: z.string().uuid("validation.invalidId").nullish(),
  assignedTo: z.string().uuid("validation.invalidId").nullish(),
  title: z.string("validation.required").trim().min(1, "validation.required").max(200, "validation.tooLong"),
  description: z.string().trim().max(5000, "validation.tooLong").nullish(),
  category: z.enum(TASK_CATEGORIES, "validation.required"),
  priority: z.enum(TASK_PRIORITIES, "validation.invalid").default("medium"),
  dueDate: dueDate.nullish(),
  budget: z
    .number("validation.invalid")
    .int("validation.invalid")
    .min(0, "validation.invalid")
    .max(INT4_MAX, "validation.numberTooLarge")
    .nullish(),
});

/** The new-task dialog: the same rules, budget typed in dollars (left empty it is absent). */
export const CreateTaskFormSchema = CreateTaskSchema.extend({ budget: dollarsInput.optional() });

/**
 * Start, complete or cancel a task: `PATCH /api/project-tasks/{id}`. completedAt is accepted because
 * the spec's client sends it, but the server sets it (now on completion, null otherwise).
 */
export const UpdateTaskStatusSchema = z.object({
  id: z.string().uuid("validation.invalidId"),
  status: z.enum(TASK_STATUSES, "validation.invalid"),
  completedAt: z.string().nullish(),
});
