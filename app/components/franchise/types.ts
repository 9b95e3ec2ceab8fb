import type { RouterOutputs } from "../../../routers/index";

export type Dashboard = RouterOutputs["commerce"]["franchise"]["dashboard"];
export type FranchiseTeam = Dashboard["team"];
export type Metrics = Dashboard["metrics"];
export type ActivityEntry = Dashboard["activity"][number];
