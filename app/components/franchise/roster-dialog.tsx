import { useQueryClient } from "@tanstack/react-query";
import { useFormAction } from "react-router";
import { useTranslation } from "~/lib/translations";
import { Dialog } from "~/components/ui/dialog";
import { useToast } from "~/components/ui/toast";
import { ConformForm, SelectField, SubmitButton, TextField, useConformForm } from "~/components/forms/conform";
import { ROSTER_POSITIONS, RosterFormSchema } from "@shared/forms/franchise.schema";
import { useTRPC } from "~/lib/trpc";

/** Franchise add-player (spec §5: name and position required; Captain, Vice Captain or Player). */
export function RosterDialog({ teamId, open, onClose }: { teamId: string; open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} onClose={onClose} title={t("franchise.roster.title")} description={t("franchise.roster.text")}>
      {/* Mounted only while open: every opening starts from a clean form. */}
      <RosterForm teamId={teamId} onClose={onClose} />
    </Dialog>
  );
}

function RosterForm({ teamId, onClose }: { teamId: string; onClose: () => void }) {
  const trpc = useTRPC();
  const { t } = useTranslation();
  const { toast } = useToast();
  const queryClient = useQueryClient();
  const mutation = useConformForm({
    action: useFormAction(),
    intent: "addRosterMember",
    schema: RosterFormSchema,
    invalidate: () => queryClient.invalidateQueries(trpc.commerce.franchise.pathFilter()),
    onSuccess: (member: { name: string }) => {
      toast({ title: t("franchise.roster.added"), description: member.name, variant: "success" });
      onClose();
    },
    failureToast: t("franchise.roster.failed"),
  });
  const { fields } = mutation;
  // The stored values are the spec's English words; the labels are translated.
  const positions = ROSTER_POSITIONS.map((p) => ({ value: p, label: t(`franchise.rosterPositions.${p.replace(" ", "")}`) }));

  return (
    <ConformForm conform={mutation} className="space-y-4" testId="roster-form">
      <input type="hidden" name="teamId" value={teamId} />
      <TextField field={fields.name} required autoComplete="off" />
      <SelectField field={fields.position} required placeholder={t("franchise.roster.choosePosition")} options={positions} />
      <TextField field={fields.specialty} />
      <TextField field={fields.experience} placeholder={t("franchise.roster.experiencePlaceholder")} />
      <div className="flex justify-end gap-2">
        <button type="button" className="btn btn-ghost" onClick={onClose}>
          {t("common.cancel")}
        </button>
        <SubmitButton busy={mutation.busy} label={t("franchise.roster.submit")} busyLabel={t("common.submitting")} />
      </div>
    </ConformForm>
  );
}
