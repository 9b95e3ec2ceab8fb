import { useQueryClient } from "@tanstack/react-query";
import { useFormAction } from "react-router";
import { useTranslation } from "~/lib/translations";
import { Dialog } from "~/components/ui/dialog";
import { Field } from "~/components/ui/field";
import { useToast } from "~/components/ui/toast";
import { MutationForm, SelectField, SubmitButton, TextField, useMutationForm, useOptions } from "~/components/forms/form-kit";
import { JERSEY_MAX, JERSEY_MIN, POSITIONS, PlayerCreateSchema, SKILL_LEVELS } from "@shared/forms/player.schema";
import { useTRPC } from "~/lib/trpc";

const EMPTY = {
  teamId: "", firstName: "", lastName: "", email: "", phone: "", position: "", skillLevel: "intermediate", jerseyNumber: "",
  nationality: "", height: "", weight: "", tradeSpecialty: "", tradeExperience: "",
};

/** Where the dialog adds: any team, chosen in the form (the players page), or one team's squad (Player Management). */
export type AddPlayerTarget =
  | { teams: Array<{ id: string; name: string }> }
  | { teamId: string; /** The numbers to offer: spec §2 Teams, only unused ones, the first 20. */ freeNumbers: number[] };

/**
 * Add Player (spec §5, §2 Teams): team, names of 2+ characters, email and position required. On the
 * players page every field is offered; in a team's Player Management only the required ones and a free number.
 */
export function AddPlayerDialog({ open, onClose, target }: { open: boolean; onClose: () => void; target: AddPlayerTarget }) {
  const trpc = useTRPC();
  const { t } = useTranslation();
  const { toast } = useToast();
  const queryClient = useQueryClient();
  const squad = "teamId" in target ? target : null;
  const teams = "teams" in target ? target.teams : [];
  const initial = { ...EMPTY, teamId: squad?.teamId ?? "" };
  const mutation = useMutationForm({
    // The page's own action (/players, /teams, /teams/:id), in the page's language.
    action: useFormAction(),
    intent: "createPlayer",
    initial,
    schema: PlayerCreateSchema,
    // A squad's short form says so once more in a toast, as spec §2 Teams asks.
    onInvalid: () => (squad ? toast({ title: t("players.fillRequired"), variant: "destructive" }) : undefined),
    // The open Player Management lists; the page's own data is reloaded by React Router.
    invalidate: () => queryClient.invalidateQueries(trpc.players.pathFilter()),
    onSuccess: () => {
      toast({ title: t("players.added"), variant: "success" });
      form.reset({ teamId: initial.teamId });
      onClose();
    },
    failureToast: { title: t("players.addFailed"), text: (failure) => failure.message },
  });
  const { form } = mutation;
  const positions = useOptions(POSITIONS, "players.positions");
  const skills = useOptions(SKILL_LEVELS, "players.skillLevels");
  const label = (name: keyof typeof EMPTY) => t(`players.form.${name === "teamId" ? "team" : name}`);
  const text = (name: "nationality" | "height" | "weight" | "tradeSpecialty" | "tradeExperience") => <TextField form={form} name={name} label={label(name)} />;

  return (
    <Dialog open={open} onClose={onClose} title={t("players.addTitle")} description={squad ? t("management.freeNumbersNote") : t("players.addText")} wide={!squad}>
      <MutationForm mutation={mutation} className="grid gap-4 sm:grid-cols-2" testId={squad ? "add-player-form" : "players-add-form"}>
        {squad ? (
          <input type="hidden" name="teamId" value={squad.teamId} />
        ) : (
          <SelectField form={form} name="teamId" label={label("teamId")} required placeholder={t("players.form.chooseTeam")} options={teams.map((tm) => ({ value: tm.id, label: tm.name }))} />
        )}
        <SelectField form={form} name="position" label={label("position")} required placeholder={t("players.form.choosePosition")} options={positions} />
        <TextField form={form} name="firstName" label={label("firstName")} required autoComplete="given-name" />
        <TextField form={form} name="lastName" label={label("lastName")} required autoComplete="family-name" />
        <TextField form={form} name="email" label={label("email")} type="email" required autoComplete="email" />
        {squad ? (
          <Field label={label("jerseyNumber")} error={form.errors.jerseyNumber}>
            <select className="select select-bordered w-full" name="jerseyNumber" value={form.values.jerseyNumber} onChange={(e) => form.set("jerseyNumber", e.target.value)} data-testid="free-numbers">
              <option value="">{t("players.form.chooseNumber")}</option>
              {squad.freeNumbers.map((n) => <option key={n} value={n}>{n}</option>)}
            </select>
          </Field>
        ) : (
          <>
            <TextField form={form} name="phone" label={label("phone")} type="tel" placeholder={t("players.form.phonePlaceholder")} autoComplete="tel" />
            <SelectField form={form} name="skillLevel" label={label("skillLevel")} options={skills} />
            <TextField form={form} name="jerseyNumber" label={label("jerseyNumber")} type="number" min={JERSEY_MIN} max={JERSEY_MAX} />
            {text("nationality")}
            {text("tradeSpecialty")}
            {text("tradeExperience")}
            {text("height")}
            {text("weight")}
          </>
        )}
        <div className="flex items-end justify-end gap-2 sm:col-span-2">
          <button type="button" className="btn btn-ghost" onClick={onClose}>{t("common.cancel")}</button>
          <SubmitButton busy={mutation.busy} label={t("players.add")} busyLabel={t("common.submitting")} />
        </div>
      </MutationForm>
    </Dialog>
  );
}
