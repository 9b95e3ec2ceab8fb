import { PageFrame } from "~/components/page-frame";
import { pageMeta } from "~/lib/meta";

export const meta = pageMeta("media");

export default function MediaPage() {
  return <PageFrame pageKey="media" />;
}
