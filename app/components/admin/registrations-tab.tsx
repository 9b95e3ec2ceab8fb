import { useState } from "react";
import { useRevalidator } from "react-router";
import { useTranslation } from "react-i18next";
import { useToast } from "~/components/ui/toast";
import { describeMutationError } from "~/lib/forms";
import { trpc } from "~/lib/trpc";
import { Check, X } from "lucide-react";
import { REGISTRATION_KINDS } from "~/forms/review.schema";
import { formatDateTime } from "~/lib/format";
import { ReviewDialog, type ReviewRequest } from "./review-dialog";
import { StatusBadge } from "./status-badge";
import type { AdminDashboard, RegistrationItem } from "./types";

/**
 * Spec §2: the first five player and staff registrations with their status — here every kind, each
 * with approve and reject; then sponsor inquiries and company registrations.
 */
export function RegistrationsTab({ dashboard }: { dashboard: AdminDashboard }) {
  const { t, i18n } = useTranslation();
  const [review, setReview] = useState<ReviewRequest | null>(null);
  const date = (d: Date | string) => formatDateTime(i18n.language, d);

  return (
    <div className="space-y-8">
      {REGISTRATION_KINDS.map((kind) => {
        const panel = dashboard.registrations[kind];
        const headingId = `admin-registrations-${kind}`;
        return (
          <section key={kind} aria-labelledby={headingId} className="space-y-3" data-testid={`registrations-${kind}`}>
            <div className="flex flex-wrap items-baseline justify-between gap-2">
              <h2 id={headingId} className="text-xl font-bold">{t(`admin.registrations.${kind}`)}</h2>
              <p className="text-sm text-base-content/80">{t("admin.registrations.showing", { shown: panel.items.length, total: panel.total, pending: panel.pending })}</p>
            </div>
            {panel.items.length === 0 ? (
              <p className="rounded-box bg-base-100 p-4 text-sm text-base-content/80">{t("admin.registrations.empty")}</p>
            ) : (
              <ul className="space-y-2">
                {panel.items.map((r) => (
                  <RegistrationRow key={r.id} registration={r} date={date} onReview={(decision) => setReview({ registration: r, decision })} />
                ))}
              </ul>
            )}
          </section>
        );
      })}

      <section aria-labelledby="admin-inquiries" className="space-y-3">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 id="admin-inquiries" className="text-xl font-bold">{t("admin.registrations.inquiries")}</h2>
          <p className="text-sm text-base-content/80">{t("admin.registrations.count", { shown: dashboard.inquiries.items.length, total: dashboard.inquiries.total })}</p>
        </div>
        {dashboard.inquiries.items.length === 0 ? (
          <p className="rounded-box bg-base-100 p-4 text-sm text-base-content/80">{t("admin.registrations.noInquiries")}</p>
        ) : (
          <ul className="space-y-2">
            {dashboard.inquiries.items.map((i) => (
              <li key={i.id} className="rounded-box bg-base-100 p-4 shadow-sm">
                <p className="font-semibold">{i.companyName} <span className="badge badge-outline ml-1">{i.sponsorshipTier}</span></p>
                <p className="text-sm">{i.contactName} · <a className="link" href={`mailto:${i.email}`}>{i.email}</a></p>
                <p className="mt-1 line-clamp-2 text-sm text-base-content/80">{i.message}</p>
                <p className="text-xs text-base-content/80">{date(i.createdAt)}</p>
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="admin-companies" className="space-y-3">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 id="admin-companies" className="text-xl font-bold">{t("admin.registrations.companies")}</h2>
          <p className="text-sm text-base-content/80">{t("admin.registrations.count", { shown: dashboard.companies.items.length, total: dashboard.companies.total })}</p>
        </div>
        {dashboard.companies.items.length === 0 ? (
          <p className="rounded-box bg-base-100 p-4 text-sm text-base-content/80">{t("admin.registrations.noCompanies")}</p>
        ) : (
          <ul className="space-y-2">
            {dashboard.companies.items.map((c) => (
              <li key={c.id} className="rounded-box bg-base-100 p-4 shadow-sm">
                <p className="font-semibold">{c.name}</p>
                <p className="text-sm">
                  {t(`admin.registrations.companyType.${c.companyType}`, { defaultValue: c.companyType })} · {c.tier} · {c.country}
                  {c.industry ? ` · ${c.industry}` : ""}{c.canCompete ? ` · ${t("admin.registrations.canCompete")}` : ""}
                </p>
                <p className="text-sm"><a className="link" href={`mailto:${c.contactEmail}`}>{c.contactEmail}</a> · <span className="text-base-content/80">{date(c.createdAt)}</span></p>
                <CompanyListing id={c.id} name={c.name} isActive={c.isActive} />
              </li>
            ))}
          </ul>
        )}
      </section>

      <ReviewDialog request={review} onClose={() => setReview(null)} />
    </div>
  );
}

function RegistrationRow({ registration: r, date, onReview }: {
  registration: RegistrationItem; date: (d: Date | string) => string; onReview: (decision: "approved" | "rejected") => void;
}) {
  const { t } = useTranslation();
  const name = `${r.firstName} ${r.lastName}`.trim() || r.email;
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 rounded-box bg-base-100 p-4 shadow-sm" data-testid="registration-row" data-status={r.status}>
      <div className="min-w-0 space-y-1">
        <p className="flex flex-wrap items-center gap-2 font-semibold">{name} <StatusBadge status={r.status} kind="registration" /></p>
        <p className="text-sm"><a className="link" href={`mailto:${r.email}`}>{r.email}</a>{r.detail ? ` · ${r.detail}` : ""}</p>
        <p className="text-xs text-base-content/80">
          {t("admin.registrations.submitted", { date: date(r.submittedAt) })}
          {r.reviewedAt ? ` · ${t("admin.registrations.reviewed", { date: date(r.reviewedAt) })}` : ""}
        </p>
        {r.reviewNotes ? <p className="text-sm italic">{t("admin.registrations.note", { note: r.reviewNotes })}</p> : null}
      </div>
      <div className="flex gap-2">
        {r.status !== "approved" ? (
          <button type="button" className="btn btn-success btn-sm" onClick={() => onReview("approved")} aria-label={t("admin.registrations.approveFor", { name })}>
            <Check aria-hidden="true" className="size-4" /> {t("admin.review.approve")}
          </button>
        ) : null}
        {r.status !== "rejected" ? (
          <button type="button" className="btn btn-outline btn-error btn-sm" onClick={() => onReview("rejected")} aria-label={t("admin.registrations.rejectFor", { name })}>
            <X aria-hidden="true" className="size-4" /> {t("admin.review.reject")}
          </button>
        ) : null}
      </div>
    </li>
  );
}

/** Approve (list publicly) or unlist a registered company. */
function CompanyListing({ id, name, isActive }: { id: string; name: string; isActive: boolean }) {
  const { t } = useTranslation();
  const { toast } = useToast();
  const revalidator = useRevalidator();
  const setListed = trpc.admin.setCompanyListed.useMutation();
  async function toggle() {
    try {
      await setListed.mutateAsync({ id, isActive: !isActive });
      toast({ title: t("admin.registrations.companyUpdated"), variant: "success" });
      revalidator.revalidate();
    } catch (error) {
      toast({ title: t("admin.registrations.companyUpdateFailed"), description: describeMutationError(error, t("admin.registrations.companyUpdateFailed")).message, variant: "destructive" });
    }
  }
  return (
    <div className="mt-2 flex flex-wrap items-center gap-2">
      <span className={`badge ${isActive ? "badge-success" : "badge-warning"}`}>{isActive ? t("admin.registrations.companyListed") : t("admin.registrations.companyPending")}</span>
      <button type="button" className="btn btn-outline btn-sm" disabled={setListed.isPending} onClick={toggle} aria-label={`${isActive ? t("admin.registrations.unlist") : t("admin.registrations.list")}: ${name}`}>
        {isActive ? t("admin.registrations.unlist") : t("admin.registrations.list")}
      </button>
    </div>
  );
}
