import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "~/lib/translations";
import { Dialog } from "~/components/ui/dialog";
import { useToast } from "~/components/ui/toast";
import { TeamTextSchema, type TeamTextInput } from "@shared/forms/team-text.schema";
import { ConformForm, TextAreaField, useConformForm } from "~/components/forms/conform";
import { useTRPC } from "~/lib/trpc";

type Texts = Omit<TeamTextInput, "teamId">;
const FIELDS: Array<{ key: keyof Texts; lang: "en" | "es"; rows: number }> = [
  { key: "logoIdea", lang: "en", rows: 1 },
  { key: "logoIdeaEs", lang: "es", rows: 1 },
  { key: "logoConcept", lang: "en", rows: 2 },
  { key: "logoConceptEs", lang: "es", rows: 2 },
];

/** Edit what visitors read about a team, in English and Spanish side by side (docs/decisions/011). */
export function TeamTextDialog({
  team,
  onClose,
  action = "/admin",
}: {
  team: { id: string; name: string } | null;
  onClose: () => void;
  /** The route whose action takes the `teamTexts` intent: the admin page, or the franchise page of the team's manager. */
  action?: string;
}) {
  const trpc = useTRPC();
  const { t } = useTranslation();
  const stored = useQuery(trpc.teams.texts.queryOptions({ teamId: team?.id ?? "" }, { enabled: !!team }));
  return (
    <Dialog
      open={!!team}
      onClose={onClose}
      wide
      title={t("admin.teams.textsTitle", { team: team?.name ?? "" })}
      description={t("admin.teams.textsText")}
    >
      {/* Mounted once the stored texts are in, and for each opening: the form starts from them. */}
      {stored.isPending || !team ? (
        <p role="status">{t("common.loading")}</p>
      ) : (
        <TeamTextForm teamId={team.id} stored={stored.data} onClose={onClose} action={action} />
      )}
    </Dialog>
  );
}

function TeamTextForm({
  teamId,
  stored,
  onClose,
  action,
}: {
  teamId: string;
  stored: Partial<Texts> | undefined;
  onClose: () => void;
  action: string;
}) {
  const trpc = useTRPC();
  const { t } = useTranslation();
  const { toast } = useToast();
  const queryClient = useQueryClient();
  const mutation = useConformForm({
    action,
    intent: "teamTexts",
    schema: TeamTextSchema,
    defaultValue: Object.fromEntries(FIELDS.map(({ key }) => [key, stored?.[key] ?? ""])),
    invalidate: () => queryClient.invalidateQueries(trpc.teams.texts.queryFilter({ teamId })),
    onSuccess: () => {
      toast({ title: t("admin.teams.textsSaved"), variant: "success" });
      onClose();
    },
    failureToast: t("admin.teams.textsFailed"),
  });
  return (
    <ConformForm conform={mutation} className="space-y-4" testId="team-text-form">
      <input type="hidden" name="teamId" value={teamId} />
      <div className="grid gap-4 md:grid-cols-2">
        {FIELDS.map(({ key, lang, rows }) => (
          <TextAreaField key={key} field={mutation.fields[key]} lang={lang} required rows={rows} maxLength={200} />
        ))}
      </div>
      <div className="flex justify-end gap-2">
        <button type="button" className="btn btn-ghost" onClick={onClose}>
          {t("common.cancel")}
        </button>
        <button type="submit" className="btn btn-primary" disabled={mutation.busy} data-testid="team-text-submit">
          {t("admin.teams.saveTexts")}
        </button>
      </div>
    </ConformForm>
  );
}
