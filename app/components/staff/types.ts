import type { RouterOutputs } from "../../../routers/index";

export type StaffMember = RouterOutputs["staff"]["list"][number];
export type ProjectTaskRow = RouterOutputs["staff"]["tasks"][number];
export type TeamOption = { id: string; name: string };
