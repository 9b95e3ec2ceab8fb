import { useState, type FormEvent } from "react";
import { useTranslation } from "~/lib/translations";
import { Dialog } from "~/components/ui/dialog";
import { Field } from "~/components/ui/field";
import { useToast } from "~/components/ui/toast";
import { ROSTER_POSITIONS, RosterMemberSchema } from "~/forms/franchise.schema";
import { describeMutationError, validateForm, type FieldErrors } from "~/lib/forms";
import { trpc } from "~/lib/trpc";

const EMPTY = { name: "", position: "", specialty: "", experience: "" };

/** Franchise add-player (spec §5: name and position required; Captain, Vice Captain or Player). */
export function RosterDialog({ teamId, open, onClose }: { teamId: string; open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const { toast } = useToast();
  const utils = trpc.useUtils();
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<FieldErrors>({});
  const add = trpc.commerce.franchise.addRosterMember.useMutation({ onSuccess: () => utils.commerce.franchise.invalidate() });
  const set = (name: keyof typeof EMPTY) => (e: { target: { value: string } }) => setValues((v) => ({ ...v, [name]: e.target.value }));

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    const result = validateForm(RosterMemberSchema, { ...values, position: values.position || undefined, specialty: values.specialty || undefined, experience: values.experience || undefined }, t);
    if (result.errors) return setErrors(result.errors);
    setErrors({});
    try {
      await add.mutateAsync({ ...result.data, teamId });
      toast({ title: t("franchise.roster.added"), description: result.data.name, variant: "success" });
      setValues(EMPTY);
      onClose();
    } catch (error) {
      const { message, fields } = describeMutationError(error, t("forms.failedText"));
      setErrors(fields);
      toast({ title: t("franchise.roster.failed"), description: message, variant: "destructive" });
    }
  }

  return (
    <Dialog open={open} onClose={onClose} title={t("franchise.roster.title")} description={t("franchise.roster.text")}>
      <form noValidate onSubmit={onSubmit} className="space-y-4" data-testid="roster-form">
        <Field label={t("fields.name")} error={errors.name} required>
          <input className="input input-bordered w-full" name="name" autoComplete="off" value={values.name} onChange={set("name")} />
        </Field>
        <Field label={t("fields.position")} error={errors.position} required>
          <select className="select select-bordered w-full" name="position" value={values.position} onChange={set("position")}>
            <option value="">{t("franchise.roster.choosePosition")}</option>
            {ROSTER_POSITIONS.map((p) => <option key={p} value={p}>{t(`franchise.rosterPositions.${p.replace(" ", "")}`)}</option>)}
          </select>
        </Field>
        <Field label={t("fields.specialty")} error={errors.specialty}>
          <input className="input input-bordered w-full" name="specialty" value={values.specialty} onChange={set("specialty")} />
        </Field>
        <Field label={t("fields.experience")} error={errors.experience}>
          <input className="input input-bordered w-full" name="experience" placeholder={t("franchise.roster.experiencePlaceholder")} value={values.experience} onChange={set("experience")} />
        </Field>
        <div className="flex justify-end gap-2">
          <button type="button" className="btn btn-ghost" onClick={onClose}>{t("common.cancel")}</button>
          <button type="submit" className="btn btn-primary" disabled={add.isPending}>{add.isPending ? t("common.submitting") : t("franchise.roster.submit")}</button>
        </div>
      </form>
    </Dialog>
  );
}
