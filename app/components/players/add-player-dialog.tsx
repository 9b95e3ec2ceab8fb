import { useState, type FormEvent } from "react";
import { useRevalidator } from "react-router";
import { useTranslation } from "~/lib/translations";
import { Dialog } from "~/components/ui/dialog";
import { Field } from "~/components/ui/field";
import { useToast } from "~/components/ui/toast";
import { POSITIONS, PlayerCreateSchema, SKILL_LEVELS } from "~/forms/player.schema";
import { describeMutationError, validateForm, type FieldErrors } from "~/lib/forms";
import { trpc } from "~/lib/trpc";

const EMPTY = {
  teamId: "", firstName: "", lastName: "", email: "", phone: "", position: "", skillLevel: "intermediate", jerseyNumber: "",
  nationality: "", height: "", weight: "", tradeSpecialty: "", tradeExperience: "",
};
const OPTIONAL_TEXT = ["phone", "nationality", "height", "weight", "tradeSpecialty", "tradeExperience"] as const;

/** The players-page add form (spec §5): team, names of 2+ characters, email, position; the rest optional. */
export function AddPlayerDialog({ open, onClose, teams }: { open: boolean; onClose: () => void; teams: Array<{ id: string; name: string }> }) {
  const { t } = useTranslation();
  const { toast } = useToast();
  const revalidator = useRevalidator();
  const create = trpc.players.create.useMutation();
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<FieldErrors>({});
  const set = (name: keyof typeof EMPTY) => (e: { target: { value: string } }) => setValues((v) => ({ ...v, [name]: e.target.value }));

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    const raw: Record<string, unknown> = {
      teamId: values.teamId || undefined, firstName: values.firstName, lastName: values.lastName, email: values.email,
      position: values.position || undefined, skillLevel: values.skillLevel,
      jerseyNumber: values.jerseyNumber === "" ? undefined : Number(values.jerseyNumber),
    };
    for (const k of OPTIONAL_TEXT) if (values[k].trim()) raw[k] = values[k];
    const result = validateForm(PlayerCreateSchema, raw, t);
    if (result.errors) return setErrors(result.errors);
    setErrors({});
    try {
      await create.mutateAsync(result.data);
      toast({ title: t("players.added"), variant: "success" });
      setValues(EMPTY);
      revalidator.revalidate();
      onClose();
    } catch (error) {
      const { message, fields } = describeMutationError(error, t("players.addFailed"));
      setErrors(fields);
      toast({ title: t("players.addFailed"), description: message, variant: "destructive" });
    }
  }

  const text = (name: (typeof OPTIONAL_TEXT)[number], extra: Record<string, string> = {}) => (
    <Field label={t(`players.form.${name}`)} error={errors[name]}>
      <input className="input input-bordered w-full" value={values[name]} onChange={set(name)} name={name} {...extra} />
    </Field>
  );

  return (
    <Dialog open={open} onClose={onClose} title={t("players.addTitle")} description={t("players.addText")} wide>
      <form noValidate onSubmit={onSubmit} className="grid gap-4 sm:grid-cols-2" data-testid="players-add-form">
        <Field label={t("players.form.team")} error={errors.teamId} required>
          <select className="select select-bordered w-full" value={values.teamId} onChange={set("teamId")} name="teamId">
            <option value="">{t("players.form.chooseTeam")}</option>
            {teams.map((tm) => <option key={tm.id} value={tm.id}>{tm.name}</option>)}
          </select>
        </Field>
        <Field label={t("players.form.position")} error={errors.position} required>
          <select className="select select-bordered w-full" value={values.position} onChange={set("position")} name="position">
            <option value="">{t("players.form.choosePosition")}</option>
            {POSITIONS.map((p) => <option key={p} value={p}>{t(`players.positions.${p}`)}</option>)}
          </select>
        </Field>
        <Field label={t("players.form.firstName")} error={errors.firstName} required>
          <input className="input input-bordered w-full" value={values.firstName} onChange={set("firstName")} name="firstName" autoComplete="given-name" />
        </Field>
        <Field label={t("players.form.lastName")} error={errors.lastName} required>
          <input className="input input-bordered w-full" value={values.lastName} onChange={set("lastName")} name="lastName" autoComplete="family-name" />
        </Field>
        <Field label={t("players.form.email")} error={errors.email} required>
          <input className="input input-bordered w-full" type="email" value={values.email} onChange={set("email")} name="email" autoComplete="email" />
        </Field>
        {text("phone", { type: "tel", placeholder: t("players.form.phonePlaceholder"), autoComplete: "tel" })}
        <Field label={t("players.form.skillLevel")} error={errors.skillLevel}>
          <select className="select select-bordered w-full" value={values.skillLevel} onChange={set("skillLevel")} name="skillLevel">
            {SKILL_LEVELS.map((s) => <option key={s} value={s}>{t(`players.skillLevels.${s}`)}</option>)}
          </select>
        </Field>
        <Field label={t("players.form.jerseyNumber")} error={errors.jerseyNumber}>
          <input className="input input-bordered w-full" type="number" min={1} max={99} value={values.jerseyNumber} onChange={set("jerseyNumber")} name="jerseyNumber" />
        </Field>
        {text("nationality")}
        {text("tradeSpecialty")}
        {text("tradeExperience")}
        {text("height")}
        {text("weight")}
        <div className="flex items-end justify-end gap-2 sm:col-span-2">
          <button type="button" className="btn btn-ghost" onClick={onClose}>{t("common.cancel")}</button>
          <button type="submit" className="btn btn-primary" disabled={create.isPending}>{create.isPending ? t("common.submitting") : t("players.add")}</button>
        </div>
      </form>
    </Dialog>
  );
}
