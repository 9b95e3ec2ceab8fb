import { useCallback, useId, useRef, useState, type ReactNode } from "react";
import { useTranslation } from "~/lib/translations";
import type { ZodType } from "zod";
import { Field } from "~/components/ui/field";
import { HONEYPOT } from "~/forms/common.schema";
import { validateForm, type FieldErrors } from "~/lib/forms";

/**
 * The pieces every visitor and registration form is built from: form state bound to inputs, labelled
 * controls (labels are the fields.* keys the server's messages use too), sections, the honeypot and the
 * submit button.
 */
type Value = string | boolean | string[];
export type FormValues = Record<string, Value>;

export function useFormState<T extends FormValues>(initial: T) {
  const initialRef = useRef(initial);
  const [values, setValues] = useState<T>(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
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
  type?: "text" | "email" | "tel" | "url" | "number"; placeholder?: string; autoComplete?: string; inputMode?: "numeric" | "decimal" | "email" | "tel" | "url"; min?: number; max?: number; disabled?: boolean;
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
 * The honeypot (see app/forms/common.schema.ts): off-screen, out of the tab order and hidden from
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
