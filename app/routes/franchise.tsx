import { PageFrame } from "~/components/page-frame";
import { pageMeta } from "~/lib/meta";

export const meta = pageMeta("franchise");

export default function FranchisePage() {
  return <PageFrame pageKey="franchise" />;
}
