import { useState, type FormEvent } from "react";
import { useRevalidator } from "react-router";
import { useTranslation } from "~/lib/translations";
import { Dialog } from "~/components/ui/dialog";
import { Field } from "~/components/ui/field";
import { useToast } from "~/components/ui/toast";
import { TeamTextSchema, type TeamTextInput } from "~/forms/team-text.schema";
import { validateForm, type FieldErrors } from "~/lib/forms";
import { trpc } from "~/lib/trpc";
import { useFailureToast } from "./use-failure-toast";

type Texts = Omit<TeamTextInput, "teamId">;
const FIELDS: Array<{ key: keyof Texts; lang: "en" | "es"; rows: number }> = [
  { key: "logoIdea", lang: "en", rows: 1 }, { key: "logoIdeaEs", lang: "es", rows: 1 },
  { key: "logoConcept", lang: "en", rows: 2 }, { key: "logoConceptEs", lang: "es", rows: 2 },
];

/** Edit what visitors read about a team, in English and Spanish side by side (docs/decisions/011). */
export function TeamTextDialog({ team, onClose }: { team: { id: string; name: string } | null; onClose: () => void }) {
  const { t } = useTranslation();
  const { toast } = useToast();
  const failed = useFailureToast();
  const revalidator = useRevalidator();
  const stored = trpc.teams.texts.useQuery({ teamId: team?.id ?? "" }, { enabled: !!team });
  const save = trpc.teams.updateTexts.useMutation();
  const utils = trpc.useUtils();
  const [edits, setEdits] = useState<Partial<Texts>>({});
  const [errors, setErrors] = useState<FieldErrors>({});
  const value = (key: keyof Texts) => edits[key] ?? stored.data?.[key] ?? "";

  function close() {
    setEdits({});
    setErrors({});
    onClose();
  }

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (!team) return;
    const values = Object.fromEntries(FIELDS.map(({ key }) => [key, value(key)]));
    const result = validateForm(TeamTextSchema, { teamId: team.id, ...values }, t);
    if (result.errors) return setErrors(result.errors);
    try {
      await save.mutateAsync(result.data);
      toast({ title: t("admin.teams.textsSaved"), variant: "success" });
      await utils.teams.texts.invalidate({ teamId: team.id });
      revalidator.revalidate();
      close();
    } catch (error) {
      setErrors(failed("admin.teams.textsFailed", error));
    }
  }

  return (
    <Dialog open={!!team} onClose={close} wide title={t("admin.teams.textsTitle", { team: team?.name ?? "" })} description={t("admin.teams.textsText")}>
      {stored.isPending ? <p role="status">{t("common.loading")}</p> : (
        <form noValidate onSubmit={onSubmit} className="space-y-4" data-testid="team-text-form">
          <div className="grid gap-4 md:grid-cols-2">
            {FIELDS.map(({ key, lang, rows }) => (
              <Field key={key} label={t(`fields.${key}`)} error={errors[key]} required>
                <textarea
                  className="textarea textarea-bordered w-full" name={key} lang={lang} rows={rows} maxLength={200}
                  value={value(key)} onChange={(e) => setEdits((s) => ({ ...s, [key]: e.target.value }))}
                />
              </Field>
            ))}
          </div>
          <div className="flex justify-end gap-2">
            <button type="button" className="btn btn-ghost" onClick={close}>{t("common.cancel")}</button>
            <button type="submit" className="btn btn-primary" disabled={save.isPending} data-testid="team-text-submit">{t("admin.teams.saveTexts")}</button>
          </div>
        </form>
      )}
    </Dialog>
  );
}
