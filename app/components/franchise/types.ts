import type { RouterOutputs } from "../../../routers/index";

export type AdminDashboard = RouterOutputs["commerce"]["franchise"]["adminDashboard"];
/** The public shape; an admin's contracts also carry salary, bonuses and NIL terms. */
export type Dashboard = Omit<RouterOutputs["commerce"]["franchise"]["dashboard"], "contracts"> & {
  contracts: Array<
    RouterOutputs["commerce"]["franchise"]["dashboard"]["contracts"][number] & Partial<AdminDashboard["contracts"][number]>
  >;
};
export type FranchiseTeam = Dashboard["team"];
export type Metrics = Dashboard["metrics"];
export type ActivityEntry = Dashboard["activity"][number];
