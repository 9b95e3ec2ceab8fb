import { useSyncExternalStore } from "react";
import { useTranslation } from "~/lib/translations";
import { formatDateTime } from "@shared/format";

const noChange = () => () => {};
const visitorZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;
const onServer = () => null;

/**
 * The kick-off as definition-list entries: in Atlanta (the event's time, rendered by the server too) and,
 * once the page runs in the browser, in the visitor's own time zone when that reads differently.
 */
export function KickOff({ date }: { date: Date | string }) {
  const { t, i18n } = useTranslation();
  // The server cannot know the visitor's zone: it renders Atlanta's only, and hydration adds theirs.
  const zone = useSyncExternalStore(noChange, visitorZone, onServer);
  const iso = new Date(date).toISOString();
  const local = formatDateTime(i18n.language, date);
  const theirs = zone ? formatDateTime(i18n.language, date, zone) : null;
  return (
    <>
      <div>
        <dt className="text-base-content/80">{t("matchCentre.kickOffLocal")}</dt>
        <dd className="font-medium">
          <time dateTime={iso} data-testid="kickoff-local">
            {local}
          </time>
        </dd>
      </div>
      {zone && theirs !== local ? (
        <div>
          <dt className="text-base-content/80">{t("matchCentre.kickOffVisitor", { zone: zone.replace(/_/g, " ") })}</dt>
          <dd className="font-medium">
            <time dateTime={iso} data-testid="kickoff-visitor" data-zone={zone}>
              {theirs}
            </time>
          </dd>
        </div>
      ) : null}
    </>
  );
}
