import { useTranslation } from "~/lib/translations";
import { SelectField, TextField, type ConformField } from "~/components/forms/conform";
import { DEFAULT_VENUE, normalizeRound } from "@shared/forms/match.schema";

export type MatchFormValues = { homeTeamId: string; awayTeamId: string; matchDate: string; venue: string; round: string };
export const emptyMatchForm = (round: string) => ({ venue: DEFAULT_VENUE, round });

/** The posted values of a new match, as the dialog's checks read them. */
export function matchFormValues(formData: FormData): MatchFormValues {
  const get = (name: keyof MatchFormValues) => String(formData.get(name) ?? "");
  return {
    homeTeamId: get("homeTeamId"),
    awayTeamId: get("awayTeamId"),
    matchDate: get("matchDate"),
    venue: get("venue"),
    round: get("round"),
  };
}

type Fields = Record<keyof MatchFormValues, ConformField>;

/**
 * The fields of a new match, shared by Schedule New Match (/tournament) and the admin's Create Match;
 * each dialog keeps its own texts (`labels`: an i18n prefix with homeTeam, awayTeam, chooseTeam,
 * matchDate, venue, round) and its own round spellings.
 */
export function MatchFields({
  fields,
  teams,
  rounds,
  labels,
}: {
  fields: Fields;
  teams: Array<{ id: string; name: string; group: string }>;
  rounds: readonly string[];
  labels: string;
}) {
  const { t } = useTranslation();
  const teamOptions = teams.map((tm) => ({ value: tm.id, label: `${tm.name} (${t("tournament.group", { group: tm.group })})` }));
  return (
    <>
      <SelectField
        field={fields.homeTeamId}
        label={t(`${labels}.homeTeam`)}
        required
        options={teamOptions}
        placeholder={t(`${labels}.chooseTeam`)}
      />
      <SelectField
        field={fields.awayTeamId}
        label={t(`${labels}.awayTeam`)}
        required
        options={teamOptions}
        placeholder={t(`${labels}.chooseTeam`)}
      />
      {/* datetime-local has no zone: the time typed is the tournament's, as every page shows it (ScheduleMatchFormSchema). */}
      <TextField
        field={fields.matchDate}
        label={t(`${labels}.matchDate`)}
        hint={t("forms.tournamentTime")}
        required
        type="datetime-local"
      />
      <TextField field={fields.venue} label={t(`${labels}.venue`)} required />
      <SelectField
        field={fields.round}
        label={t(`${labels}.round`)}
        required
        options={rounds.map((r) => ({ value: r, label: t(`tournament.rounds.${normalizeRound(r)}`) }))}
      />
    </>
  );
}
