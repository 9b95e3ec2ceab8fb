import type { ReactNode } from "react";
import { useQueryClient } from "@tanstack/react-query";
import type { z, ZodObject } from "zod";
import type { DefaultValue } from "@conform-to/react";
import { useTranslation } from "~/lib/translations";
import { useToast } from "~/components/ui/toast";
import { useTRPC } from "~/lib/trpc";
import { ConformForm, FormStatus, Honeypot, SubmitButton, useConformForm, type ConformHandle } from "~/components/forms/conform";
import { APPLY_INTENT, type RegistrationKind } from "@shared/forms/registration-kind";

/**
 * A registration form of one kind, posting to the /register route's action (one procedure: the person
 * and the registration in one transaction, routers/registrations/register.ts). With JavaScript: the
 * spec's toasts, the form resets and the admin list refreshes; without: the page shows the server's
 * field errors, or the success message in the polite status region. The action's URL keeps `?role=`,
 * so a post without JavaScript comes back to the same form; it works from any page (the /teams and
 * /staff dialogs too).
 */
export function useRegistrationForm<S extends ZodObject>(
  kind: RegistrationKind,
  options: {
    schema: S;
    defaultValue?: DefaultValue<z.input<S>>;
    /** After a success, once the form is reset (the player form puts its team back). */
    onSuccess?: () => void;
    onDone?: () => void;
  },
) {
  const { t } = useTranslation();
  const { toast } = useToast();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const lists = {
    player: trpc.registrations.players,
    staff: trpc.registrations.staff,
    sponsor: trpc.registrations.sponsors,
    franchise: trpc.registrations.franchises,
  };
  return useConformForm({
    action: `/register?role=${kind}`,
    intent: APPLY_INTENT[kind],
    schema: options.schema,
    defaultValue: options.defaultValue,
    invalidate: () => queryClient.invalidateQueries(lists[kind].pathFilter()),
    failureToast: t("registrations.failedTitle"),
    onSuccess: () => {
      toast({
        title: t("registrations.successTitle"),
        description: t("registrations.success", { role: t(`registrations.roleNames.${kind}`) }),
        variant: "success",
      });
      options.onSuccess?.();
      options.onDone?.();
    },
  });
}

/** The form element of a registration: its fields, the honeypot, the submit button and the success status. */
export function RegistrationForm<S extends Record<string, unknown>>({
  kind,
  mutation,
  children,
}: {
  kind: RegistrationKind;
  mutation: ConformHandle<S>;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <ConformForm
      conform={mutation}
      className="relative space-y-6"
      testId={`${kind}-registration-form`}
      failureText={t("registrations.failed")}
    >
      {children}
      <Honeypot />
      <SubmitButton
        busy={mutation.busy}
        label={t("registrations.submit")}
        busyLabel={t("registrations.submitting")}
        className="w-full sm:w-auto"
      />
      <FormStatus
        conform={mutation}
        success={
          <>
            <strong>{t("registrations.successTitle")}</strong>{" "}
            {t("registrations.success", { role: t(`registrations.roleNames.${kind}`) })}
          </>
        }
      />
    </ConformForm>
  );
}
