import { useTranslation } from "~/lib/translations";
import { Field } from "~/components/ui/field";
import type { FieldErrors } from "~/lib/forms";
import { DEFAULT_VENUE, normalizeRound } from "@shared/forms/match.schema";

export type MatchFormValues = { homeTeamId: string; awayTeamId: string; matchDate: string; venue: string; round: string };
export const emptyMatchForm = (round: string): MatchFormValues => ({ homeTeamId: "", awayTeamId: "", matchDate: "", venue: DEFAULT_VENUE, round });

/** The form's values as ScheduleMatchSchema input; datetime-local has no zone, so it reads as local time. */
export function scheduleMatchInput(v: MatchFormValues) {
  return {
    homeTeamId: v.homeTeamId || undefined,
    awayTeamId: v.awayTeamId || undefined,
    matchDate: v.matchDate ? new Date(v.matchDate) : undefined,
    venue: v.venue,
    round: v.round,
  };
}

/**
 * The fields of a new match, shared by Schedule New Match (/tournament) and the admin's Create Match;
 * each dialog keeps its own texts (`labels`: an i18n prefix with homeTeam, awayTeam, chooseTeam,
 * matchDate, venue, round) and its own round spellings.
 */
export function MatchFields({ values, onChange, errors, teams, rounds, labels }: {
  values: MatchFormValues; onChange: (name: keyof MatchFormValues, value: string) => void; errors: FieldErrors;
  teams: Array<{ id: string; name: string; group: string }>; rounds: readonly string[]; labels: string;
}) {
  const { t } = useTranslation();
  const set = (name: keyof MatchFormValues) => (e: { target: { value: string } }) => onChange(name, e.target.value);
  const teamSelect = (name: "homeTeamId" | "awayTeamId") => (
    <select className="select select-bordered w-full" value={values[name]} onChange={set(name)} name={name}>
      <option value="">{t(`${labels}.chooseTeam`)}</option>
      {teams.map((tm) => <option key={tm.id} value={tm.id}>{tm.name} ({t("tournament.group", { group: tm.group })})</option>)}
    </select>
  );
  return (
    <>
      <Field label={t(`${labels}.homeTeam`)} error={errors.homeTeamId} required>{teamSelect("homeTeamId")}</Field>
      <Field label={t(`${labels}.awayTeam`)} error={errors.awayTeamId} required>{teamSelect("awayTeamId")}</Field>
      <Field label={t(`${labels}.matchDate`)} error={errors.matchDate} required>
        <input className="input input-bordered w-full" type="datetime-local" value={values.matchDate} onChange={set("matchDate")} name="matchDate" />
      </Field>
      <Field label={t(`${labels}.venue`)} error={errors.venue} required>
        <input className="input input-bordered w-full" value={values.venue} onChange={set("venue")} name="venue" />
      </Field>
      <Field label={t(`${labels}.round`)} error={errors.round} required>
        <select className="select select-bordered w-full" value={values.round} onChange={set("round")} name="round">
          {rounds.map((r) => <option key={r} value={r}>{t(`tournament.rounds.${normalizeRound(r)}`)}</option>)}
        </select>
      </Field>
    </>
  );
}
