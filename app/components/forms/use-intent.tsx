import { useCallback, useEffect, useRef, type ReactNode } from "react";
import { useFetcher, useNavigation, useSubmit } from "react-router";
import { useTranslation } from "~/lib/translations";
import { useToast } from "~/components/ui/toast";
import { INTENT_FIELD, isFormResult, type FormFailure, type FormResult } from "~/lib/form-result";

type Scalar = string | number | boolean | null | undefined;

export type IntentOptions<I, D> = {
  /** The action that answers (a page route's path, with `?tab=` where a plain post must come back to a tab). */
  action: string;
  /** The procedure, by its name on the action's allow-list. */
  intent: string;
  /** After a success, before onSuccess: refresh what tRPC queries show (route loaders reload by themselves). */
  invalidate?: () => unknown;
  /** Once per success, with the input sent: a toast, closing a dialog. */
  onSuccess?: (data: D, input: I) => void;
  /** After a refusal, once. */
  onFailure?: (failure: FormFailure, input: I) => void;
  /** The destructive toast on a refusal (default: the server's translated reason under this title); `false` for none. */
  failureToast?: false | { title: string; text?: (failure: FormFailure) => string };
  /**
   * The action answers by sending the visitor to another page (signing out → /login): posted as a
   * navigation, which nothing can cancel — a fetcher's redirect is dropped when a revalidation (a live
   * score arriving) starts meanwhile. A refusal then shows on the page it leads to, not as a toast.
   */
  navigates?: boolean;
};

/**
 * A write that is one button, not a form (revoke a token, start a task, add to the cart, a console
 * event): the same route action and intent allow-list as `useMutationForm`, so there is one write
 * channel. `send(input)` posts `{ intent, input }` as JSON through a fetcher and resolves with the
 * action's answer (also after a refusal, which is toasted); `<IntentForm>` is the same call as a
 * real `<form method="post">` of hidden fields, so it also works before JavaScript loads.
 */
export function useIntent<I = unknown, D = unknown>(options: IntentOptions<I, D>) {
  const { t } = useTranslation();
  const { toast } = useToast();
  const fetcher = useFetcher<FormResult<string, D>>();
  const latest = useRef(options);
  latest.current = options;
  const pending = useRef<{ input: I; resolve: (answer: FormResult<string, D>) => void } | null>(null);
  const handled = useRef<unknown>(null);

  useEffect(() => {
    const answer = fetcher.data;
    if (fetcher.state !== "idle" || !answer || !isFormResult(answer) || handled.current === answer) return;
    handled.current = answer;
    const call = pending.current;
    pending.current = null;
    const { invalidate, onSuccess, onFailure, failureToast } = latest.current;
    const input = call?.input as I;
    if (answer.ok) {
      void invalidate?.();
      onSuccess?.(answer.data, input);
    } else {
      onFailure?.(answer, input);
      if (failureToast !== false) {
        const text = failureToast?.text?.(answer) ?? answer.message;
        toast({ title: failureToast?.title ?? t("forms.failedTitle"), description: text, variant: "destructive" });
      }
    }
    call?.resolve(answer);
  }, [fetcher.state, fetcher.data, t, toast]);

  const { submit } = fetcher;
  const navigate = useSubmit();
  const navigation = useNavigation();
  const send = useCallback(
    (input: I) =>
      new Promise<FormResult<string, D>>((resolve) => {
        const { action, intent, navigates } = latest.current;
        const body = { [INTENT_FIELD]: intent, input } as never;
        if (navigates) return void navigate(body, { method: "post", action, encType: "application/json" });
        pending.current = { input, resolve };
        void submit(body, { method: "post", action, encType: "application/json" });
      }),
    [submit, navigate],
  );

  const busy =
    fetcher.state !== "idle" ||
    (options.navigates === true && navigation.state !== "idle" && navigation.formAction === options.action);
  return {
    fetcher,
    send,
    busy,
    /** The input of the call under way (e.g. which row's button shows busy). */
    sending: busy ? pending.current?.input : undefined,
    action: options.action,
    intent: options.intent,
  };
}
export type IntentCall<I = unknown, D = unknown> = ReturnType<typeof useIntent<I, D>>;

/**
 * One button's form: posts the intent and the input's fields (hidden) to the action without
 * JavaScript; with it, `call.send(input)` sends the same input as JSON. `children` holds the submit button.
 */
export function IntentForm<I extends Record<string, Scalar>>({
  call,
  input,
  children,
  className,
  testId,
}: {
  call: Pick<IntentCall<I>, "action" | "intent"> & {
    fetcher: { Form: IntentCall["fetcher"]["Form"] };
    send: (input: I) => Promise<unknown>;
  };
  input: I;
  children: ReactNode;
  className?: string;
  testId?: string;
}) {
  const { fetcher, action, intent, send } = call;
  return (
    <fetcher.Form
      method="post"
      action={action}
      className={className}
      data-testid={testId}
      onSubmit={(e) => {
        e.preventDefault();
        void send(input);
      }}
    >
      <input type="hidden" name={INTENT_FIELD} value={intent} />
      {Object.entries(input).map(([name, value]) =>
        value == null ? null : <input key={name} type="hidden" name={name} value={String(value)} />,
      )}
      {children}
    </fetcher.Form>
  );
}
