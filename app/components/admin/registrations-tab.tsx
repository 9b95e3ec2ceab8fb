import { useState, type ReactNode } from "react";
import { useTranslation } from "~/lib/translations";
import { useToast } from "~/components/ui/toast";
import { REGISTRATION_PATHS, type RegistrationPath } from "@shared/forms/review.schema";
import { TabList, tabPanelProps } from "~/components/ui/tabs";
import { formatDateTime } from "@shared/format";
import { RegistrationTable } from "./registration-table";
import { IntentForm, useIntent } from "~/components/forms/use-intent";
import { countryName } from "@shared/country-regions";
import type { AdminDashboard, AdminTeam } from "./types";

/**
 * Every kind's registrations as its own paged, searchable table (one kind at a time); then sponsor
 * inquiries and company registrations.
 */
export function RegistrationsTab({ dashboard, teams }: { dashboard: AdminDashboard; teams: AdminTeam[] }) {
  const { t, i18n } = useTranslation();
  const [kind, setKind] = useState<RegistrationPath>("players");
  const date = (d: Date | string) => formatDateTime(i18n.language, d);

  return (
    <div className="space-y-8">
      <section aria-labelledby="admin-registrations-heading" className="space-y-3">
        <h2 id="admin-registrations-heading" className="text-xl font-bold">
          {t("admin.tabs.registrations")}
        </h2>
        <TabList
          idPrefix="admin-registrations"
          label={t("admin.table.kindsLabel")}
          active={kind}
          onChange={setKind}
          items={REGISTRATION_PATHS.map((k) => {
            const pending = dashboard.registrations[k].pending;
            return {
              key: k,
              label: t(`admin.table.kindTabs.${k}`),
              badge:
                pending > 0 ? (
                  <>
                    <span aria-hidden="true" className="badge badge-warning badge-sm">
                      {pending}
                    </span>
                    <span className="sr-only">{t("admin.tabs.pending", { count: pending })}</span>
                  </>
                ) : undefined,
            };
          })}
        />
        <div {...tabPanelProps("admin-registrations", kind)} className="focus-visible:outline-2 focus-visible:outline-primary">
          <RegistrationTable key={kind} kind={kind} teams={teams} />
        </div>
      </section>

      <Listing
        id="admin-inquiries"
        title={t("admin.registrations.inquiries")}
        listing={dashboard.inquiries}
        empty={t("admin.registrations.noInquiries")}
      >
        {(i) => (
          <>
            <p className="font-semibold">
              {i.companyName}{" "}
              <span className="badge badge-outline ml-1">
                {t(`sponsors.tiers.${i.sponsorshipTier}.name`, { defaultValue: i.sponsorshipTier })}
              </span>
            </p>
            <p className="text-sm">
              {i.contactName} ·{" "}
              <a className="link" href={`mailto:${i.email}`}>
                {i.email}
              </a>
            </p>
            <p className="mt-1 line-clamp-2 text-sm text-base-content/80">{i.message}</p>
            <p className="text-xs text-base-content/80">{date(i.createdAt)}</p>
          </>
        )}
      </Listing>

      <Listing
        id="admin-companies"
        title={t("admin.registrations.companies")}
        listing={dashboard.companies}
        empty={t("admin.registrations.noCompanies")}
      >
        {(c) => (
          <>
            <p className="font-semibold">{c.name}</p>
            <p className="text-sm">
              {/* Codes are shown through their labels (docs/decisions/011). */}
              {t(`admin.registrations.companyType.${c.companyType}`, { defaultValue: c.companyType })} ·{" "}
              {t(`sponsors.tiers.${c.tier}.name`, { defaultValue: c.tier })} · {countryName(c.country, i18n.language)}
              {c.industry ? ` · ${t(`companies.industries.${c.industry}`, { defaultValue: c.industry })}` : ""}
              {c.canCompete ? ` · ${t("admin.registrations.canCompete")}` : ""}
            </p>
            <p className="text-sm">
              <a className="link" href={`mailto:${c.contactEmail}`}>
                {c.contactEmail}
              </a>{" "}
              · <span className="text-base-content/80">{date(c.createdAt)}</span>
            </p>
            <CompanyListing id={c.id} name={c.name} isActive={c.isActive} />
          </>
        )}
      </Listing>
    </div>
  );
}

/** A dashboard list (the newest few of `total`) under its heading, or what to say when it is empty. */
function Listing<T extends { id: string }>({
  id,
  title,
  listing,
  empty,
  children: item,
}: {
  id: string;
  title: string;
  listing: { items: T[]; total: number };
  empty: string;
  children: (item: T) => ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby={id} className="space-y-3">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={id} className="text-xl font-bold">
          {title}
        </h2>
        <p className="text-sm text-base-content/80">
          {t("admin.registrations.count", { shown: listing.items.length, total: listing.total })}
        </p>
      </div>
      {listing.items.length === 0 ? (
        <p className="rounded-box bg-base-100 p-4 text-sm text-base-content/80">{empty}</p>
      ) : (
        <ul className="space-y-2">
          {listing.items.map((x) => (
            <li key={x.id} className="rounded-box bg-base-100 p-4 shadow-sm">
              {item(x)}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** Approve (list publicly) or unlist a registered company. */
function CompanyListing({ id, name, isActive }: { id: string; name: string; isActive: boolean }) {
  const { t } = useTranslation();
  const { toast } = useToast();
  // A post to /admin (a plain one comes back to this tab); the page's data reloads after it.
  const setListed = useIntent<{ id: string; isActive: boolean }>({
    action: "/admin?tab=registrations",
    intent: "setCompanyListed",
    onSuccess: () => toast({ title: t("admin.registrations.companyUpdated"), variant: "success" }),
    failureToast: { title: t("admin.registrations.companyUpdateFailed") },
  });
  return (
    <div className="mt-2 flex flex-wrap items-center gap-2">
      <span className={`badge ${isActive ? "badge-success" : "badge-warning"}`}>
        {isActive ? t("admin.registrations.companyListed") : t("admin.registrations.companyPending")}
      </span>
      <IntentForm call={setListed} input={{ id, isActive: !isActive }}>
        <button
          type="submit"
          className="btn btn-outline btn-sm"
          disabled={setListed.busy}
          aria-label={`${isActive ? t("admin.registrations.unlist") : t("admin.registrations.list")}: ${name}`}
        >
          {isActive ? t("admin.registrations.unlist") : t("admin.registrations.list")}
        </button>
      </IntentForm>
    </div>
  );
}
