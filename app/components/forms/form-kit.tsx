import { useCallback, useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from "react";
import { useActionData, useFetcher } from "react-router";
import { useTranslation } from "~/lib/translations";
import type { ZodType } from "zod";
import { Field } from "~/components/ui/field";
import { useToast } from "~/components/ui/toast";
import { HONEYPOT } from "@shared/forms/common.schema";
import { formToInput } from "@shared/forms/form-data";
import { validateForm, type FieldErrors } from "~/lib/forms";
import { isFormResult, type FormFailure, type FormResult } from "~/lib/form-result";
import { INTENT_FIELD } from "~/lib/form-result";

/**
 * The pieces every visitor and registration form is built from: form state bound to inputs, labelled
 * controls (labels are the fields.* keys the server's messages use too), sections, the honeypot and the
 * submit button.
 */
type Value = string | boolean | string[];
export type FormValues = Record<string, Value>;

export function useFormState<T extends FormValues>(initial: T, shown?: { values?: Partial<T>; errors?: FieldErrors }) {
  const initialRef = useRef(initial);
  const [values, setValues] = useState<T>(() => ({ ...initial, ...shown?.values }));
  const [errors, setErrors] = useState<FieldErrors>(shown?.errors ?? {});
  const formRef = useRef<HTMLFormElement>(null);

  const set = useCallback(<K extends keyof T>(name: K, value: T[K]) => setValues((v) => ({ ...v, [name]: value })), []);
  const reset = useCallback((next?: Partial<T>) => {
    setValues({ ...initialRef.current, ...next });
    setErrors({});
  }, []);

  /** Shows errors and moves focus to the first invalid control, so keyboard and screen-reader users land on it. */
  const showErrors = useCallback((next: FieldErrors) => {
    setErrors(next);
    requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
  }, []);

  /** Client-side check with the server's schema; null when invalid (the errors are shown). */
  const validate = useCallback(<S,>(schema: ZodType<S>, data: unknown, t: Parameters<typeof validateForm>[2]): S | null => {
    const result = validateForm(schema, data, t);
    if (result.errors) {
      showErrors(result.errors);
      return null;
    }
    setErrors({});
    return result.data;
  }, [showErrors]);

  return { values, set, setValues, errors, showErrors, reset, validate, formRef };
}
export type FormState<T extends FormValues> = ReturnType<typeof useFormState<T>>;

type Common<T extends FormValues> = { form: FormState<T>; name: keyof T & string; label?: string; required?: boolean; hint?: string };

export function TextField<T extends FormValues>({ form, name, label, required, hint, type = "text", ...input }: Common<T> & {
  type?: "text" | "email" | "tel" | "url" | "number" | "password"; placeholder?: string; autoComplete?: string; inputMode?: "numeric" | "decimal" | "email" | "tel" | "url"; min?: number; max?: number; disabled?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Field label={label ?? t(`fields.${name}`)} error={form.errors[name]} required={required} hint={hint}>
      <input
        className="input input-bordered w-full"
        type={type}
        name={name}
        value={form.values[name] as string}
        onChange={(e) => form.set(name, e.target.value as T[typeof name])}
        {...input}
      />
    </Field>
  );
}

export function TextAreaField<T extends FormValues>({ form, name, label, required, hint, rows = 3 }: Common<T> & { rows?: number }) {
  const { t } = useTranslation();
  return (
    <Field label={label ?? t(`fields.${name}`)} error={form.errors[name]} required={required} hint={hint}>
      <textarea className="textarea textarea-bordered w-full" rows={rows} name={name} value={form.values[name] as string} onChange={(e) => form.set(name, e.target.value as T[typeof name])} />
    </Field>
  );
}

export type Option = { value: string; label: string };

export function SelectField<T extends FormValues>({ form, name, label, required, hint, options, placeholder, disabled, onChange }: Common<T> & {
  options: Option[]; placeholder?: string; disabled?: boolean; onChange?: (value: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <Field label={label ?? t(`fields.${name}`)} error={form.errors[name]} required={required} hint={hint}>
      <select
        className="select select-bordered w-full"
        name={name}
        value={form.values[name] as string}
        disabled={disabled}
        onChange={(e) => (onChange ? onChange(e.target.value) : form.set(name, e.target.value as T[typeof name]))}
      >
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((o) => <option key={o.value} value={o.value}>{o.label}</option>)}
      </select>
    </Field>
  );
}

/** Options from a list of codes, labelled through an i18n prefix. */
export function useOptions(values: readonly string[], prefix: string): Option[] {
  const { t } = useTranslation();
  return values.map((value) => ({ value, label: t(`${prefix}.${value}`) }));
}

export function CheckboxField<T extends FormValues>({ form, name, label, hint, required, onChange }: Common<T> & { label: string; onChange?: (checked: boolean) => void }) {
  const id = useId();
  const error = form.errors[name];
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(" ") || undefined;
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="flex min-h-6 cursor-pointer items-start gap-3">
        <input
          id={id}
          type="checkbox"
          className="checkbox checkbox-primary mt-0.5"
          name={name}
          checked={form.values[name] as boolean}
          onChange={(e) => (onChange ? onChange(e.target.checked) : form.set(name, e.target.checked as T[typeof name]))}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          aria-required={required || undefined}
        />
        <span>{label}{required ? <span className="text-error" aria-hidden="true"> *</span> : null}</span>
      </label>
      {hint ? <p id={`${id}-hint`} className="text-xs text-base-content/80">{hint}</p> : null}
      {error ? <p id={`${id}-error`} className="text-sm text-error" data-testid="field-error">{error}</p> : null}
    </div>
  );
}

