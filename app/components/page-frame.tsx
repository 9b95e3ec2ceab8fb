import type { ReactNode } from "react";
import { Link } from "react-router";
import { useTranslation } from "~/lib/translations";
import { Hammer } from "lucide-react";
import { PageHeader } from "./ui/page-header";
import { EmptyState } from "./ui/empty-state";

/** The frame of a page whose content is still to come: its header, then an honest notice. */
export function PageFrame({ pageKey, children }: { pageKey: string; children?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader
        title={t(`pages.${pageKey}.title`)}
        description={t(`pages.${pageKey}.description`)}
        breadcrumbs={[{ label: t("nav.home"), to: "/" }, { label: t(`pages.${pageKey}.title`) }]}
      />
      {children ?? (
        <EmptyState
          icon={Hammer}
          title={t("frame.inProgress")}
          text={t("frame.inProgressText")}
          action={<Link to="/teams" className="btn btn-primary btn-sm">{t("nav.teams")}</Link>}
        />
      )}
    </>
  );
}
