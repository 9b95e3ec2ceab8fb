import type { RouterOutputs } from "../../../routers/index";

export type Dashboard = RouterOutputs["insights"]["dashboard"];
export type Insight = Dashboard["insights"][number];
export type PredictionMetric = Dashboard["predictions"][number];