/** A group of checkboxes writing a list of codes. */
export function CheckboxGroup<T extends FormValues>({ form, name, legend, options }: { form: FormState<T>; name: keyof T & string; legend: string; options: Option[] }) {
  const { t } = useTranslation();
  const selected = form.values[name] as string[];
  return (
    <fieldset className="space-y-2">
      <legend className="mb-1 text-sm font-medium">{legend} <span className="font-normal text-base-content/70">({t("common.optional")})</span></legend>
      <div className="grid gap-2 sm:grid-cols-2">
        {options.map((o) => (
          <label key={o.value} className="flex min-h-6 cursor-pointer items-center gap-3">
            <input
              type="checkbox"
              className="checkbox checkbox-sm checkbox-primary"
              name={name}
              value={o.value}
              checked={selected.includes(o.value)}
              onChange={(e) => form.set(name, (e.target.checked ? [...selected, o.value] : selected.filter((v) => v !== o.value)) as T[typeof name])}
            />
            <span>{o.label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

export function FormSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="space-y-4 rounded-box border border-base-300 p-4">
      <legend className="px-1 font-semibold">{title}</legend>
      <div className="grid gap-4 md:grid-cols-2">{children}</div>
    </fieldset>
  );
}

/**
 * The honeypot (see shared/forms/common.schema.ts): off-screen, out of the tab order and hidden from
 * assistive technology, so only bots fill it.
 */
export function Honeypot<T extends FormValues>({ form }: { form: FormState<T> }) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div aria-hidden="true" className="absolute -left-[10000px] top-auto h-px w-px overflow-hidden">
      <label htmlFor={id}>{t("visitorForms.honeypot")}</label>
      <input id={id} type="text" name={HONEYPOT} tabIndex={-1} autoComplete="off" value={(form.values[HONEYPOT] as string) ?? ""} onChange={(e) => form.set(HONEYPOT, e.target.value as T[typeof HONEYPOT])} />
    </div>
  );
}

export function SubmitButton({ busy, label, busyLabel, className = "" }: { busy: boolean; label: string; busyLabel: string; className?: string }) {
  return (
    <button type="submit" className={`btn btn-primary ${className}`} disabled={busy} aria-busy={busy || undefined}>
      {busy ? <span className="loading loading-spinner loading-sm" aria-hidden="true" /> : null}
      {busy ? busyLabel : label}
    </button>
  );
}

/** Removes "" (an untouched input or select) so optional fields are simply absent. */
export function compact(values: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(values).filter(([, v]) => v !== ""));
}

/** A form's values read as its posted fields: a list as its items, a checkbox as sent or not. */
function asFields(values: FormValues) {
  return {
    getAll: (name: string): string[] => {
      const value = values[name];
      if (Array.isArray(value)) return value;
      if (typeof value === "boolean") return value ? ["true"] : [];
      return value === undefined ? [] : [value];
    },
  };
}


/**
 * What a failed submission's toast says: the server's own words where they tell the visitor what to
 * do (sign in, not allowed, not found, a duplicate, a rate limit), else the form's failure text; bad
 * fields are named beside the fields themselves.
 */
export function failureText(result: { status: number; message?: string }, fallback: string) {
  return [401, 403, 404, 409, 429].includes(result.status) && result.message ? result.message : fallback;
}

/** A posted form's values (app/lib/form-action.server.ts sends them back) in the shape of the form's state. */
function postedValues<T extends FormValues>(initial: T, posted: Record<string, string | string[]> = {}): Partial<T> {
  const out: Record<string, Value> = {};
  for (const [name, start] of Object.entries(initial)) {
    const value = posted[name];
    if (Array.isArray(start)) out[name] = value === undefined ? [] : ([] as string[]).concat(value);
    else if (typeof start === "boolean") out[name] = value !== undefined && value !== "false";
    else if (value !== undefined) out[name] = Array.isArray(value) ? value[0] : value;
  }
  return out as Partial<T>;
}

export type MutationFormOptions<T extends FormValues, D> = {
  /** The action that answers: a page route's path (`/contact`), for a form shown on any page. */
  action: string;
  /** The procedure, by its name on the action's allow-list. */
  intent: string;
  initial: T;
  /** The procedure's input schema, checked before sending so mistakes show without a round trip. */
  schema: ZodType;
  /**
   * The input sent for the form's values. Default: what the action makes of the same form posted
   * without JavaScript (`formToInput` with the schema: numbers from number fields, no empty ones).
   */
  toInput?: (values: T) => unknown;
  /** Once per successful submission: a toast, closing the dialog, resetting the form. */
  onSuccess?: (data: D) => void;
  /** After the client check refused the values (the errors are shown and focused already). */
  onInvalid?: () => void;
  /**
   * After a success, before onSuccess: refresh what the page shows from tRPC queries (e.g.
   * `() => queryClient.invalidateQueries(trpc.admin.pathFilter())`). Route loaders need nothing:
   * React Router reloads them itself.
   */
  invalidate?: () => unknown;
  /** After a refusal, once (e.g. clearing a password). */
  onFailure?: (failure: FormFailure) => void;
  /** The field errors a refusal shows (default: the server's); e.g. a 409 shown on the field it concerns. */
  failureFields?: (failure: FormFailure) => FieldErrors;
  /** The destructive toast on a refusal; `false` for none. Default: the visitor forms' "Submission Failed". */
  failureToast?: false | { title?: string; text?: (failure: FormFailure) => string };
};

/**
 * One way to build a form that writes (issue 16): a real `<form method="post">` to a route action,
 * so it works before JavaScript loads, enhanced by React Router's fetcher once it has. Render it with
 * `<MutationForm mutation={…}>`; bind fields to `mutation.form` as with useFormState.
 * - With JavaScript: the schema checks the values first (errors shown beside the fields, focus on the
 *   first), then `{ intent, input }` goes to the action as JSON; `busy` while it runs; the server's
 *   field errors are shown, its refusal toasted, and `onSuccess(data)` called once per success.
 * - Without: the browser posts the named fields and the hidden intent; the page renders the action's
 *   answer (`useActionData`) with the errors beside the fields, or `succeeded` for a success message.
 */
export function useMutationForm<T extends FormValues, D = unknown>(options: MutationFormOptions<T, D>) {
  const { t } = useTranslation();
  const { toast } = useToast();
  const fetcher = useFetcher<FormResult<string, D>>();
  // A post without JavaScript answered by this page's own action (a footer dialog reads its layout's: none).
  const posted = useActionData() as unknown;
  const fromPage = isFormResult(posted) && posted.intent === options.intent ? (posted as FormResult<string, D>) : undefined;
  const latest = useRef(options);
  latest.current = options;
  const refusedFields = (failure: FormFailure) => latest.current.failureFields?.(failure) ?? failure.fields;
  const form = useFormState(options.initial, fromPage && !fromPage.ok ? { values: postedValues(options.initial, undefined), errors: refusedFields(fromPage) } : undefined);
  const handled = useRef<unknown>(null);
  const result = fetcher.data && isFormResult(fetcher.data) ? fetcher.data : fromPage;
  const { showErrors } = form;

  useEffect(() => {
    const answer = fetcher.data;
    if (fetcher.state !== "idle" || !answer || !isFormResult(answer) || handled.current === answer) return;
    handled.current = answer;
    const { onSuccess, onFailure, invalidate, failureToast } = latest.current;
    if (answer.ok) {
      void invalidate?.();
      onSuccess?.(answer.data);
      return;
    }
    showErrors(latest.current.failureFields?.(answer) ?? answer.fields);
    onFailure?.(answer);
    if (failureToast !== false) {
      const text = failureToast?.text?.(answer) ?? failureText(answer, t("forms.failedText"));
      toast({ title: failureToast?.title ?? t("forms.failedTitle"), description: text, variant: "destructive" });
    }
  }, [fetcher.state, fetcher.data, showErrors, t, toast]);

  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const { schema, toInput, intent, action, onInvalid } = latest.current;
    const input = toInput ? toInput(form.values) : formToInput(schema, asFields(form.values));
    if (!form.validate(schema, input, t)) {
      onInvalid?.();
      return;
    }
    void fetcher.submit({ [INTENT_FIELD]: intent, input } as never, { method: "post", action, encType: "application/json" });
  };

  return {
    form,
    fetcher,
    busy: fetcher.state !== "idle",
    /** The last answer (this session's, or the page's after a post without JavaScript). */
    result,
    succeeded: result?.ok === true,
    action: options.action,
    intent: options.intent,
    onSubmit,
  };
}
export type MutationForm<T extends FormValues = FormValues> = ReturnType<typeof useMutationForm<T>>;

