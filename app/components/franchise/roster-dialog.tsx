import { useQueryClient } from "@tanstack/react-query";
import { useFormAction } from "react-router";
import { useTranslation } from "~/lib/translations";
import { Dialog } from "~/components/ui/dialog";
import { useToast } from "~/components/ui/toast";
import { MutationForm, SelectField, SubmitButton, TextField, useMutationForm } from "~/components/forms/form-kit";
import { ROSTER_POSITIONS, RosterFormSchema } from "@shared/forms/franchise.schema";
import { useTRPC } from "~/lib/trpc";

const EMPTY = { name: "", position: "", specialty: "", experience: "" };

/** Franchise add-player (spec §5: name and position required; Captain, Vice Captain or Player). */
export function RosterDialog({ teamId, open, onClose }: { teamId: string; open: boolean; onClose: () => void }) {
  const trpc = useTRPC();
  const { t } = useTranslation();
  const { toast } = useToast();
  const queryClient = useQueryClient();
  const mutation = useMutationForm({
    action: useFormAction(),
    intent: "addRosterMember",
    initial: { ...EMPTY, teamId },
    schema: RosterFormSchema,
    invalidate: () => queryClient.invalidateQueries(trpc.commerce.franchise.pathFilter()),
    onSuccess: (member: { name: string }) => {
      toast({ title: t("franchise.roster.added"), description: member.name, variant: "success" });
      form.reset({ teamId });
      onClose();
    },
    failureToast: { title: t("franchise.roster.failed"), text: (failure) => failure.message },
  });
  const { form } = mutation;
  // The stored values are the spec's English words; the labels are translated.
  const positions = ROSTER_POSITIONS.map((p) => ({ value: p, label: t(`franchise.rosterPositions.${p.replace(" ", "")}`) }));

  return (
    <Dialog open={open} onClose={onClose} title={t("franchise.roster.title")} description={t("franchise.roster.text")}>
      <MutationForm mutation={mutation} className="space-y-4" testId="roster-form">
        <input type="hidden" name="teamId" value={teamId} />
        <TextField form={form} name="name" required autoComplete="off" />
        <SelectField form={form} name="position" required placeholder={t("franchise.roster.choosePosition")} options={positions} />
        <TextField form={form} name="specialty" />
        <TextField form={form} name="experience" placeholder={t("franchise.roster.experiencePlaceholder")} />
        <div className="flex justify-end gap-2">
          <button type="button" className="btn btn-ghost" onClick={onClose}>{t("common.cancel")}</button>
          <SubmitButton busy={mutation.busy} label={t("franchise.roster.submit")} busyLabel={t("common.submitting")} />
        </div>
      </MutationForm>
    </Dialog>
  );
}
