import { useEffect, useRef, type ReactNode } from "react";
import { useActionData, useFetcher } from "react-router";
import {
  getCollectionProps,
  getFormProps,
  getInputProps,
  getSelectProps,
  getTextareaProps,
  useForm,
  type DefaultValue,
  type FieldMetadata,
  type FormMetadata,
  type Submission,
} from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import type { z, ZodObject, ZodType } from "zod";
import { useTranslation } from "~/lib/translations";
import { Field } from "~/components/ui/field";
import { useToast } from "~/components/ui/toast";
import { HONEYPOT } from "@shared/forms/common.schema";
import { formatIssues } from "@shared/forms/issue-message";
import { INTENT_FIELD, isFormResult, refusalText, type FormFailure, type FormResult } from "~/lib/form-result";

/**
 * Every form that writes, on Conform: a real `<form method="post">` to a route action
 * (app/lib/form-action.server.ts), so it works before JavaScript loads; once it has, React Router's
 * fetcher sends the same fields. One zod schema validates in the browser (Conform's `onValidate`, on
 * submission, then as the visitor corrects) and in the action (`parseWithZod`), with the same translated
 * messages (shared/forms/issue-message.ts). The action's `reply` — field errors and the form's own
 * error in one shape — is Conform's `lastResult`, whether it came through the fetcher or, without
 * JavaScript, as the page's action data. Conform moves focus to the first invalid field; the fields'
 * errors are read with them (aria-describedby) and the form's own error is announced (role="alert").
 */
export type ConformOptions<S extends ZodType, D> = {
  /** The action that answers: a page route's path (`/contact`), for a form shown on any page. */
  action: string;
  /** The procedure, by its name on the action's allow-list. */
  intent: string;
  schema: S;
  /** The form's id, where one hook serves several things in turn (a new id starts a clean form). */
  id?: string;
  /** What the fields start with (a select's first choice, a dialog's team). */
  defaultValue?: DefaultValue<z.input<S>>;
  /** Once per successful submission: a toast, closing the dialog. The form resets itself. */
  onSuccess?: (data: D) => void;
  /** After a success, before onSuccess: refresh what tRPC queries show (route loaders reload by themselves). */
  invalidate?: () => unknown;
  /** After a refusal, once. */
  onFailure?: (failure: FormFailure) => void;
  /** After the browser's check refused a submission (the errors are shown and focused already). */
  onInvalid?: (formData: FormData) => void;
  /** A refusal also toasted under this title (an admin dialog's habit), with what the action said. */
  failureToast?: string;
  /**
   * Once JavaScript runs, what the browser knows better than the server, written into the valid
   * submission before it is sent (a local date and time as an instant in the visitor's zone).
   */
  prepare?: (formData: FormData) => void;
};

/** The submitter name of Conform's own intents (a validation on blur), as opposed to a real submission. */
const CONFORM_INTENT = "__intent__";

type FormValues<S extends ZodType> = z.input<S> extends Record<string, unknown> ? z.input<S> : Record<string, unknown>;

export function useConformForm<S extends ZodObject | ZodType, D = unknown>(options: ConformOptions<S, D>) {
  const { t } = useTranslation();
  const { toast } = useToast();
  const fetcher = useFetcher<FormResult<string, D>>();
  // A post without JavaScript answered by this page's own action (a footer dialog reads its layout's: none).
  const posted = useActionData() as unknown;
  const fromPage = isFormResult(posted) && posted.intent === options.intent ? (posted as FormResult<string, D>) : undefined;
  const answer = fetcher.data && isFormResult(fetcher.data) ? fetcher.data : fromPage;
  const latest = useRef(options);
  latest.current = options;

  const [form, fields] = useForm<FormValues<S>>({
    id: options.id,
    lastResult: answer?.reply,
    defaultValue: options.defaultValue as DefaultValue<FormValues<S>>,
    // Conform's default: checked on the first submission (no message moves the form under the pointer
    // on blur), then again as the visitor corrects each field.
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => {
      const submission = parseWithZod(formData, { schema: latest.current.schema, formatError: formatIssues(t) });
      if (submission.status !== "success" && !formData.has(CONFORM_INTENT)) latest.current.onInvalid?.(formData);
      return submission as Submission<FormValues<S>, string[]>;
    },
    onSubmit: (event, { formData }) => {
      const { prepare, action } = latest.current;
      if (!prepare) return;
      event.preventDefault();
      prepare(formData);
      void fetcher.submit(formData, { method: "post", action });
    },
  });

  const handled = useRef<unknown>(null);
  useEffect(() => {
    const result = fetcher.data;
    if (fetcher.state !== "idle" || !result || !isFormResult(result) || handled.current === result) return;
    handled.current = result;
    const { onSuccess, onFailure, invalidate, failureToast } = latest.current;
    if (result.ok) {
      void invalidate?.();
      onSuccess?.(result.data);
      return;
    }
    onFailure?.(result);
    if (failureToast)
      toast({ title: failureToast, description: refusalText(result, t("forms.failedText")), variant: "destructive" });
  }, [fetcher.state, fetcher.data, t, toast]);

  return {
    form,
    fields,
    fetcher,
    busy: fetcher.state !== "idle",
    /** The last answer (this session's, or the page's after a post without JavaScript). */
    result: answer,
    succeeded: answer?.ok === true,
    action: options.action,
    intent: options.intent,
  };
}
export type ConformForm = ReturnType<typeof useConformForm<ZodType, unknown>>;
/** A form of any schema, as the shared pieces take it. */
export type ConformHandle<S extends Record<string, unknown> = Record<string, unknown>> = Omit<ConformForm, "form" | "fields"> & {
  form: FormMetadata<S, string[]>;
};
type AnyField = FieldMetadata<unknown, Record<string, unknown>, string[]>;
export type ConformField = AnyField;

