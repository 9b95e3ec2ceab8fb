import { Link } from "react-router";
import { useTranslation } from "~/lib/translations";
import { FOOTER_LINKS } from "~/lib/navigation";
import { FooterForms } from "~/components/forms/footer-forms";
import { yearAt } from "@shared/clock";
import { useServerNow } from "~/lib/use-server-now";

export function Footer() {
  const { t } = useTranslation();
  const year = yearAt(useServerNow());
  return (
    <footer className="mt-12 border-t border-base-300 bg-base-100 px-6 py-8" data-testid="footer">
      <div className="mx-auto flex max-w-6xl flex-col gap-6 md:flex-row md:justify-between">
        <div className="max-w-sm space-y-2">
          <p className="text-lg font-extrabold">{t("brand.name")}</p>
          <p className="text-sm text-base-content/80">{t("footer.about")}</p>
          <Link to="/register" className="btn btn-primary btn-sm">
            {t("footer.joinTournament")}
          </Link>
        </div>
        <nav aria-label={t("footer.explore")}>
          <h2 className="mb-2 font-semibold">{t("footer.explore")}</h2>
          <ul className="grid grid-cols-2 gap-x-8 gap-y-1 text-sm sm:grid-cols-3">
            {FOOTER_LINKS.map((l) => (
              <li key={l.to}>
                <Link to={l.to} className="link link-hover inline-block py-1">
                  {t(l.labelKey)}
                </Link>
              </li>
            ))}
            <li>
              <a href="/api/docs" className="link link-hover inline-block py-1">
                {t("footer.apiDocs")}
              </a>
            </li>
          </ul>
        </nav>
        <FooterForms />
      </div>
      <p className="mt-8 text-center text-sm text-base-content/80">{t("footer.copyright", { year })}</p>
    </footer>
  );
}
