import type { RouterOutputs } from "../../../routers/index";

export type AdminDashboard = RouterOutputs["admin"]["dashboard"];
export type AdminTeam = RouterOutputs["teams"]["list"][number];
export type AdminMatch = RouterOutputs["matches"]["list"][number];
export type AdminMetrics = RouterOutputs["matches"]["metrics"];
export type AdminApiToken = RouterOutputs["admin"]["tokens"]["list"][number];
export type RegistrationItem = AdminDashboard["registrations"]["players"]["items"][number];
export type SessionInfo = RouterOutputs["auth"]["me"];
