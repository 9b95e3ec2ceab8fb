import { useState, type FormEvent } from "react";
import { useTranslation } from "~/lib/translations";
import { Mail } from "lucide-react";
import { useToast } from "~/components/ui/toast";
import { restJson } from "~/lib/rest";

/**
 * Newsletter sign-up (spec §4/§8): idle → submitting (field and button disabled) → success (field
 * cleared) or error; a 409 is read as "already subscribed".
 */
export function NewsletterBlock() {
  const { t } = useTranslation();
  const { toast } = useToast();
  const [email, setEmail] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    const value = email.trim();
    if (!value || !value.includes("@")) {
      setError(t("newsletter.pleaseEnterValidEmail"));
      toast({ title: t("newsletter.invalidEmail"), description: t("newsletter.pleaseEnterValidEmail"), variant: "destructive" });
      return;
    }
    setError(null);
    setBusy(true);
    // The spec's call: POST /api/newsletter/subscribe; a 409 means already subscribed.
    const res = await restJson("POST", "/api/newsletter/subscribe", { email: value }).catch(() => null);
    setBusy(false);
    if (res?.ok) {
      setEmail("");
      toast({ title: t("newsletter.success"), description: t("newsletter.thanks"), variant: "success" });
      return;
    }
    const message = res?.status === 409 ? t("newsletter.alreadySubscribed") : res?.status === 400 ? t("newsletter.pleaseEnterValidEmail") : t("newsletter.failed");
    setError(message);
    toast({ title: t("newsletter.subscriptionFailed"), description: message, variant: "destructive" });
  }

  return (
    <section aria-labelledby="newsletter-title" className="card bg-base-100 shadow" data-testid="newsletter">
      <form noValidate onSubmit={onSubmit} className="card-body gap-4 md:flex-row md:items-end">
        <div className="flex-1 space-y-1">
          <h2 id="newsletter-title" className="card-title"><Mail aria-hidden="true" className="size-5" /> {t("newsletter.title")}</h2>
          <p className="text-base-content/80">{t("newsletter.text")}</p>
        </div>
        <div className="flex flex-1 flex-col gap-1">
          <label htmlFor="newsletter-email" className="text-sm font-medium">{t("newsletter.email")}</label>
          <div className="flex gap-2">
            <input
              id="newsletter-email"
              type="email"
              autoComplete="email"
              className="input input-bordered flex-1"
              placeholder={t("newsletter.placeholder")}
              value={email}
              onChange={(e) => setEmail(e.target.value)}
              disabled={busy}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? "newsletter-error" : undefined}
            />
            <button type="submit" className="btn btn-primary" disabled={busy}>{busy ? t("newsletter.subscribing") : t("newsletter.subscribe")}</button>
          </div>
          {error ? <p id="newsletter-error" className="text-sm text-error" data-testid="newsletter-error">{error}</p> : null}
        </div>
      </form>
    </section>
  );
}
