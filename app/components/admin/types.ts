import type { RouterOutputs } from "../../../routers/index";

export type AdminDashboard = RouterOutputs["admin"]["dashboard"];
export type AdminTeam = RouterOutputs["teams"]["list"][number];
export type AdminMatchPage = RouterOutputs["admin"]["matches"];
export type AdminMatch = AdminMatchPage["rows"][number];
export type AdminMetrics = RouterOutputs["matches"]["metrics"];
export type AdminApiToken = RouterOutputs["admin"]["tokens"]["list"][number];
export type AdminWebhook = RouterOutputs["admin"]["webhooks"]["list"][number];
export type AdminWebhookDelivery = RouterOutputs["admin"]["webhooks"]["deliveries"][number];
export type RegistrationItem = RouterOutputs["admin"]["registrations"]["rows"][number];
export type SessionInfo = RouterOutputs["auth"]["me"];
export type AdminBackups = RouterOutputs["admin"]["backups"];
export type AdminPerson = RouterOutputs["admin"]["people"][number];
export type AdminAuditRow = RouterOutputs["admin"]["auditEvents"]["rows"][number];
export type AdminMail = RouterOutputs["admin"]["mail"]["list"]["rows"][number];
export type AdminMailResend = RouterOutputs["admin"]["mail"]["resend"];
