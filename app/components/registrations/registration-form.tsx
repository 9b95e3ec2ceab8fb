import type { ReactNode } from "react";
import { useQueryClient } from "@tanstack/react-query";
import type { ZodType } from "zod";
import { useTranslation } from "~/lib/translations";
import { useToast } from "~/components/ui/toast";
import { useTRPC } from "~/lib/trpc";
import { FormStatus, Honeypot, MutationForm, SubmitButton, failureText, useMutationForm, type FormValues } from "~/components/forms/form-kit";
import { APPLY_INTENT, type RegistrationKind } from "@shared/forms/registration-kind";

/**
 * A registration form of one kind, posting to the /register route's action (one procedure: the person
 * and the registration in one transaction, routers/registrations/register.ts). With JavaScript: the
 * spec's toasts, the form resets and the admin list refreshes; without: the page shows the server's
 * field errors, or the success message in the polite status region. The action's URL keeps `?role=`,
 * so a post without JavaScript comes back to the same form; it works from any page (the /teams and
 * /staff dialogs too).
 */
export function useRegistrationForm<T extends FormValues>(kind: RegistrationKind, options: {
  initial: T;
  schema: ZodType;
  /** What the form keeps after a success (the player form keeps its team). */
  keep?: (values: T) => Partial<T>;
  onDone?: () => void;
}) {
  const { t } = useTranslation();
  const { toast } = useToast();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const lists = { player: trpc.registrations.players, staff: trpc.registrations.staff, sponsor: trpc.registrations.sponsors, franchise: trpc.registrations.franchises };
  const mutation = useMutationForm<T>({
    action: `/register?role=${kind}`,
    intent: APPLY_INTENT[kind],
    initial: options.initial,
    schema: options.schema,
    invalidate: () => queryClient.invalidateQueries(lists[kind].pathFilter()),
    failureToast: { title: t("registrations.failedTitle"), text: (failure) => failureText(failure, t("registrations.failed")) },
    onSuccess: () => {
      toast({ title: t("registrations.successTitle"), description: t("registrations.success", { role: t(`registrations.roleNames.${kind}`) }), variant: "success" });
      mutation.form.reset(options.keep?.(mutation.form.values));
      options.onDone?.();
    },
  });
  return mutation;
}

/** The form element of a registration: its fields, the honeypot, the submit button and the success status. */
export function RegistrationForm<T extends FormValues>({ kind, mutation, children }: { kind: RegistrationKind; mutation: ReturnType<typeof useRegistrationForm<T>>; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <MutationForm mutation={mutation} className="relative space-y-6" testId={`${kind}-registration-form`}>
      {children}
      <Honeypot form={mutation.form} />
      <SubmitButton busy={mutation.busy} label={t("registrations.submit")} busyLabel={t("registrations.submitting")} className="w-full sm:w-auto" />
      <FormStatus
        mutation={mutation}
        success={<><strong>{t("registrations.successTitle")}</strong> {t("registrations.success", { role: t(`registrations.roleNames.${kind}`) })}</>}
      />
    </MutationForm>
  );
}
