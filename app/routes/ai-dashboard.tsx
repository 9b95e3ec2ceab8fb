import { PageFrame } from "~/components/page-frame";
import { pageMeta } from "~/lib/meta";

export const meta = pageMeta("aiDashboard");

export default function AiDashboardPage() {
  return <PageFrame pageKey="aiDashboard" />;
}
