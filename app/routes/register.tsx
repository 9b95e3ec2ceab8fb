import { PageFrame } from "~/components/page-frame";
import { pageMeta } from "~/lib/meta";

export const meta = pageMeta("register");

export default function RegisterPage() {
  return <PageFrame pageKey="register" />;
}
