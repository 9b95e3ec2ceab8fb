import { defineBaseEntity, oneOf, p } from "./base";
import { Staff } from "./staff.entity";
import { Team } from "./team.entity";
import { TASK_STATUSES } from "@shared/forms/task.schema";

export const ProjectTask = defineBaseEntity({
  name: "ProjectTask",
  tableName: "project_tasks",
  properties: {
    teamId: p.manyToOne(Team).mapToPk().fieldName("team_id").nullable(),
    assignedTo: p.manyToOne(Staff).mapToPk().fieldName("assigned_to").nullable(),
    title: p.string(),
    /** The title in Spanish, when one was given (the demo's tasks); Spanish pages fall back to `title`. */
    titleEs: p.string().nullable(),
    description: p.text().nullable(),
    descriptionEs: p.text().nullable(),
    category: p.string(),
    priority: p.string().default("medium"),
    status: oneOf(TASK_STATUSES).default("pending"),
    dueDate: p.datetime().nullable(),
    completedAt: p.datetime().nullable(),
    /** Cents. */
    budget: p.integer().nullable(),
    actualCost: p.integer().nullable(),
    attachments: p.json<string[]>().nullable(),
    comments: p.json<string[]>().nullable(),
  },
});
