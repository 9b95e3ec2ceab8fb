import { useEffect, useState } from "react";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "~/lib/translations";
import {
  APPAREL_SIZES, PLAYER_AVAILABILITY, PLAYER_EXPERIENCE, PLAYER_POSITIONS, PlayerRegistrationFormSchema, SHOE_SIZES,
} from "@shared/forms/player-registration.schema";
import { TRADE_SPECIALTIES } from "@shared/forms/registrant.schema";
import { ALL_COUNTRY_CODES, countryOptions } from "@shared/country-regions";
import { getSelectedTeam, setSelectedTeam } from "~/lib/selected-team";
import { useTRPC } from "~/lib/trpc";
import { CheckboxField, FormSection, SelectField, TextAreaField, TextField, useOptions } from "~/components/forms/form-kit";
import { RegistrationForm, useRegistrationForm } from "./registration-form";

type Team = { id: string; name: string };

const EMPTY = {
  firstName: "", lastName: "", email: "", teamId: "", tradeSpecialty: "", preferredPosition: "", experience: "", availability: "",
  yearsPlaying: "", medicalInfo: "", previousClubs: "", height: "", weight: "", measurements: "", shoeSize: "", clothingSize: "",
  jerseySize: "", origin: "", languageEnglish: false, languageSpanish: false, liabilityWaiver: false, homepage: "",
};

/**
 * The full player registration (spec visitor §3/§5). Used on /register and, with `teamId`, in the join
 * dialog of /teams. Without `teamId` the team chosen on /teams (selected-team storage) is preselected.
 */
export function PlayerRegistrationForm({ teamId, onDone, teams: teamsProp }: { teamId?: string; onDone?: () => void; teams?: Team[] }) {
  const trpc = useTRPC();
  const { t, i18n } = useTranslation();
  const query = useQuery(trpc.teams.list.queryOptions(undefined, { enabled: !teamsProp }));
  const teams: Team[] = teamsProp ?? query.data ?? [];
  const mutation = useRegistrationForm("player", {
    initial: { ...EMPTY, teamId: teamId ?? "" }, schema: PlayerRegistrationFormSchema, keep: (v) => ({ teamId: v.teamId }), onDone,
  });
  const { form } = mutation;
  const [fromTeamsPage, setFromTeamsPage] = useState(false);

  const { set } = form;
  useEffect(() => {
    if (teamId) return;
    const stored = getSelectedTeam();
    if (stored) {
      set("teamId", stored.id);
      setFromTeamsPage(true);
    }
  }, [teamId, set]);

  const trades = useOptions(TRADE_SPECIALTIES, "registrations.options.trades");
  const positions = useOptions(PLAYER_POSITIONS, "registrations.options.positions");
  const experience = useOptions(PLAYER_EXPERIENCE, "registrations.options.playerExperience");
  const availability = useOptions(PLAYER_AVAILABILITY, "registrations.options.playerAvailability");
  const sizes = APPAREL_SIZES.map((s) => ({ value: s, label: s }));
  const shoeSizes = SHOE_SIZES.map((s) => ({ value: s, label: s }));
  const countries = countryOptions(ALL_COUNTRY_CODES, i18n.language).map((c) => ({ value: c.code, label: c.name }));
  const teamOptions = teams.map((team) => ({ value: team.id, label: team.name }));

  function chooseTeam(id: string) {
    set("teamId", id);
    setFromTeamsPage(false);
    const team = teams.find((x) => x.id === id);
    setSelectedTeam(team ? { id: team.id, name: team.name } : null);
  }

  const v = form.values;
  return (
    <RegistrationForm kind="player" mutation={mutation}>
      <FormSection title={t("registrations.sections.personal")}>
        <TextField form={form} name="firstName" required autoComplete="given-name" />
        <TextField form={form} name="lastName" required autoComplete="family-name" />
        <TextField form={form} name="email" type="email" required autoComplete="email" />
      </FormSection>

      <FormSection title={t("registrations.sections.playing")}>
        <SelectField
          form={form} name="teamId" required options={teamOptions} placeholder={t("registrations.chooseTeam")} onChange={chooseTeam}
          hint={fromTeamsPage && v.teamId ? t("registrations.teamFromTeamsPage") : undefined}
        />
        <SelectField form={form} name="tradeSpecialty" required options={trades} placeholder={t("registrations.choose")} />
        <SelectField form={form} name="preferredPosition" required options={positions} placeholder={t("registrations.choose")} />
        <SelectField form={form} name="experience" required options={experience} placeholder={t("registrations.choose")} />
        <SelectField form={form} name="availability" required options={availability} placeholder={t("registrations.choose")} />
        <TextField form={form} name="yearsPlaying" type="number" min={0} max={60} inputMode="numeric" />
      </FormSection>

      <FormSection title={t("registrations.sections.kit")}>
        <TextField form={form} name="height" />
        <TextField form={form} name="weight" />
        <TextField form={form} name="measurements" />
        <SelectField form={form} name="shoeSize" options={shoeSizes} placeholder={t("registrations.choose")} />
        <SelectField form={form} name="clothingSize" options={sizes} placeholder={t("registrations.choose")} />
        <SelectField form={form} name="jerseySize" options={sizes} placeholder={t("registrations.choose")} />
      </FormSection>

      <FormSection title={t("registrations.sections.languages")}>
        <div className="space-y-2">
          <CheckboxField form={form} name="languageEnglish" label={t("registrations.speaksEnglish")} />
          <CheckboxField form={form} name="languageSpanish" label={t("registrations.speaksSpanish")} />
        </div>
        <SelectField form={form} name="origin" options={countries} placeholder={t("registrations.choose")} />
      </FormSection>

      <FormSection title={t("registrations.sections.history")}>
        <TextAreaField form={form} name="medicalInfo" />
        <TextAreaField form={form} name="previousClubs" />
      </FormSection>

      <fieldset className="space-y-3 rounded-box border border-base-300 p-4">
        <legend className="px-1 font-semibold">{t("registrations.sections.waiver")}</legend>
        <p className="text-sm text-base-content/80">{t("registrations.waiverText")}</p>
        <CheckboxField form={form} name="liabilityWaiver" label={t("registrations.waiverLabel")} required />
      </fieldset>

    </RegistrationForm>
  );
}
