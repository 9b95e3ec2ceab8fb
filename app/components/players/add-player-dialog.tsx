import { useQueryClient } from "@tanstack/react-query";
import { useFormAction } from "react-router";
import { useTranslation } from "~/lib/translations";
import { Dialog } from "~/components/ui/dialog";
import { useToast } from "~/components/ui/toast";
import { ConformForm, SelectField, SubmitButton, TextField, useConformForm, useOptions } from "~/components/forms/conform";
import { JERSEY_MAX, JERSEY_MIN, POSITIONS, PlayerCreateSchema, SKILL_LEVELS } from "@shared/forms/player.schema";
import { useTRPC } from "~/lib/trpc";

/** Where the dialog adds: any team, chosen in the form (the players page), or one team's squad (Player Management). */
export type AddPlayerTarget =
  | { teams: Array<{ id: string; name: string }> }
  | { teamId: string; /** The numbers to offer: spec §2 Teams, only unused ones, the first 20. */ freeNumbers: number[] };

/**
 * Add Player (spec §5, §2 Teams): team, names of 2+ characters, email and position required. On the
 * players page every field is offered; in a team's Player Management only the required ones and a free number.
 */
export function AddPlayerDialog({ open, onClose, target }: { open: boolean; onClose: () => void; target: AddPlayerTarget }) {
  const { t } = useTranslation();
  const squad = "teamId" in target;
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={t("players.addTitle")}
      description={squad ? t("management.freeNumbersNote") : t("players.addText")}
      wide={!squad}
    >
      {/* Mounted only while open: every opening starts from a clean form. */}
      <AddPlayerForm onClose={onClose} target={target} />
    </Dialog>
  );
}

type Named =
  | "teamId"
  | "position"
  | "firstName"
  | "lastName"
  | "email"
  | "phone"
  | "skillLevel"
  | "jerseyNumber"
  | "nationality"
  | "height"
  | "weight"
  | "tradeSpecialty"
  | "tradeExperience";

function AddPlayerForm({ onClose, target }: { onClose: () => void; target: AddPlayerTarget }) {
  const trpc = useTRPC();
  const { t } = useTranslation();
  const { toast } = useToast();
  const queryClient = useQueryClient();
  const squad = "teamId" in target ? target : null;
  const teams = "teams" in target ? target.teams : [];
  const mutation = useConformForm({
    // The page's own action (/players, /teams, /teams/:id), in the page's language.
    action: useFormAction(),
    intent: "createPlayer",
    schema: PlayerCreateSchema,
    defaultValue: { skillLevel: "intermediate" },
    // A squad's short form says so once more in a toast, as spec §2 Teams asks.
    onInvalid: () => (squad ? toast({ title: t("players.fillRequired"), variant: "destructive" }) : undefined),
    // The open Player Management lists; the page's own data is reloaded by React Router.
    invalidate: () => queryClient.invalidateQueries(trpc.players.pathFilter()),
    onSuccess: () => {
      toast({ title: t("players.added"), variant: "success" });
      onClose();
    },
    failureToast: t("players.addFailed"),
  });
  const { fields } = mutation;
  const positions = useOptions(POSITIONS, "players.positions");
  const skills = useOptions(SKILL_LEVELS, "players.skillLevels");
  const label = (name: Named) => t(`players.form.${name === "teamId" ? "team" : name}`);
  const text = (name: "nationality" | "height" | "weight" | "tradeSpecialty" | "tradeExperience") => (
    <TextField field={fields[name]} label={label(name)} />
  );

  return (
    <ConformForm conform={mutation} className="grid gap-4 sm:grid-cols-2" testId={squad ? "add-player-form" : "players-add-form"}>
      {squad ? (
        <input type="hidden" name="teamId" value={squad.teamId} />
      ) : (
        <SelectField
          field={fields.teamId}
          label={label("teamId")}
          required
          placeholder={t("players.form.chooseTeam")}
          options={teams.map((tm) => ({ value: tm.id, label: tm.name }))}
        />
      )}
      <SelectField
        field={fields.position}
        label={label("position")}
        required
        placeholder={t("players.form.choosePosition")}
        options={positions}
      />
      <TextField field={fields.firstName} label={label("firstName")} required autoComplete="given-name" />
      <TextField field={fields.lastName} label={label("lastName")} required autoComplete="family-name" />
      <TextField field={fields.email} label={label("email")} type="email" required autoComplete="email" />
      {squad ? (
        <>
          {/* The first free numbers are suggested (spec §2 Teams); any other free one from 1 to 99 may be typed. */}
          <TextField
            field={fields.jerseyNumber}
            label={label("jerseyNumber")}
            type="number"
            inputMode="numeric"
            min={JERSEY_MIN}
            max={JERSEY_MAX}
            list="free-number-suggestions"
            hint={t("management.numberHint", { min: JERSEY_MIN, max: JERSEY_MAX })}
            testId="free-numbers"
          />
          <datalist id="free-number-suggestions" data-testid="free-number-suggestions">
            {squad.freeNumbers.map((n) => (
              <option key={n} value={n} />
            ))}
          </datalist>
        </>
      ) : (
        <>
          <TextField
            field={fields.phone}
            label={label("phone")}
            type="tel"
            placeholder={t("players.form.phonePlaceholder")}
            autoComplete="tel"
          />
          <SelectField field={fields.skillLevel} label={label("skillLevel")} options={skills} />
          <TextField field={fields.jerseyNumber} label={label("jerseyNumber")} type="number" min={JERSEY_MIN} max={JERSEY_MAX} />
          {text("nationality")}
          {text("tradeSpecialty")}
          {text("tradeExperience")}
          {text("height")}
          {text("weight")}
        </>
      )}
      <div className="flex items-end justify-end gap-2 sm:col-span-2">
        <button type="button" className="btn btn-ghost" onClick={onClose}>
          {t("common.cancel")}
        </button>
        <SubmitButton busy={mutation.busy} label={t("players.add")} busyLabel={t("common.submitting")} />
      </div>
    </ConformForm>
  );
}
