import { PageFrame } from "~/components/page-frame";
import { pageMeta } from "~/lib/meta";

export const meta = pageMeta("funFacts");

export default function FunFactsPage() {
  return <PageFrame pageKey="funFacts" />;
}
