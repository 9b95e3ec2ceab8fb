import { useEffect, useRef, type ReactNode } from "react";
import { useSearchParams, type ShouldRevalidateFunctionArgs } from "react-router";
import { useTranslation } from "~/lib/translations";
import { ArrowLeft } from "lucide-react";
import type { Route } from "./+types/register";
import { PageHeader } from "~/components/ui/page-header";
import { RoleSelection } from "~/components/registrations/role-selection";
import { PlayerRegistrationForm } from "~/components/registrations/player-registration-form";
import { StaffRegistrationForm } from "~/components/registrations/staff-registration-form";
import { SponsorRegistrationForm } from "~/components/registrations/sponsor-registration-form";
import { FranchiseRegistrationForm } from "~/components/registrations/franchise-registration-form";
import { APPLY_INTENT, REGISTRATION_KINDS, type RegistrationKind } from "@shared/forms/registration-kind";
import { PlayerRegistrationFormSchema } from "@shared/forms/player-registration.schema";
import { StaffRegistrationFormSchema } from "@shared/forms/staff-registration.schema";
import { SponsorRegistrationFormSchema } from "@shared/forms/sponsor-registration.schema";
import { FranchiseRegistrationFormSchema } from "@shared/forms/franchise-registration.schema";
import { formAction, intent } from "~/lib/form-action.server";
import { pageMeta } from "~/lib/meta";
import { withTrpc } from "~/lib/trpc";
import type { TranslatedHandle } from "@shared/i18n/language";
import { keepDataAfterRefusal } from "~/lib/form-result";

export const meta = pageMeta("register");

export const handle: TranslatedHandle = { i18n: ["registrations"] };

export async function loader({ context }: Route.LoaderArgs) {
  // The player form picks a team: the list arrives with the page.
  return { teams: (await context.trpc.teams.list()).map((t) => ({ id: t.id, name: t.name })) };
}

/**
 * Each registration form posts here (intent per kind): one procedure files the person and the
 * registration in one transaction. The forms on /teams and /staff post here too.
 */
export const action = formAction({
  [APPLY_INTENT.player]: intent(PlayerRegistrationFormSchema, (trpc, input) => trpc.registrations.applyPlayer(input)),
  [APPLY_INTENT.staff]: intent(StaffRegistrationFormSchema, (trpc, input) => trpc.registrations.applyStaff(input)),
  [APPLY_INTENT.sponsor]: intent(SponsorRegistrationFormSchema, (trpc, input) => trpc.registrations.applySponsor(input)),
  [APPLY_INTENT.franchise]: intent(FranchiseRegistrationFormSchema, (trpc, input) => trpc.registrations.applyFranchise(input)),
});

/** Choosing a role only changes ?role=: the teams need not be loaded again. */
export function shouldRevalidate(args: ShouldRevalidateFunctionArgs) {
  const { currentUrl, nextUrl } = args;
  if (currentUrl.pathname === nextUrl.pathname && currentUrl.searchParams.get("lang") === nextUrl.searchParams.get("lang"))
    return false;
  return keepDataAfterRefusal(args);
}

/**
 * The role buttons and the back button submit `?role=` with a GET, so they work before JavaScript
 * loads; with it, they change the search params in place (focus follows, the teams are not reloaded).
 */
function RoleForm({ children }: { children: ReactNode }) {
  return (
    <form method="get" action="/register">
      {children}
    </form>
  );
}

/** Spec platform §2/§4: role selection, then the chosen role's form, with a back button to the selection. */
function RegisterPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const role = REGISTRATION_KINDS.find((k) => k === params.get("role")) ?? null;
  const choose = (kind: RegistrationKind | null) => setParams(kind ? { role: kind } : {}, { preventScrollReset: true });

  // Focus follows the switch between the selection and a form, so keyboard users are not left behind.
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    document.getElementById(role ? "registration-form-title" : "choose-role")?.focus();
  }, [role]);

  return (
    <>
      <PageHeader
        kicker={t("registrations.kicker")}
        title={t("registrations.title")}
        description={t("registrations.description")}
        breadcrumbs={[{ label: t("nav.home"), to: "/" }, { label: t("pages.register.title") }]}
      />
      {role ? (
        <section aria-labelledby="registration-form-title" className="space-y-6">
          <RoleForm>
            <button
              type="submit"
              className="btn btn-ghost btn-sm"
              onClick={(e) => {
                e.preventDefault();
                choose(null);
              }}
            >
              <ArrowLeft aria-hidden="true" className="size-4" /> {t("registrations.backToRoles")}
            </button>
          </RoleForm>
          <div className="space-y-1">
            <h2 id="registration-form-title" tabIndex={-1} className="text-2xl font-bold outline-none">
              {t(`registrations.forms.${role}.title`)}
            </h2>
            <p className="text-base-content/80">{t(`registrations.forms.${role}.text`)}</p>
          </div>
          <div className="card bg-base-100 shadow">
            <div className="card-body">
              {role === "player" ? <PlayerRegistrationForm teams={loaderData.teams} /> : null}
              {role === "staff" ? <StaffRegistrationForm /> : null}
              {role === "sponsor" ? <SponsorRegistrationForm /> : null}
              {role === "franchise" ? <FranchiseRegistrationForm /> : null}
            </div>
          </div>
        </section>
      ) : (
        <RoleForm>
          <RoleSelection onChoose={choose} />
        </RoleForm>
      )}
    </>
  );
}

// Its components call tRPC hooks: they need the provider the root does without (decision 006).
export default withTrpc(RegisterPage);
