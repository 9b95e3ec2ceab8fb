import { useTranslation } from "~/lib/translations";
import type { Route } from "./+types/fun-facts";
import { PageHeader } from "~/components/ui/page-header";
import { FactLibrary } from "~/components/fun-facts/fact-library";
import { FactHighlights } from "~/components/fun-facts/highlights";
import { pageMeta } from "~/lib/meta";
import type { TranslatedHandle } from "@shared/i18n/language";

export const meta = pageMeta("funFacts");

export const handle: TranslatedHandle = { i18n: ["sponsors"] };

export async function loader({ context }: Route.LoaderArgs) {
  return context.trpc.content.funFacts();
}

export default function FunFactsPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <div className="space-y-12">
      <PageHeader
        kicker={t("funFacts.kicker")}
        title={t("pages.funFacts.title")}
        description={t("pages.funFacts.description")}
        breadcrumbs={[{ label: t("nav.home"), to: "/" }, { label: t("pages.funFacts.title") }]}
      />
      <FactLibrary facts={loaderData.facts} />
      <FactHighlights highlights={loaderData.highlights} />
    </div>
  );
}
