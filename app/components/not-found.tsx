import { Link } from "react-router";
import { useTranslation } from "~/lib/translations";

export function NotFound() {
  const { t } = useTranslation();
  return (
    <section className="space-y-4 py-16 text-center" data-testid="not-found">
      <h1 className="text-4xl font-bold">{t("notFound.title")}</h1>
      <p className="text-base-content/80">{t("notFound.text")}</p>
      <Link to="/" className="btn btn-primary">{t("notFound.home")}</Link>
    </section>
  );
}
