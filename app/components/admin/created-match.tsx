import { Link } from "react-router";
import { useTranslation } from "~/lib/translations";
import { formatDateTime } from "@shared/format";
import type { AdminMatch } from "./types";

/**
 * The match an admin has just created, said where they are (a live region) with the way to it: in a paged list
 * of 48 and more it would be hard to find. Officials are offered where the page can assign them.
 */
export function CreatedMatch({
  match,
  name,
  onOfficials,
  onDismiss,
}: {
  match: AdminMatch | null;
  name: (teamId: string) => string;
  onOfficials?: (match: AdminMatch) => void;
  onDismiss: () => void;
}) {
  const { t, i18n } = useTranslation();
  return (
    <div role="status" aria-live="polite">
      {match ? (
        <div className="alert alert-success flex flex-wrap justify-between gap-2" data-testid="created-match">
          <p>
            {t("admin.matches.created", {
              fixture: t("admin.console.fixture", { home: name(match.homeTeamId), away: name(match.awayTeamId) }),
              when: formatDateTime(i18n.language, match.matchDate),
              venue: match.venue,
            })}
          </p>
          <div className="flex flex-wrap gap-2">
            <Link to={`/matches/${match.id}`} className="btn btn-sm" data-testid="open-created-match">
              {t("admin.matches.openCreated")}
            </Link>
            {onOfficials ? (
              <button type="button" className="btn btn-sm" onClick={() => onOfficials(match)}>
                {t("admin.matches.officialsOfCreated")}
              </button>
            ) : null}
            <button type="button" className="btn btn-ghost btn-sm" onClick={onDismiss}>
              {t("common.close")}
            </button>
          </div>
        </div>
      ) : null}
    </div>
  );
}