/** The form element of a useMutationForm: posts to its action with the hidden intent, enhanced when JavaScript runs. */
export function MutationForm<T extends FormValues>({ mutation, children, className, testId }: { mutation: MutationForm<T>; children: ReactNode; className?: string; testId?: string }) {
  const { fetcher, form, action, intent, onSubmit } = mutation;
  return (
    <fetcher.Form ref={form.formRef} method="post" action={action} noValidate onSubmit={onSubmit} className={className} data-testid={testId}>
      <input type="hidden" name={INTENT_FIELD} value={intent} />
      {children}
    </fetcher.Form>
  );
}

/**
 * The polite live region that announces a success (and, without JavaScript, is where the page says
 * it). Always rendered, so assistive technology hears the change.
 */
export function FormStatus({ mutation, success }: { mutation: Pick<MutationForm, "succeeded">; success: ReactNode }) {
  return (
    <div role="status" aria-live="polite" data-testid="form-status">
      {mutation.succeeded ? <p className="alert alert-success">{success}</p> : null}
    </div>
  );
}

/** A visitor form, in its footer dialog (which closes on success or cancel) or on its own page. */
export type VisitorFormProps = { onDone?: () => void; onCancel?: () => void };

/** Cancel (in a dialog) and submit, busy while the mutation runs. */
export function FormActions({ mutation, onCancel, label, busyLabel }: { mutation: Pick<MutationForm, "busy">; onCancel?: () => void; label?: string; busyLabel?: string }) {
  const { t } = useTranslation();
  return (
    <div className="flex justify-end gap-2">
      {onCancel ? <button type="button" className="btn btn-ghost" onClick={onCancel}>{t("common.cancel")}</button> : null}
      <SubmitButton busy={mutation.busy} label={label ?? t("common.submit")} busyLabel={busyLabel ?? t("common.submitting")} />
    </div>
  );
}
