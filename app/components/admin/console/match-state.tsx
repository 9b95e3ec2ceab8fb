import { useState } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { Flag, Pause, Play, Signature } from "lucide-react";
import { useTranslation } from "~/lib/translations";
import { useIntent } from "~/components/forms/use-intent";
import { useToast } from "~/components/ui/toast";
import { useTRPC } from "~/lib/trpc";
import { useConsoleAction } from "./console-action";
import type { MatchDetail } from "./lineup";

const BIG = "btn min-h-14 h-auto text-base";
/** The clock at half-time: the console's "Half-time" stops it here. */
export const HALF_TIME_MINUTE = 45;

type StateChange = { matchId: string; status?: "live" | "completed"; minute?: number; homeScore?: number; awayScore?: number };

/**
 * The match's own steps on the console: kick-off, half-time, full time, and the referee's sign-off of
 * the report (after it only an admin changes the result or events, with a reason). Each is one
 * procedure call (intent `matchState` or `signOff`) whose gate decides who may make it.
 */
export function MatchStateControls({ match }: { match: MatchDetail["match"] }) {
  const trpc = useTRPC();
  const { t, i18n } = useTranslation();
  const { toast } = useToast();
  const queryClient = useQueryClient();
  const action = useConsoleAction();
  const [confirming, setConfirming] = useState(false);
  const invalidate = () => queryClient.invalidateQueries(trpc.matches.detail.queryFilter({ matchId: match.id }));
  const change = useIntent<StateChange>({
    action,
    intent: "matchState",
    invalidate,
    onSuccess: (_d, input) => toast({ title: t(`admin.console.state.done.${stepOf(input)}`) }),
  });
  const signOff = useIntent<{ matchId: string }>({
    action,
    intent: "signOff",
    invalidate,
    onSuccess: () => {
      setConfirming(false);
      toast({ title: t("admin.console.state.done.signOff") });
    },
  });
  const busy = change.busy || signOff.busy;
  const score = { homeScore: match.homeScore ?? 0, awayScore: match.awayScore ?? 0 };
  const halfTime = match.status === "live" && (match.minute ?? 0) >= HALF_TIME_MINUTE;

  return (
    <section
      aria-labelledby="console-state"
      className="space-y-3 rounded-box bg-base-100 p-4 shadow-sm"
      data-testid="console-state"
    >
      <h3 id="console-state" className="text-lg font-bold">
        {t("admin.console.state.title")}
      </h3>
      <div className="flex flex-wrap gap-2">
        {match.status === "scheduled" ? (
          <button
            type="button"
            className={`${BIG} btn-primary`}
            disabled={busy}
            onClick={() => void change.send({ matchId: match.id, status: "live", minute: 0 })}
            data-testid="console-kick-off"
          >
            <Play aria-hidden="true" className="size-5" /> {t("admin.console.state.kickOff")}
          </button>
        ) : null}
        {match.status === "live" ? (
          <>
            <button
              type="button"
              className={`${BIG} btn-outline`}
              disabled={busy || halfTime}
              onClick={() => void change.send({ matchId: match.id, minute: HALF_TIME_MINUTE })}
              data-testid="console-half-time"
            >
              <Pause aria-hidden="true" className="size-5" /> {t("admin.console.state.halfTime")}
            </button>
            <button
              type="button"
              className={`${BIG} btn-primary`}
              disabled={busy}
              onClick={() => void change.send({ matchId: match.id, status: "completed", ...score })}
              data-testid="console-full-time"
            >
              <Flag aria-hidden="true" className="size-5" /> {t("admin.console.state.fullTime")}
            </button>
          </>
        ) : null}
        {match.status === "completed" && !match.signedOffAt && !confirming ? (
          <button
            type="button"
            className={`${BIG} btn-primary`}
            disabled={busy}
            onClick={() => setConfirming(true)}
            data-testid="console-sign-off"
          >
            <Signature aria-hidden="true" className="size-5" /> {t("admin.console.state.signOff")}
          </button>
        ) : null}
      </div>
      {confirming ? (
        <div
          role="group"
          aria-labelledby="console-sign-off-question"
          className="space-y-2"
          data-testid="console-sign-off-confirm"
        >
          <p id="console-sign-off-question">{t("admin.console.state.signOffQuestion", { ...score })}</p>
          <div className="flex flex-wrap gap-2">
            <button
              type="button"
              className={`${BIG} btn-primary`}
              disabled={busy}
              onClick={() => void signOff.send({ matchId: match.id })}
              data-testid="console-sign-off-yes"
            >
              {t("admin.console.state.signOffConfirm")}
            </button>
            <button type="button" className={`${BIG} btn-ghost`} onClick={() => setConfirming(false)}>
              {t("common.cancel")}
            </button>
          </div>
        </div>
      ) : null}
      {match.signedOffAt ? (
        <p role="note" className="text-sm font-medium" data-testid="console-signed-off">
          {t("admin.console.state.signedOff", {
            when: new Intl.DateTimeFormat(i18n.language, { dateStyle: "medium", timeStyle: "short" }).format(
              new Date(match.signedOffAt),
            ),
          })}
        </p>
      ) : null}
    </section>
  );
}

function stepOf(input: StateChange) {
  if (input.status === "live") return "kickOff";
  if (input.status === "completed") return "fullTime";
  return "halfTime";
}
