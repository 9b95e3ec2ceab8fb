import { useEffect, useState } from "react";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "~/lib/translations";
import {
  APPAREL_SIZES,
  PLAYER_AVAILABILITY,
  PLAYER_EXPERIENCE,
  PLAYER_POSITIONS,
  PlayerRegistrationFormSchema,
  SHOE_SIZES,
} from "@shared/forms/player-registration.schema";
import { TRADE_SPECIALTIES } from "@shared/forms/registrant.schema";
import { ALL_COUNTRY_CODES, countryOptions } from "@shared/country-regions";
import { getSelectedTeam, setSelectedTeam } from "~/lib/selected-team";
import { useTRPC } from "~/lib/trpc";
import { CheckboxField, FormSection, SelectField, TextAreaField, TextField, useOptions } from "~/components/forms/conform";
import { RegistrationForm, useRegistrationForm } from "./registration-form";

type Team = { id: string; name: string };

/**
 * The full player registration (spec visitor §3/§5). Used on /register and, with `teamId`, in the join
 * dialog of /teams. Without `teamId` the team chosen on /teams (selected-team storage) is preselected.
 */
export function PlayerRegistrationForm({
  teamId,
  onDone,
  teams: teamsProp,
}: {
  teamId?: string;
  onDone?: () => void;
  teams?: Team[];
}) {
  const trpc = useTRPC();
  const { t, i18n } = useTranslation();
  const query = useQuery(trpc.teams.list.queryOptions(undefined, { enabled: !teamsProp }));
  const teams: Team[] = teamsProp ?? query.data ?? [];
  const mutation = useRegistrationForm("player", {
    schema: PlayerRegistrationFormSchema,
    defaultValue: { teamId },
    onDone,
    // The form resets after a success; the team chosen stays chosen.
    onSuccess: () => keepTeam(),
  });
  const { form, fields } = mutation;
  const [fromTeamsPage, setFromTeamsPage] = useState(false);

  const { update } = form;
  const keepTeam = () => {
    const stored = teamId ? null : getSelectedTeam();
    if (stored) update({ name: "teamId", value: stored.id });
  };
  useEffect(() => {
    if (teamId) return;
    const stored = getSelectedTeam();
    if (stored) {
      update({ name: "teamId", value: stored.id });
      setFromTeamsPage(true);
    }
  }, [teamId, update]);

  const trades = useOptions(TRADE_SPECIALTIES, "registrations.options.trades");
  const positions = useOptions(PLAYER_POSITIONS, "registrations.options.positions");
  const experience = useOptions(PLAYER_EXPERIENCE, "registrations.options.playerExperience");
  const availability = useOptions(PLAYER_AVAILABILITY, "registrations.options.playerAvailability");
  const sizes = APPAREL_SIZES.map((s) => ({ value: s, label: s }));
  const shoeSizes = SHOE_SIZES.map((s) => ({ value: s, label: s }));
  const countries = countryOptions(ALL_COUNTRY_CODES, i18n.language).map((c) => ({ value: c.code, label: c.name }));
  const teamOptions = teams.map((team) => ({ value: team.id, label: team.name }));

  function chooseTeam(id: string) {
    setFromTeamsPage(false);
    const team = teams.find((x) => x.id === id);
    setSelectedTeam(team ? { id: team.id, name: team.name } : null);
  }

  return (
    <RegistrationForm kind="player" mutation={mutation}>
      <FormSection title={t("registrations.sections.personal")}>
        <TextField field={fields.firstName} required autoComplete="given-name" />
        <TextField field={fields.lastName} required autoComplete="family-name" />
        <TextField field={fields.email} type="email" required autoComplete="email" />
      </FormSection>

      <FormSection title={t("registrations.sections.playing")}>
        <SelectField
          field={fields.teamId}
          required
          options={teamOptions}
          placeholder={t("registrations.chooseTeam")}
          onChange={chooseTeam}
          hint={fromTeamsPage && fields.teamId.value ? t("registrations.teamFromTeamsPage") : undefined}
        />
        <SelectField field={fields.tradeSpecialty} required options={trades} placeholder={t("registrations.choose")} />
        <SelectField field={fields.preferredPosition} required options={positions} placeholder={t("registrations.choose")} />
        <SelectField field={fields.experience} required options={experience} placeholder={t("registrations.choose")} />
        <SelectField field={fields.availability} required options={availability} placeholder={t("registrations.choose")} />
        <TextField field={fields.yearsPlaying} type="number" min={0} max={60} inputMode="numeric" />
      </FormSection>

      <FormSection title={t("registrations.sections.kit")}>
        <TextField field={fields.height} />
        <TextField field={fields.weight} />
        <TextField field={fields.measurements} />
        <SelectField field={fields.shoeSize} options={shoeSizes} placeholder={t("registrations.choose")} />
        <SelectField field={fields.clothingSize} options={sizes} placeholder={t("registrations.choose")} />
        <SelectField field={fields.jerseySize} options={sizes} placeholder={t("registrations.choose")} />
      </FormSection>

      <FormSection title={t("registrations.sections.languages")}>
        <div className="space-y-2">
          <CheckboxField field={fields.languageEnglish} label={t("registrations.speaksEnglish")} />
          <CheckboxField field={fields.languageSpanish} label={t("registrations.speaksSpanish")} />
        </div>
        <SelectField field={fields.origin} options={countries} placeholder={t("registrations.choose")} />
      </FormSection>

      <FormSection title={t("registrations.sections.history")}>
        <TextAreaField field={fields.medicalInfo} />
        <TextAreaField field={fields.previousClubs} />
      </FormSection>

      <fieldset className="space-y-3 rounded-box border border-base-300 p-4">
        <legend className="px-1 font-semibold">{t("registrations.sections.waiver")}</legend>
        <p className="text-sm text-base-content/80">{t("registrations.waiverText")}</p>
        <CheckboxField field={fields.liabilityWaiver} label={t("registrations.waiverLabel")} required />
      </fieldset>
    </RegistrationForm>
  );
}
