import { useState } from "react";
import { useTranslation } from "~/lib/translations";
import { useToast } from "~/components/ui/toast";
import { failureText, postForm } from "~/components/forms/submit";
import type { CreateUserInput } from "~/forms/registrant.schema";
import type { FieldErrors } from "~/lib/forms";
import { trpc } from "~/lib/trpc";
import { REGISTRATION_PATH, type RegistrationKind } from "~/forms/registration-kind";


/**
 * The spec's two calls from the browser — `POST /api/users`, then `POST /api/registrations/<kind>` with
 * the new id — so partners' REST paths stay the ones the site uses. The server makes the pair safe (a
 * failed second step removes the account of the first). Toasts are the spec's; the admin lists refresh.
 */
export function useRegistration(kind: RegistrationKind) {
  const { t, i18n } = useTranslation();
  const { toast } = useToast();
  const utils = trpc.useUtils();
  const [busy, setBusy] = useState(false);

  async function register(user: CreateUserInput, registration: Record<string, unknown>): Promise<{ ok: true } | { ok: false; fields?: FieldErrors }> {
    setBusy(true);
    try {
      const account = await postForm<{ id: string }>("/api/users", user, i18n.language);
      if (!account.ok) {
        toast({ title: t("registrations.failedTitle"), description: failureText(account, t("registrations.accountFailed")), variant: "destructive" });
        return { ok: false, fields: account.fields };
      }
      const result = await postForm(`/api/registrations/${REGISTRATION_PATH[kind]}`, { ...registration, userId: account.data.id }, i18n.language);
      if (!result.ok) {
        toast({ title: t("registrations.failedTitle"), description: failureText(result, t("registrations.failed")), variant: "destructive" });
        return { ok: false, fields: result.fields };
      }
      toast({ title: t("registrations.successTitle"), description: t("registrations.success", { role: t(`registrations.roleNames.${kind}`) }), variant: "success" });
      const lists = { player: utils.registrations.players, staff: utils.registrations.staff, sponsor: utils.registrations.sponsors, franchise: utils.registrations.franchises };
      await lists[kind].invalidate();
      return { ok: true };
    } finally {
      setBusy(false);
    }
  }

  return { busy, register };
}