/**
 * The form element: posts its fields and the hidden intent to the action, through the fetcher once
 * JavaScript runs. Ends with the form's own error (role="alert"): a refusal said as a whole, or, when
 * the server named no field, the form's failure text.
 */
export function ConformForm<S extends Record<string, unknown>>({
  conform,
  children,
  className,
  testId,
  failureText,
  alert = true,
}: {
  conform: Pick<ConformHandle<S>, "form" | "fetcher" | "action" | "intent" | "result">;
  children: ReactNode;
  className?: string;
  testId?: string;
  /** Said when a refusal names neither a field nor a reason (default: forms.failedText). */
  failureText?: string;
  /** `false` where the form says a refusal itself (beside the field it concerns). */
  alert?: boolean;
}) {
  const { fetcher, form, action, intent } = conform;
  return (
    <fetcher.Form method="post" action={action} {...getFormProps(form)} className={className} data-testid={testId}>
      <input type="hidden" name={INTENT_FIELD} value={intent} />
      {children}
      {alert ? <FormAlert conform={conform} failureText={failureText} /> : null}
    </fetcher.Form>
  );
}

/** The form's own error, always rendered so assistive technology hears it when it appears. */
export function FormAlert({
  conform,
  failureText,
  testId = "form-error",
}: {
  conform: Pick<ConformForm, "result"> & { form: { errors?: string[] } };
  failureText?: string;
  testId?: string;
}) {
  const { t } = useTranslation();
  const { form, result } = conform;
  const unnamed = result && !result.ok && !Object.keys(result.fields).length;
  const text = form.errors?.[0] ?? (unnamed ? (failureText ?? t("forms.failedText")) : null);
  return (
    <div role="alert" aria-live="assertive">
      {text ? (
        <p className="alert alert-error" data-testid={testId}>
          {text}
        </p>
      ) : null}
    </div>
  );
}

/** `error` says a refusal beside this field when the server named none (a duplicate address, say). */
type Common = { field: AnyField; label?: string; required?: boolean; hint?: string; error?: string };
const labelOf = (t: (key: string) => string, field: AnyField, label?: string) => label ?? t(`fields.${field.name}`);

export function TextField({
  field,
  label,
  required,
  hint,
  error,
  type = "text",
  ...input
}: Common & {
  type?: "text" | "email" | "tel" | "url" | "number" | "password" | "date" | "datetime-local";
  placeholder?: string;
  autoComplete?: string;
  inputMode?: "numeric" | "decimal" | "email" | "tel" | "url";
  min?: number;
  max?: number;
  maxLength?: number;
  disabled?: boolean;
  list?: string;
  testId?: string;
}) {
  const { t } = useTranslation();
  const { testId, ...rest } = input;
  const { key, ...props } = getInputProps(field, { type, ariaAttributes: false });
  return (
    <Field label={labelOf(t, field, label)} error={field.errors?.[0] ?? error} required={required} hint={hint}>
      <input key={key} className="input input-bordered w-full" {...props} {...rest} data-testid={testId} />
    </Field>
  );
}

export function TextAreaField({
  field,
  label,
  required,
  hint,
  rows = 3,
  maxLength,
  lang,
}: Common & { rows?: number; maxLength?: number; lang?: string }) {
  const { t } = useTranslation();
  const { key, ...props } = getTextareaProps(field, { ariaAttributes: false });
  return (
    <Field label={labelOf(t, field, label)} error={field.errors?.[0]} required={required} hint={hint}>
      <textarea
        key={key}
        className="textarea textarea-bordered w-full"
        rows={rows}
        maxLength={maxLength}
        lang={lang}
        {...props}
      />
    </Field>
  );
}

export type Option = { value: string; label: string };

export function SelectField({
  field,
  label,
  required,
  hint,
  options,
  placeholder,
  disabled,
  onChange,
  testId,
  error,
}: Common & {
  options: Option[];
  placeholder?: string;
  disabled?: boolean;
  onChange?: (value: string) => void;
  testId?: string;
}) {
  const { t } = useTranslation();
  const { key, ...props } = getSelectProps(field, { ariaAttributes: false });
  return (
    <Field label={labelOf(t, field, label)} error={field.errors?.[0] ?? error} required={required} hint={hint}>
      <select
        key={key}
        className="select select-bordered w-full"
        {...props}
        disabled={disabled}
        data-testid={testId}
        onChange={onChange ? (e) => onChange(e.target.value) : undefined}
      >
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </Field>
  );
}

