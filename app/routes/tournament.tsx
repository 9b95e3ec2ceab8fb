import { PageFrame } from "~/components/page-frame";
import { pageMeta } from "~/lib/meta";

export const meta = pageMeta("tournament");

export default function TournamentPage() {
  return <PageFrame pageKey="tournament" />;
}
