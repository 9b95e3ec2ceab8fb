import { PageFrame } from "~/components/page-frame";
import { pageMeta } from "~/lib/meta";

export const meta = pageMeta("staff");

export default function StaffPage() {
  return <PageFrame pageKey="staff" />;
}