/** Options from a list of codes, labelled through an i18n prefix. */
export function useOptions(values: readonly string[], prefix: string): Option[] {
  const { t } = useTranslation();
  return values.map((value) => ({ value, label: t(`${prefix}.${value}`) }));
}

export function CheckboxField({ field, label, hint, required }: Common & { label: string }) {
  const error = field.errors?.[0];
  const { key, ...props } = getInputProps(field, { type: "checkbox", ariaAttributes: false });
  const describedBy = [hint ? field.descriptionId : null, error ? field.errorId : null].filter(Boolean).join(" ") || undefined;
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={field.id} className="flex min-h-6 cursor-pointer items-start gap-3">
        <input
          key={key}
          className="checkbox checkbox-primary mt-0.5"
          {...props}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          aria-required={required || undefined}
        />
        <span>
          {label}
          {required ? (
            <span className="text-error" aria-hidden="true">
              {" "}
              *
            </span>
          ) : null}
        </span>
      </label>
      {hint ? (
        <p id={field.descriptionId} className="text-xs text-base-content/80">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={field.errorId} className="text-sm text-error" data-testid="field-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** A group of checkboxes writing a list of codes; `required`: at least one, its error said under the group. */
export function CheckboxGroup({
  field,
  legend,
  options,
  required,
}: {
  field: AnyField;
  legend: string;
  options: Option[];
  required?: boolean;
}) {
  const { t } = useTranslation();
  const boxes = getCollectionProps(field, { type: "checkbox", options: options.map((o) => o.value), ariaAttributes: false });
  const error = field.errors?.[0];
  return (
    <fieldset className="space-y-2" aria-describedby={error ? field.errorId : undefined}>
      <legend className="mb-1 text-sm font-medium">
        {legend}{" "}
        {required ? (
          <span className="text-error" aria-hidden="true">
            *
          </span>
        ) : (
          <span className="font-normal text-base-content/70">({t("common.optional")})</span>
        )}
      </legend>
      <div className="grid gap-2 sm:grid-cols-2">
        {boxes.map(({ key, ...props }, i) => (
          <label key={key} className="flex min-h-6 cursor-pointer items-center gap-3">
            <input className="checkbox checkbox-sm checkbox-primary" {...props} aria-invalid={error ? true : undefined} />
            <span>{options[i].label}</span>
          </label>
        ))}
      </div>
      {error ? (
        <p id={field.errorId} className="text-sm text-error" data-testid="field-error">
          {error}
        </p>
      ) : null}
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
export function Honeypot() {
  const { t } = useTranslation();
  const id = `${HONEYPOT}-trap`;
  return (
    <div aria-hidden="true" className="absolute -left-[10000px] top-auto h-px w-px overflow-hidden">
      <label htmlFor={id}>{t("visitorForms.honeypot")}</label>
      <input id={id} type="text" name={HONEYPOT} tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  );
}

export function SubmitButton({
  busy,
  label,
  busyLabel,
  className = "",
  testId,
}: {
  busy: boolean;
  label: string;
  busyLabel: string;
  className?: string;
  testId?: string;
}) {
  return (
    <button
      type="submit"
      className={`btn btn-primary ${className}`}
      disabled={busy}
      aria-busy={busy || undefined}
      data-testid={testId}
    >
      {busy ? <span className="loading loading-spinner loading-sm" aria-hidden="true" /> : null}
      {busy ? busyLabel : label}
    </button>
  );
}

/**
 * The polite live region that announces a success (and, without JavaScript, is where the page says
 * it). Always rendered, so assistive technology hears the change.
 */
export function FormStatus({ conform, success }: { conform: Pick<ConformForm, "succeeded">; success: ReactNode }) {
  return (
    <div role="status" aria-live="polite" data-testid="form-status">
      {conform.succeeded ? <p className="alert alert-success">{success}</p> : null}
    </div>
  );
}

/** A visitor form, in its footer dialog (which closes on success or cancel) or on its own page. */
export type VisitorFormProps = { onDone?: () => void; onCancel?: () => void };

/** Cancel (in a dialog) and submit, busy while the form is sent. */
export function FormActions({
  conform,
  onCancel,
  label,
  busyLabel,
}: {
  conform: Pick<ConformForm, "busy">;
  onCancel?: () => void;
  label?: string;
  busyLabel?: string;
}) {
  const { t } = useTranslation();
  return (
    <div className="flex justify-end gap-2">
      {onCancel ? (
        <button type="button" className="btn btn-ghost" onClick={onCancel}>
          {t("common.cancel")}
        </button>
      ) : null}
      <SubmitButton busy={conform.busy} label={label ?? t("common.submit")} busyLabel={busyLabel ?? t("common.submitting")} />
    </div>
  );
}
