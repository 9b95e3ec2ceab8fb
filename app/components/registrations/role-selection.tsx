import { Link } from "react-router";
import { useTranslation } from "~/lib/translations";
import { Briefcase, Check, Handshake, LayoutDashboard, Home, UserRound, UsersRound, type LucideIcon } from "lucide-react";
import type { RegistrationKind } from "@shared/forms/registration-kind";

/** Spec platform §1: each role's four benefits, in order. */
export const ROLE_CARDS: Array<{ kind: RegistrationKind; icon: LucideIcon; benefits: string[] }> = [
  { kind: "player", icon: UserRound, benefits: ["training", "skills", "competition", "networking"] },
  { kind: "staff", icon: UsersRound, benefits: ["leadership", "management", "mentoring", "operations"] },
  { kind: "sponsor", icon: Handshake, benefits: ["exposure", "community", "networking", "marketing"] },
  { kind: "franchise", icon: Briefcase, benefits: ["ownership", "business", "community", "revenue"] },
];

/** The registration page's four role cards and its two links; each card's button submits `role` in the page's GET form. */
export function RoleSelection({ onChoose }: { onChoose: (kind: RegistrationKind) => void }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="choose-role" className="space-y-6">
      <h2 id="choose-role" tabIndex={-1} className="text-2xl font-bold outline-none">
        {t("registrations.chooseRole")}
      </h2>
      <ul className="grid gap-4 md:grid-cols-2 2xl:grid-cols-4">
        {ROLE_CARDS.map(({ kind, icon: Icon, benefits }) => (
          <li key={kind} className="card bg-base-100 shadow" data-testid={`role-${kind}`}>
            <div className="card-body">
              <Icon aria-hidden="true" className="size-8 text-primary" />
              <h3 className="card-title">{t(`registrations.roles.${kind}.title`)}</h3>
              <p className="text-base-content/80">{t(`registrations.roles.${kind}.description`)}</p>
              <ul
                className="my-2 space-y-1 text-sm"
                aria-label={t("registrations.benefitsOf", { role: t(`registrations.roles.${kind}.title`) })}
              >
                {benefits.map((b) => (
                  <li key={b} className="flex items-center gap-2">
                    <Check aria-hidden="true" className="size-4 shrink-0 text-success" />{" "}
                    {t(`registrations.roles.${kind}.benefits.${b}`)}
                  </li>
                ))}
              </ul>
              <div className="card-actions mt-auto">
                <button
                  type="submit"
                  name="role"
                  value={kind}
                  className="btn btn-primary h-auto min-h-10 w-full py-2 leading-tight"
                  onClick={(e) => {
                    e.preventDefault();
                    onChoose(kind);
                  }}
                >
                  {t(`registrations.roles.${kind}.register`)}
                </button>
              </div>
            </div>
          </li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-3">
        <Link to="/" className="btn btn-ghost">
          <Home aria-hidden="true" className="size-4" /> {t("registrations.returnHome")}
        </Link>
        <Link to="/admin" className="btn btn-outline">
          <LayoutDashboard aria-hidden="true" className="size-4" /> {t("registrations.accessDashboard")}
        </Link>
      </div>
    </section>
  );
}
