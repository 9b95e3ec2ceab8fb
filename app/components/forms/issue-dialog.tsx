import type { FormEvent } from "react";
import { useTranslation, withAreas } from "~/lib/translations";
import { Dialog } from "~/components/ui/dialog";
import { ISSUE_CATEGORIES, ISSUE_PRIORITIES, IssueSchema } from "~/forms/issue.schema";
import { Honeypot, SelectField, SubmitButton, TextAreaField, TextField, compact, useFormState, useOptions } from "./form-kit";
import { useFormSubmit } from "./submit";

/**
 * Issue report and technical support modals (spec visitor §3/§5/§8): title, description, category,
 * priority, and an optional email for the confirmation and the reply.
 */
function IssueDialogView({ kind, open, onClose }: { kind: "report" | "support"; open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const initial = { title: "", description: "", category: kind === "report" ? "bug" : "question", priority: "medium", email: "", homepage: "" };
  const form = useFormState(initial);
  const { busy, submit } = useFormSubmit();
  const categories = useOptions(ISSUE_CATEGORIES, "visitorForms.categories");
  const priorities = useOptions(ISSUE_PRIORITIES, "visitorForms.priorities");

  function close() {
    form.reset();
    onClose();
  }

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    const data = form.validate(IssueSchema, compact(form.values), t);
    if (!data) return;
    const result = await submit(`/api/${kind}-submissions`, data, { title: t(`visitorForms.${kind}.successTitle`), description: t(`visitorForms.${kind}.success`) });
    if (result.ok) close();
    else if (result.fields) form.showErrors(result.fields);
  }

  return (
    <Dialog open={open} onClose={close} title={t(`visitorForms.${kind}.title`)} description={t(`visitorForms.${kind}.text`)}>
      <form ref={form.formRef} noValidate onSubmit={onSubmit} className="relative space-y-4" data-testid={`${kind}-form`}>
        <TextField form={form} name="title" required />
        <TextAreaField form={form} name="description" required rows={5} />
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField form={form} name="category" required options={categories} />
          <SelectField form={form} name="priority" required options={priorities} />
        </div>
        <TextField form={form} name="email" type="email" autoComplete="email" hint={t("visitorForms.emailHint")} />
        <Honeypot form={form} />
        <div className="flex justify-end gap-2">
          <button type="button" className="btn btn-ghost" onClick={close}>{t("common.cancel")}</button>
          <SubmitButton busy={busy} label={t("common.submit")} busyLabel={t("common.submitting")} />
        </div>
      </form>
    </Dialog>
  );
}

/** Loaded on first use, with its strings (they are not in every page's HTML). */
export const IssueDialog = withAreas(["registrations"], IssueDialogView);
