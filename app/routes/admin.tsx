import { PageFrame } from "~/components/page-frame";
import { pageMeta } from "~/lib/meta";

export const meta = pageMeta("admin");

export default function AdminPage() {
  return <PageFrame pageKey="admin" />;
}
