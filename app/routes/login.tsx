import { useState, type FormEvent } from "react";
import { redirect, useNavigate, useSearchParams } from "react-router";
import { useTranslation } from "~/lib/translations";
import { LogIn } from "lucide-react";
import type { Route } from "./+types/login";
import { Field } from "~/components/ui/field";
import { PageHeader } from "~/components/ui/page-header";
import { LoginSchema } from "~/forms/login.schema";
import { describeMutationError, validateForm, type FieldErrors } from "~/lib/forms";
import { pageMeta } from "~/lib/meta";
import { safeRedirect } from "~/lib/safe-redirect";
import { trpc, withTrpc } from "~/lib/trpc";
import { setSignedInUser } from "~/lib/signed-in";
import type { TranslatedHandle } from "~/lib/language";

export const meta = pageMeta("login");

export const handle: TranslatedHandle = { i18n: ["admin"] };

/** Someone already signed in goes straight on to where they were headed. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { user } = await context.trpc.auth.me();
  if (user) throw redirect(safeRedirect(new URL(request.url).searchParams.get("redirectTo")));
  return null;
}

function LoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const login = trpc.auth.login.useMutation();
  const [values, setValues] = useState({ email: "", password: "" });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const set = (name: keyof typeof values) => (e: { target: { value: string } }) => setValues((v) => ({ ...v, [name]: e.target.value }));

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    setRefusal(null);
    const result = validateForm(LoginSchema, values, t);
    if (result.errors) return setErrors(result.errors);
    setErrors({});
    try {
      const session = await login.mutateAsync(result.data);
      setSignedInUser(session.user);
      navigate(safeRedirect(params.get("redirectTo")), { replace: true });
    } catch (error) {
      const { message, fields } = describeMutationError(error, t("auth.failedText"));
      setErrors(fields);
      setRefusal(message);
      setValues((v) => ({ ...v, password: "" }));
    }
  }

  return (
    <div className="mx-auto max-w-md">
      <PageHeader title={t("pages.login.title")} description={t("auth.intro")} breadcrumbs={[{ label: t("nav.home"), to: "/" }, { label: t("pages.login.title") }]} />
      <form noValidate onSubmit={onSubmit} className="card bg-base-100 shadow-sm" data-testid="login-form">
        <div className="card-body gap-4">
          <div role="alert" aria-live="assertive">
            {refusal ? <p className="alert alert-error" data-testid="login-error">{refusal}</p> : null}
          </div>
          <Field label={t("fields.email")} error={errors.email} required>
            <input className="input input-bordered w-full" type="email" name="email" autoComplete="username" value={values.email} onChange={set("email")} />
          </Field>
          <Field label={t("fields.password")} error={errors.password} required>
            <input className="input input-bordered w-full" type="password" name="password" autoComplete="current-password" value={values.password} onChange={set("password")} />
          </Field>
          <button type="submit" className="btn btn-primary" disabled={login.isPending} data-testid="login-submit">
            <LogIn aria-hidden="true" className="size-4" /> {login.isPending ? t("auth.submitting") : t("auth.submit")}
          </button>
        </div>
      </form>
    </div>
  );
}

// Its components call tRPC hooks: they need the provider the root does without (decision 006).
export default withTrpc(LoginPage);
