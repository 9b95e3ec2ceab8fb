import { Link } from "react-router";
import { useTranslation } from "~/lib/translations";

/** The 404 page; a route can say what was not found and where to look instead. */
export function NotFound({ title, text, link }: { title?: string; text?: string; link?: { to: string; label: string } } = {}) {
  const { t } = useTranslation();
  return (
    <section className="space-y-4 py-16 text-center" data-testid="not-found">
      <h1 className="text-4xl font-bold">{title ?? t("notFound.title")}</h1>
      <p className="text-base-content/80">{text ?? t("notFound.text")}</p>
      <div className="flex flex-wrap justify-center gap-2">
        {link ? (
          <Link to={link.to} className="btn btn-primary">
            {link.label}
          </Link>
        ) : null}
        <Link to="/" className={link ? "btn btn-outline" : "btn btn-primary"}>
          {t("notFound.home")}
        </Link>
      </div>
    </section>
  );
}
