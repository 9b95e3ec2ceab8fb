import type { RouterOutputs } from "../../../routers/index";

export type AdminStaff = RouterOutputs["staff"]["adminList"][number];
export type AdminTask = RouterOutputs["staff"]["adminTasks"][number];
/** The public shape; an admin's rows also carry contact details, salary and budgets. */
export type StaffMember = RouterOutputs["staff"]["list"][number] & Partial<AdminStaff>;
export type ProjectTaskRow = RouterOutputs["staff"]["tasks"][number] & Partial<AdminTask>;
export type TeamOption = { id: string; name: string };
