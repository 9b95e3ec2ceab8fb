import { useTranslation } from "~/lib/translations";
import { useToast } from "~/components/ui/toast";
import { describeMutationError, type FieldErrors } from "~/lib/forms";

/**
 * Shows a failed admin button (a tRPC mutation that is not a form: revoke, list a company, update team
 * stats) as a destructive toast: its spec title, and the server's reason when it
 * gave one (sign in required, admins only, conflict), so a refusal says what to do.
 */
export function useFailureToast() {
  const { t } = useTranslation();
  const { toast } = useToast();
  return (titleKey: string, error: unknown): FieldErrors => {
    const { message, fields } = describeMutationError(error, t("forms.failedText"));
    toast({ title: t(titleKey), description: message, variant: "destructive" });
    return fields;
  };
}
