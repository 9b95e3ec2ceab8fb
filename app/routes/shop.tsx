import { PageFrame } from "~/components/page-frame";
import { pageMeta } from "~/lib/meta";

export const meta = pageMeta("shop");

export default function ShopPage() {
  return <PageFrame pageKey="shop" />;
}
