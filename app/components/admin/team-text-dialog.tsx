import { useState } from "react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "~/lib/translations";
import { Dialog } from "~/components/ui/dialog";
import { Field } from "~/components/ui/field";
import { useToast } from "~/components/ui/toast";
import { TeamTextSchema, type TeamTextInput } from "@shared/forms/team-text.schema";
import { MutationForm, useMutationForm } from "~/components/forms/form-kit";
import { useTRPC } from "~/lib/trpc";
import { failureToast } from "./failure-toast";

type Texts = Omit<TeamTextInput, "teamId">;
const FIELDS: Array<{ key: keyof Texts; lang: "en" | "es"; rows: number }> = [
  { key: "logoIdea", lang: "en", rows: 1 }, { key: "logoIdeaEs", lang: "es", rows: 1 },
  { key: "logoConcept", lang: "en", rows: 2 }, { key: "logoConceptEs", lang: "es", rows: 2 },
];
const NO_TEXTS: Texts = { logoIdea: "", logoIdeaEs: "", logoConcept: "", logoConceptEs: "" };

/** Edit what visitors read about a team, in English and Spanish side by side (docs/decisions/011). */
export function TeamTextDialog({ team, onClose }: { team: { id: string; name: string } | null; onClose: () => void }) {
  const trpc = useTRPC();
  const { t } = useTranslation();
  const { toast } = useToast();
  const stored = useQuery(trpc.teams.texts.queryOptions({ teamId: team?.id ?? "" }, { enabled: !!team }));
  const queryClient = useQueryClient();
  const mutation = useMutationForm({
    action: "/admin",
    intent: "teamTexts",
    initial: NO_TEXTS,
    schema: TeamTextSchema,
    toInput: () => ({ teamId: team?.id, ...Object.fromEntries(FIELDS.map(({ key }) => [key, value(key)])) }),
    invalidate: () => team && queryClient.invalidateQueries(trpc.teams.texts.queryFilter({ teamId: team.id })),
    onSuccess: () => {
      toast({ title: t("admin.teams.textsSaved"), variant: "success" });
      close();
    },
    failureToast: failureToast(t("admin.teams.textsFailed")),
  });
  const { form } = mutation;
  // What the stored texts say until the admin types (an emptied field stays empty once edited).
  const [edited, setEdited] = useState<Set<string>>(new Set());
  const value = (key: keyof Texts): string => (edited.has(key) ? form.values[key] : stored.data?.[key] ?? "");

  function close() {
    form.reset();
    setEdited(new Set());
    onClose();
  }

  return (
    <Dialog open={!!team} onClose={close} wide title={t("admin.teams.textsTitle", { team: team?.name ?? "" })} description={t("admin.teams.textsText")}>
      {stored.isPending ? <p role="status">{t("common.loading")}</p> : (
        <MutationForm mutation={mutation} className="space-y-4" testId="team-text-form">
          <input type="hidden" name="teamId" value={team?.id ?? ""} />
          <div className="grid gap-4 md:grid-cols-2">
            {FIELDS.map(({ key, lang, rows }) => (
              <Field key={key} label={t(`fields.${key}`)} error={form.errors[key]} required>
                <textarea
                  className="textarea textarea-bordered w-full" name={key} lang={lang} rows={rows} maxLength={200}
                  value={value(key)} onChange={(e) => { setEdited((s) => new Set(s).add(key)); form.set(key, e.target.value); }}
                />
              </Field>
            ))}
          </div>
          <div className="flex justify-end gap-2">
            <button type="button" className="btn btn-ghost" onClick={close}>{t("common.cancel")}</button>
            <button type="submit" className="btn btn-primary" disabled={mutation.busy} data-testid="team-text-submit">{t("admin.teams.saveTexts")}</button>
          </div>
        </MutationForm>
      )}
    </Dialog>
  );
}
