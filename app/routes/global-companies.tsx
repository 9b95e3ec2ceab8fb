import { PageFrame } from "~/components/page-frame";
import { pageMeta } from "~/lib/meta";

export const meta = pageMeta("globalCompanies");

export default function GlobalCompaniesPage() {
  return <PageFrame pageKey="globalCompanies" />;
}
