import { defineEntity } from "@mikro-orm/core";
import { baseProperties, p } from "./base";
import { Team } from "./team.entity";
import { Player } from "./player.entity";

export const User = defineEntity({
  name: "User",
  tableName: "users",
  properties: {
    ...baseProperties,
    email: p.string().unique(),
    firstName: p.string(),
    lastName: p.string(),
    phone: p.string().nullable(),
    dateOfBirth: p.date().nullable(),
    /** player, staff, sponsor, franchise_manager, captain, global_company, media, admin */
    role: p.string(),
    status: p.string().default("pending"),
    tradeSpecialty: p.string().nullable(),
    profileImageUrl: p.string().nullable(),
    bio: p.text().nullable(),
    location: p.string().nullable(),
    emergencyContact: p.string().nullable(),
    emergencyPhone: p.string().nullable(),
    passwordHash: p.string().nullable().hidden(),
  },
});

export const Session = defineEntity({
  name: "Session",
  tableName: "sessions",
  properties: {
    /** SHA-256 of the session token, hex encoded; the token itself is never stored. */
    id: p.string().primary(),
    userId: p.manyToOne(User).mapToPk().fieldName("user_id").deleteRule("cascade"),
    expiresAt: p.datetime(),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});

export const Contract = defineEntity({
  name: "Contract",
  tableName: "contracts",
  properties: {
    ...baseProperties,
    playerId: p.manyToOne(Player).mapToPk().fieldName("player_id").nullable(),
    teamId: p.manyToOne(Team).mapToPk().fieldName("team_id"),
    playerName: p.string().nullable(),
    position: p.string().nullable(),
    contractType: p.string().default("player"),
    title: p.string().nullable(),
    startDate: p.date(),
    endDate: p.date(),
    isActive: p.boolean().default(true),
    /** Cents. */
    baseSalary: p.integer().nullable(),
    bonuses: p.text().nullable(),
    nilTerms: p.text().nullable(),
    responsibilities: p.text().nullable(),
    terms: p.text().nullable(),
    signedAt: p.datetime().nullable(),
    signedByPlayer: p.boolean().default(false),
    signedByTeam: p.boolean().default(false),
    documentUrl: p.string().nullable(),
  },
});

export const Staff = defineEntity({
  name: "Staff",
  tableName: "staff",
  properties: {
    ...baseProperties,
    teamId: p.manyToOne(Team).mapToPk().fieldName("team_id").nullable(),
    firstName: p.string(),
    lastName: p.string(),
    email: p.string(),
    phone: p.string().nullable(),
    role: p.string(),
    department: p.string().nullable(),
    hireDate: p.date().nullable(),
    /** Cents. */
    salary: p.integer().nullable(),
    status: p.string().default("active"),
    qualifications: p.text().nullable(),
    responsibilities: p.text().nullable(),
    emergencyContact: p.string().nullable(),
    emergencyPhone: p.string().nullable(),
    profileImageUrl: p.string().nullable(),
  },
});

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
