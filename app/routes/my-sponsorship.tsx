import { redirect } from "react-router";
import type { Route } from "./+types/my-sponsorship";
import { useTranslation } from "~/lib/translations";
import { PageHeader } from "~/components/ui/page-header";
import { pageMeta } from "~/lib/meta";
import type { TranslatedHandle } from "@shared/i18n/language";

export const meta = pageMeta("mySponsorship");

/** A sponsor's read-only view: its sponsorships, where they show on jerseys, and its inquiries. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const session = await context.trpc.auth.me();
  if (!session.user) {
    const url = new URL(request.url);
    throw redirect(`/login?redirectTo=${encodeURIComponent(url.pathname + url.search)}`);
  }
  return context.trpc.sponsors.mine();
}

export const handle: TranslatedHandle = { i18n: ["sponsors", "jerseys"] };

export default function MySponsorshipPage({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation();
  const { sponsors, placements, inquiries } = loaderData;
  const day = new Intl.DateTimeFormat(i18n.language, { dateStyle: "medium" });
  const sponsorName = new Map(sponsors.map((s) => [s.id, s.name]));
  return (
    <>
      <PageHeader
        title={t("pages.mySponsorship.title")}
        description={t("pages.mySponsorship.description")}
        breadcrumbs={[{ label: t("nav.home"), to: "/" }, { label: t("pages.mySponsorship.title") }]}
      />
      <div className="grid gap-6 lg:grid-cols-2">
        <section className="card bg-base-100 shadow" aria-labelledby="my-sponsors">
          <div className="card-body gap-3">
            <h2 id="my-sponsors" className="card-title">
              {t("mySponsorship.sponsors")}
            </h2>
            {sponsors.length ? (
              <ul className="space-y-1" data-testid="my-sponsors">
                {sponsors.map((s) => (
                  <li key={s.id}>
                    <span className="font-medium">{s.name}</span> · {t(`sponsors.tiers.${s.tier}.name`, { defaultValue: s.tier })}{" "}
                    · {t(s.isActive ? "mySponsorship.listed" : "mySponsorship.notListed")}
                  </li>
                ))}
              </ul>
            ) : (
              <p className="text-sm text-base-content/80">{t("mySponsorship.noSponsor")}</p>
            )}
            <h3 className="font-semibold">{t("mySponsorship.placements")}</h3>
            {placements.length ? (
              <ul className="space-y-1" data-testid="my-placements">
                {placements.map((p) => (
                  <li key={p.id}>
                    {t("mySponsorship.placement", {
                      sponsor: sponsorName.get(p.sponsorId) ?? "",
                      zone: t(`jerseys.zones.${p.zone}`, { defaultValue: p.zone }),
                      design: p.designName,
                      team: p.teamName,
                    })}
                  </li>
                ))}
              </ul>
            ) : (
              <p className="text-sm text-base-content/80">{t("mySponsorship.noPlacements")}</p>
            )}
          </div>
        </section>
        <section className="card bg-base-100 shadow" aria-labelledby="my-inquiries">
          <div className="card-body gap-3">
            <h2 id="my-inquiries" className="card-title">
              {t("mySponsorship.inquiries")}
            </h2>
            {inquiries.length ? (
              <ul className="space-y-1" data-testid="my-inquiries">
                {inquiries.map((q) => (
                  <li key={q.id}>
                    {t("mySponsorship.inquiry", { company: q.companyName, when: day.format(new Date(q.createdAt)) })}{" "}
                    <span className={`badge ${q.state === "sponsor" ? "badge-success" : "badge-neutral"}`}>
                      {t(`mySponsorship.states.${q.state}`)}
                    </span>
                  </li>
                ))}
              </ul>
            ) : (
              <p className="text-sm text-base-content/80">{t("mySponsorship.noInquiries")}</p>
            )}
          </div>
        </section>
      </div>
    </>
  );
}
