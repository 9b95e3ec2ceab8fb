import { useFormAction } from "react-router";
import { useTranslation } from "~/lib/translations";
import { Dialog } from "~/components/ui/dialog";
import { useToast } from "~/components/ui/toast";
import { ConformForm, SelectField, SubmitButton, TextField, useConformForm } from "~/components/forms/conform";
import { CaptainInvitationSchema } from "@shared/forms/captain-invitation.schema";
import { LANGUAGES } from "@shared/i18n/language";

/** A franchise manager invites their team's captain: a mailed one-time link to set a password (7 days). */
export function CaptainInviteDialog({
  team,
  open,
  onClose,
}: {
  team: { id: string; name: string };
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={t("franchise.captainInvite.title", { team: team.name })}
      description={t("franchise.captainInvite.text")}
    >
      {open ? <CaptainInviteForm teamId={team.id} onClose={onClose} /> : null}
    </Dialog>
  );
}

function CaptainInviteForm({ teamId, onClose }: { teamId: string; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const { toast } = useToast();
  const mutation = useConformForm({
    action: useFormAction(),
    intent: "inviteCaptain",
    schema: CaptainInvitationSchema,
    defaultValue: { language: i18n.language },
    onSuccess: (sent: { email: string }) => {
      toast({ title: t("franchise.captainInvite.sent"), description: sent.email, variant: "success" });
      onClose();
    },
    failureToast: t("franchise.captainInvite.failed"),
  });
  const { fields } = mutation;
  const languages = LANGUAGES.map((lang) => ({ value: lang, label: t(`franchise.captainInvite.languages.${lang}`) }));
  return (
    <ConformForm conform={mutation} className="grid gap-4 sm:grid-cols-2" testId="captain-invite-form">
      <input type="hidden" name="teamId" value={teamId} />
      <TextField field={fields.firstName} required autoComplete="off" />
      <TextField field={fields.lastName} required autoComplete="off" />
      <TextField field={fields.email} type="email" required autoComplete="off" />
      <SelectField field={fields.language} label={t("franchise.captainInvite.language")} options={languages} />
      <div className="flex justify-end gap-2 sm:col-span-2">
        <button type="button" className="btn btn-ghost" onClick={onClose}>
          {t("common.cancel")}
        </button>
        <SubmitButton busy={mutation.busy} label={t("franchise.captainInvite.submit")} busyLabel={t("common.submitting")} />
      </div>
    </ConformForm>
  );
}
