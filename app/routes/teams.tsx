import { PageFrame } from "~/components/page-frame";
import { pageMeta } from "~/lib/meta";

export const meta = pageMeta("teams");

export default function TeamsPage() {
  return <PageFrame pageKey="teams" />;
}
