import { useEffect } from "react";
import { useTranslation, withAreas } from "~/lib/translations";
import { Dialog } from "~/components/ui/dialog";
import { PlayerRegistrationForm } from "~/components/registrations/player-registration-form";
import { setSelectedTeam } from "~/lib/selected-team";
import type { TeamSummary } from "./team-card";
import { withTrpc } from "~/lib/trpc";

/**
 * The player registration dialog for the chosen team: the team arrives preselected and is remembered
 * (selected-team storage) for the registration page too.
 */
function JoinTeamDialogView({
  team,
  teams,
  onClose,
}: {
  team: TeamSummary | null;
  teams: Array<{ id: string; name: string }>;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  useEffect(() => {
    if (team) setSelectedTeam({ id: team.id, name: team.name });
  }, [team]);
  return (
    <Dialog
      open={!!team}
      onClose={onClose}
      title={team ? t("teams.joinTitle", { team: team.name }) : ""}
      description={t("teams.joinText")}
      wide
    >
      {team ? (
        <div data-testid="join-team" data-team-id={team.id}>
          <PlayerRegistrationForm key={team.id} teamId={team.id} teams={teams} onDone={onClose} />
        </div>
      ) : null}
    </Dialog>
  );
}

/** Loaded on first use, with its strings; its calls need the tRPC provider the root does without (decision 006). */
export const JoinTeamDialog = withTrpc(withAreas(["registrations"], JoinTeamDialogView));
