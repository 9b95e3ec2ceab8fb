import { useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "~/lib/translations";
import { useToast } from "~/components/ui/toast";
import { NewMatchDialog } from "~/components/tournament/new-match-dialog";
import type { MatchFormValues } from "~/components/tournament/match-fields";
import { useTRPC } from "~/lib/trpc";
import type { AdminMatch, AdminTeam } from "./types";

/** Spec §5: the admin's round names (and the third-place match); a new match starts in group_stage. */
const ADMIN_ROUNDS = ["group_stage", "round_of_16", "quarterfinals", "semifinals", "third_place", "final"] as const;

/** Create Match (spec §2/§5): home team, away team and date are required, else one toast says so. */
export function CreateMatchDialog({
  open,
  onClose,
  teams,
  onCreated,
}: {
  open: boolean;
  onClose: () => void;
  teams: AdminTeam[];
  onCreated?: (match: AdminMatch) => void;
}) {
  const trpc = useTRPC();
  const { t } = useTranslation();
  const { toast } = useToast();
  const queryClient = useQueryClient();
  function missing(values: MatchFormValues) {
    if (values.homeTeamId && values.awayTeamId && values.matchDate) return;
    toast({ title: t("admin.createMatch.requiredTitle"), description: t("admin.createMatch.required"), variant: "destructive" });
  }
  return (
    <NewMatchDialog
      open={open}
      onClose={onClose}
      action="/admin"
      teams={teams}
      rounds={ADMIN_ROUNDS}
      labels="admin.createMatch"
      testId="create-match-form"
      busyLabel={t("admin.createMatch.creating")}
      success={{ title: t("admin.createMatch.created") }}
      onInvalid={missing}
      invalidate={() => queryClient.invalidateQueries(trpc.admin.matches.pathFilter())}
      onCreated={onCreated as (match: { id: string }) => void}
    />
  );
}
