import { defineEntity } from "@mikro-orm/core";
import { baseProperties, p } from "./base";
import { Staff } from "./staff.entity";
import { Team } from "./team.entity";

export const ProjectTask = defineEntity({
  name: "ProjectTask",
  tableName: "project_tasks",
  properties: {
    ...baseProperties,
    teamId: p.manyToOne(Team).mapToPk().fieldName("team_id").nullable(),
    assignedTo: p.manyToOne(Staff).mapToPk().fieldName("assigned_to").nullable(),
    title: p.string(),
    description: p.text().nullable(),
    category: p.string(),
    priority: p.string().default("medium"),
    status: p.string().default("pending"),
    dueDate: p.datetime().nullable(),
    completedAt: p.datetime().nullable(),
    /** Cents. */
    budget: p.integer().nullable(),
    actualCost: p.integer().nullable(),
    attachments: p.json<string[]>().nullable(),
    comments: p.json<string[]>().nullable(),
  },
});
