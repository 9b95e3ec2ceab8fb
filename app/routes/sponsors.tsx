import { PageFrame } from "~/components/page-frame";
import { pageMeta } from "~/lib/meta";

export const meta = pageMeta("sponsors");

export default function SponsorsPage() {
  return <PageFrame pageKey="sponsors" />;
}
