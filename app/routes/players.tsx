import { PageFrame } from "~/components/page-frame";
import { pageMeta } from "~/lib/meta";

export const meta = pageMeta("players");

export default function PlayersPage() {
  return <PageFrame pageKey="players" />;
}
