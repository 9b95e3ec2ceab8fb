import { useState } from "react";
import { useTranslation } from "~/lib/translations";
import type { Route } from "./+types/sponsors";
import { PageHeader } from "~/components/ui/page-header";
import { Tabs } from "~/components/ui/tabs";
import { PackagesPanel } from "~/components/sponsors/packages-panel";
import { BenefitsPanel } from "~/components/sponsors/benefits-panel";
import { PartnersPanel } from "~/components/sponsors/partners-panel";
import { GlobalPanel } from "~/components/sponsors/global-panel";
import { InquiryDialog } from "~/components/sponsors/inquiry-dialog";
import type { SponsorTier } from "@shared/forms/sponsor-inquiry.schema";
import { pageMeta } from "~/lib/meta";
import type { TranslatedHandle } from "@shared/i18n/language";

export const meta = pageMeta("sponsors");

export const handle: TranslatedHandle = { i18n: ["sponsors"] };

export async function loader({ context }: Route.LoaderArgs) {
  return { sponsors: await context.trpc.sponsors.list() };
}

type TabKey = "packages" | "benefits" | "partners" | "global";

function SponsorsPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const [tab, setTab] = useState<TabKey>("packages");
  const [inquiry, setInquiry] = useState<{ open: boolean; tier: SponsorTier | null }>({ open: false, tier: null });
  const onInquire = (tier: SponsorTier | null) => setInquiry({ open: true, tier });
  const titleSponsor = loaderData.sponsors.find((s) => s.tier === "title")?.name ?? null;

  return (
    <>
      <PageHeader
        kicker={t("sponsors.kicker")}
        title={t("pages.sponsors.title")}
        description={t("pages.sponsors.description")}
        breadcrumbs={[{ label: t("nav.home"), to: "/" }, { label: t("pages.sponsors.title") }]}
      />
      <Tabs<TabKey>
        keepMounted
        label={t("sponsors.tabsLabel")}
        active={tab}
        onChange={setTab}
        items={[
          {
            key: "packages",
            label: t("sponsors.tabs.packages"),
            panel: <PackagesPanel titleSponsor={titleSponsor} onInquire={onInquire} />,
          },
          { key: "benefits", label: t("sponsors.tabs.benefits"), panel: <BenefitsPanel /> },
          {
            key: "partners",
            label: t("sponsors.tabs.partners"),
            panel: <PartnersPanel sponsors={loaderData.sponsors} onInquire={onInquire} />,
          },
          { key: "global", label: t("sponsors.tabs.global"), panel: <GlobalPanel /> },
        ]}
      />
      <InquiryDialog open={inquiry.open} tier={inquiry.tier} onClose={() => setInquiry((s) => ({ ...s, open: false }))} />
    </>
  );
}

// Its components call tRPC hooks: they need the provider the root does without (decision 006).
export default SponsorsPage;
