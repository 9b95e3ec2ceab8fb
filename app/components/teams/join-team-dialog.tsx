import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import { Dialog } from "~/components/ui/dialog";
import type { TeamSummary } from "./team-card";

/** The player registration dialog for the chosen team (the team arrives preselected). */
export function JoinTeamDialog({ team, onClose }: { team: TeamSummary | null; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Dialog open={!!team} onClose={onClose} title={team ? t("teams.joinTitle", { team: team.name }) : ""} description={t("teams.joinText")} wide>
      {team ? (
        <div data-testid="join-team" data-team-id={team.id}>
          <Link to={`/register?role=player&teamId=${team.id}`} className="btn btn-primary">{t("teams.join")}</Link>
        </div>
      ) : null}
    </Dialog>
  );
}
