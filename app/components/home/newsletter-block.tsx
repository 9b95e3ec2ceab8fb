import { useEffect, useState, type FormEvent } from "react";
import { useFetcher } from "react-router";
import { useTranslation } from "~/lib/translations";
import { Mail } from "lucide-react";
import { useToast } from "~/components/ui/toast";
import { VISITOR_FORM_PATHS } from "~/components/forms/visitor-paths";
import { isFormResult, type FormResult } from "~/lib/form-result";

/**
 * Newsletter sign-up on the home page (spec §4/§8): idle → submitting (field and button disabled) →
 * success (field cleared) or error; a 409 is read as "already subscribed". It posts to the newsletter
 * page's action like the footer's form: without JavaScript the browser lands on /newsletter,
 * which shows the answer; with it, a fetcher posts the same fields and the block shows it. Not on
 * Conform on purpose: the home page's first download carries no form library or schema for this one
 * field (e2e/page-weight.spec.ts); a plain check of the address runs first, the action's parse decides.
 */
export function NewsletterBlock() {
  const { t } = useTranslation();
  const { toast } = useToast();
  const fetcher = useFetcher<FormResult>();
  const [email, setEmail] = useState("");
  const [error, setError] = useState<string | null>(null);
  const busy = fetcher.state !== "idle";

  useEffect(() => {
    const answer = fetcher.data;
    if (fetcher.state !== "idle" || !isFormResult(answer)) return;
    if (answer.ok) {
      setEmail("");
      setError(null);
      toast({ title: t("newsletter.success"), description: t("newsletter.thanks"), variant: "success" });
      return;
    }
    const message =
      answer.status === 409
        ? t("newsletter.alreadySubscribed")
        : answer.status === 400
          ? t("newsletter.pleaseEnterValidEmail")
          : answer.status === 429
            ? answer.message
            : t("newsletter.failed");
    setError(message);
    toast({ title: t("newsletter.subscriptionFailed"), description: message, variant: "destructive" });
  }, [fetcher.state, fetcher.data, t, toast]);

  function onSubmit(e: FormEvent) {
    e.preventDefault();
    const value = email.trim();
    if (!value || !value.includes("@")) {
      setError(t("newsletter.pleaseEnterValidEmail"));
      toast({ title: t("newsletter.invalidEmail"), description: t("newsletter.pleaseEnterValidEmail"), variant: "destructive" });
      return;
    }
    setError(null);
    void fetcher.submit({ intent: "newsletter", email: value }, { method: "post", action: VISITOR_FORM_PATHS.newsletter });
  }

  return (
    <section aria-labelledby="newsletter-title" className="card bg-base-100 shadow" data-testid="newsletter">
      <fetcher.Form
        method="post"
        action={VISITOR_FORM_PATHS.newsletter}
        noValidate
        onSubmit={onSubmit}
        className="card-body gap-4 md:flex-row md:items-end"
      >
        <input type="hidden" name="intent" value="newsletter" />
        <div className="flex-1 space-y-1">
          <h2 id="newsletter-title" className="card-title">
            <Mail aria-hidden="true" className="size-5" /> {t("newsletter.title")}
          </h2>
          <p className="text-base-content/80">{t("newsletter.text")}</p>
        </div>
        <div className="flex flex-1 flex-col gap-1">
          <label htmlFor="newsletter-email" className="text-sm font-medium">
            {t("newsletter.email")}
          </label>
          <div className="flex gap-2">
            <input
              id="newsletter-email"
              name="email"
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
            <button type="submit" className="btn btn-primary" disabled={busy}>
              {busy ? t("newsletter.subscribing") : t("newsletter.subscribe")}
            </button>
          </div>
          {error ? (
            <p id="newsletter-error" className="text-sm text-error" data-testid="newsletter-error">
              {error}
            </p>
          ) : null}
        </div>
      </fetcher.Form>
    </section>
  );
}
