import { useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "~/lib/translations";
import { Dialog } from "~/components/ui/dialog";
import { useToast } from "~/components/ui/toast";
import { ConformForm, FormActions, FormAlert, SelectField, useConformForm, type ConformField } from "~/components/forms/conform";
import { OfficialsFormSchema } from "@shared/forms/officials.schema";
import { useTRPC } from "~/lib/trpc";
import type { AdminMatch, AdminPerson } from "./types";

/** `people` is undefined while the list is loading. */
type Props = { match: AdminMatch | null; fixture: string; people: AdminPerson[] | undefined; onClose: () => void };

/** A match's officials as the people list knows them: position → person. */
export function officialsOf(people: AdminPerson[], matchId: string) {
  const found: Partial<Record<"referee" | "assistant_1" | "assistant_2", AdminPerson>> = {};
  for (const p of people) for (const o of p.officiates) if (o.matchId === matchId) found[o.position] = p;
  return found;
}

/**
 * A match's referee and up to two assistants, chosen among the people with the referee role
 * (the whole set replaces the one before). A clash — an official already on a match less than 2 hours
 * away — is the server's 409, said under the choices, naming the other match.
 */
export function OfficialsDialog({ match, fixture, people, onClose }: Props) {
  const { t } = useTranslation();
  return (
    <Dialog
      open={!!match}
      onClose={onClose}
      title={t("admin.officials.title")}
      description={t("admin.officials.text", { fixture })}
    >
      {match && people ? <OfficialsForm match={match} people={people} onClose={onClose} /> : null}
      {match && !people ? <p role="status">{t("admin.people.loading")}</p> : null}
    </Dialog>
  );
}

function OfficialsForm({
  match,
  people,
  onClose,
}: Omit<Props, "match" | "fixture" | "people"> & { match: AdminMatch; people: AdminPerson[] }) {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const { toast } = useToast();
  const queryClient = useQueryClient();
  const current = officialsOf(people, match.id);
  const referees = people
    .filter((p) => p.role === "referee")
    .map((p) => ({ value: p.id, label: `${p.firstName} ${p.lastName}`.trim() }));
  const conform = useConformForm({
    action: "/admin",
    intent: "setOfficials",
    schema: OfficialsFormSchema,
    id: `officials-${match.id}`,
    defaultValue: {
      matchId: match.id,
      refereeId: current.referee?.id ?? "",
      assistant1: current.assistant_1?.id ?? "",
      assistant2: current.assistant_2?.id ?? "",
    },
    invalidate: () =>
      Promise.all([
        queryClient.invalidateQueries(trpc.admin.people.queryFilter()),
        queryClient.invalidateQueries(trpc.admin.auditEvents.pathFilter()),
      ]),
    onSuccess: () => {
      toast({ title: t("admin.officials.saved"), variant: "success" });
      onClose();
    },
  });
  const fields = conform.fields as Record<"refereeId" | "assistant1" | "assistant2", ConformField>;
  // The server names an assistant by its place in the list (assistantIds.0); the form has one field each.
  const refused = conform.result && !conform.result.ok ? conform.result.fields : {};
  const assistantError = (i: number) => refused[`assistantIds.${i}`] ?? (i === 0 ? refused.assistantIds : undefined);

  if (!referees.length) {
    return (
      <div className="space-y-4">
        <p data-testid="officials-none">{t("admin.officials.noReferees")}</p>
        <div className="flex justify-end">
          <button type="button" className="btn" onClick={onClose}>
            {t("common.close")}
          </button>
        </div>
      </div>
    );
  }
  return (
    <ConformForm conform={conform} className="space-y-4" testId="officials-form" alert={false}>
      <input type="hidden" name="matchId" value={match.id} />
      <fieldset className="space-y-3">
        <legend className="mb-1 text-sm font-medium">{t("admin.officials.legend")}</legend>
        <SelectField
          field={fields.refereeId}
          label={t("admin.officials.positions.referee")}
          options={referees}
          placeholder={t("admin.officials.choose")}
          required
          testId="official-referee"
        />
        <SelectField
          field={fields.assistant1}
          label={t("admin.officials.positions.assistant_1")}
          options={referees}
          placeholder={t("admin.officials.nobody")}
          testId="official-assistant-1"
          error={assistantError(0)}
        />
        <SelectField
          field={fields.assistant2}
          label={t("admin.officials.positions.assistant_2")}
          options={referees}
          placeholder={t("admin.officials.nobody")}
          testId="official-assistant-2"
          error={assistantError(1)}
        />
        {/* A clash (409) or a person the server refused is said here, beside the choices it concerns. */}
        <FormAlert conform={conform} testId="officials-error" />
      </fieldset>
      <FormActions
        conform={conform}
        onCancel={onClose}
        label={t("admin.officials.save")}
        busyLabel={t("admin.officials.saving")}
      />
    </ConformForm>
  );
}
