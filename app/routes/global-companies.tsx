import { useState } from "react";
import { useActionData } from "react-router";
import { useTranslation } from "~/lib/translations";
import { CheckCircle2, Globe2, Handshake, Network, Trophy } from "lucide-react";
import { PageHeader } from "~/components/ui/page-header";
import { COMPANY_INTENT, CompanyRegistrationForm } from "~/components/registrations/company-registration-form";
import { CompanyRegistrationSchema } from "@shared/forms/company.schema";
import { formAction, intent } from "~/lib/form-action.server";
import { pageMeta } from "~/lib/meta";
import { withTrpc } from "~/lib/trpc";
import type { TranslatedHandle } from "@shared/i18n/language";
import { keepDataAfterRefusal } from "~/lib/form-result";

export const meta = pageMeta("globalCompanies");

export const handle: TranslatedHandle = { i18n: ["registrations", "sponsors"] };

/** A refused write changed nothing: the page keeps its data. */
export const shouldRevalidate = keepDataAfterRefusal;

/** The company form posts here (with or without JavaScript). */
export const action = formAction({
  [COMPANY_INTENT]: intent(CompanyRegistrationSchema, (trpc, input) => trpc.registrations.registerCompany(input)),
});

const BENEFITS = [
  { key: "exposure", icon: Globe2 },
  { key: "networks", icon: Network },
  { key: "participation", icon: Trophy },
  { key: "partnerships", icon: Handshake },
] as const;

/** Spec platform §2: static figures beside the form. */
const STATS = [
  { key: "countries", value: "50+" },
  { key: "industries", value: "25+" },
  { key: "reach", value: "100M+" },
] as const;

function GlobalCompaniesPage() {
  const { t } = useTranslation();
  // After a post without JavaScript the page itself opens on the complete screen.
  const posted = useActionData<typeof action>();
  const [registered, setRegistered] = useState<string | null>(posted?.ok ? posted.data.name : null);

  return (
    <>
      <PageHeader
        kicker={t("companies.kicker")}
        title={t("pages.globalCompanies.title")}
        description={t("pages.globalCompanies.description")}
        breadcrumbs={[{ label: t("nav.home"), to: "/" }, { label: t("pages.globalCompanies.title") }]}
      />
      <div className="grid gap-8 lg:grid-cols-3">
        <div className="lg:col-span-2">
          {registered ? (
            <section className="card bg-base-100 shadow" aria-labelledby="company-complete" data-testid="company-complete">
              <div className="card-body items-center text-center">
                <CheckCircle2 aria-hidden="true" className="size-14 text-success" />
                <h2 id="company-complete" tabIndex={-1} className="card-title text-2xl outline-none" ref={(el) => el?.focus()}>
                  {t("companies.completeTitle")}
                </h2>
                <p className="max-w-lg text-base-content/80">{t("companies.completeText", { company: registered })}</p>
                {/* A GET of this page: a fresh form, with or without JavaScript. */}
                <form method="get" action="/global-companies">
                  <button
                    type="submit"
                    className="btn btn-primary mt-2"
                    onClick={(e) => {
                      e.preventDefault();
                      setRegistered(null);
                    }}
                  >
                    {t("companies.registerAnother")}
                  </button>
                </form>
              </div>
            </section>
          ) : (
            <section className="card bg-base-100 shadow" aria-labelledby="company-form-title">
              <div className="card-body gap-4">
                <div>
                  <h2 id="company-form-title" className="card-title text-2xl">
                    {t("companies.formTitle")}
                  </h2>
                  <p className="text-sm text-base-content/80">{t("companies.formText")}</p>
                </div>
                <CompanyRegistrationForm onRegistered={setRegistered} />
              </div>
            </section>
          )}
        </div>
        <aside className="space-y-6" aria-label={t("companies.benefitsTitle")}>
          <section className="card bg-base-100 shadow" aria-labelledby="company-benefits">
            <div className="card-body">
              <h2 id="company-benefits" className="card-title">
                {t("companies.benefitsTitle")}
              </h2>
              <ul className="space-y-4">
                {BENEFITS.map(({ key, icon: Icon }) => (
                  <li key={key} className="flex gap-3">
                    <Icon aria-hidden="true" className="mt-1 size-6 shrink-0 text-primary" />
                    <div>
                      <h3 className="font-semibold">{t(`companies.benefits.${key}.title`)}</h3>
                      <p className="text-sm text-base-content/80">{t(`companies.benefits.${key}.text`)}</p>
                    </div>
                  </li>
                ))}
              </ul>
            </div>
          </section>
          <section className="card bg-neutral text-neutral-content shadow" aria-labelledby="company-stats">
            <div className="card-body">
              <h2 id="company-stats" className="card-title">
                {t("companies.statsTitle")}
              </h2>
              <dl className="grid grid-cols-3 gap-4 text-center">
                {STATS.map((s) => (
                  <div key={s.key} className="flex flex-col-reverse">
                    <dt className="text-xs">{t(`companies.stats.${s.key}`)}</dt>
                    <dd className="text-2xl font-extrabold">{s.value}</dd>
                  </div>
                ))}
              </dl>
            </div>
          </section>
        </aside>
      </div>
    </>
  );
}

// Its components call tRPC hooks: they need the provider the root does without (decision 006).
export default withTrpc(GlobalCompaniesPage);
