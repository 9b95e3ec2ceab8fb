import { useTranslation } from "~/lib/translations";
import { ROUNDS } from "@shared/forms/match.schema";
import { NewMatchDialog, type NewMatchTeam } from "./new-match-dialog";

/**
 * Schedule New Match (spec §2/§5): both teams, date and venue required; round one of five. Posted to
 * /tournament's action, so it needs no tRPC client of its own.
 */
export function ScheduleMatchDialog({ open, onClose, teams }: { open: boolean; onClose: () => void; teams: NewMatchTeam[] }) {
  const { t } = useTranslation();
  return (
    <NewMatchDialog
      open={open}
      onClose={onClose}
      action="/tournament"
      teams={teams}
      rounds={ROUNDS}
      labels="tournament.schedule"
      testId="schedule-form"
      busyLabel={t("common.submitting")}
      success={{ title: t("tournament.schedule.success"), description: t("tournament.schedule.successText") }}
    />
  );
}
