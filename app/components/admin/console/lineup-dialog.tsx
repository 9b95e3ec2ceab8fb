import { useState } from "react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "~/lib/translations";
import { Dialog } from "~/components/ui/dialog";
import { LineupSchema } from "@shared/forms/match-centre.schema";
import { MAX_SUBSTITUTES, STARTERS } from "@shared/forms/match.options";
import { useToast } from "~/components/ui/toast";
import { describeMutationError } from "~/lib/forms";
import { ConformForm, SelectField, useConformForm, type ConformField } from "~/components/forms/conform";
import { useTRPC } from "~/lib/trpc";
import { playerLabel, type Lineup } from "./lineup";
import { useConsoleAction } from "./console-action";

type Role = "" | "starter" | "substitute";
type Draft = { roles: Record<string, Role>; captainId: string; goalkeeperId: string };

const fromLineup = (lineup: Lineup | null): Draft => ({
  roles: Object.fromEntries([
    ...(lineup?.starters ?? []).map((p) => [p.playerId, "starter"]),
    ...(lineup?.substitutes ?? []).map((p) => [p.playerId, "substitute"]),
  ]),
  captainId: lineup?.captainId ?? "",
  goalkeeperId: lineup?.goalkeeperId ?? "",
});

/**
 * One team's line-up for a match: each squad player starts, sits on the bench or is left out; a
 * suspended or inactive player cannot be named and says why; the captain and goalkeeper are chosen among the
 * starters. The server's refusals show next to the fields they name.
 */
export function LineupDialog(props: {
  open: boolean;
  matchId: string;
  teamId: string;
  teamName: string;
  lineup: Lineup | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { open, onClose, teamName } = props;
  return (
    <Dialog
      open={open}
      onClose={onClose}
      wide
      title={t("admin.console.lineupTitle", { team: teamName })}
      description={t("admin.console.lineupText", { starters: STARTERS, substitutes: MAX_SUBSTITUTES })}
    >
      {/* Mounted only while open: every opening starts from the stored line-up. */}
      <LineupForm {...props} />
    </Dialog>
  );
}

function LineupForm({
  matchId,
  teamId,
  teamName,
  lineup,
  onClose,
}: {
  matchId: string;
  teamId: string;
  teamName: string;
  lineup: Lineup | null;
  onClose: () => void;
}) {
  const trpc = useTRPC();
  const { t } = useTranslation();
  const { toast } = useToast();
  const queryClient = useQueryClient();
  const squad = useQuery(trpc.matches.squad.queryOptions({ matchId, teamId }));
  const [draft] = useState(() => fromLineup(lineup));
  const [roles, setRoles] = useState<Draft["roles"]>(draft.roles);
  const mutation = useConformForm({
    action: useConsoleAction(),
    intent: "lineup",
    schema: LineupSchema,
    defaultValue: { captainId: draft.captainId, goalkeeperId: draft.goalkeeperId },
    invalidate: () => queryClient.invalidateQueries(trpc.matches.detail.queryFilter({ matchId })),
    onSuccess: () => {
      toast({ title: t("admin.console.lineupSaved", { team: teamName }), variant: "success" });
      onClose();
    },
  });
  const { form } = mutation;
  const fields = mutation.fields as Record<"captainId" | "goalkeeperId", ConformField>;

  const players = squad.data ?? [];
  const starters = players.filter((p) => roles[p.id] === "starter");
  const substitutes = players.filter((p) => roles[p.id] === "substitute");
  const setRole = (id: string, role: Role) => setRoles((r) => ({ ...r, [id]: role }));

  // A list's own error ("starters") or one of its entries ("starters[3]"), shown with that list.
  const listError = (list: "starters" | "substitutes") =>
    Object.entries(form.allErrors).find(([k]) => k === list || k.startsWith(`${list}[`))?.[1]?.[0];
  const starterOptions = starters.map((p) => ({ value: p.id, label: playerLabel(p) }));
  // The captain and goalkeeper lists start from the stored choice: they mount with the squad.
  if (squad.isPending) return <p role="status">{t("common.loading")}</p>;

  return (
    <ConformForm conform={mutation} className="space-y-4" testId="lineup-form">
      <input type="hidden" name="matchId" value={matchId} />
      <input type="hidden" name="teamId" value={teamId} />
      {starters.map((p) => (
        <input key={p.id} type="hidden" name="starters" value={p.id} />
      ))}
      {substitutes.map((p) => (
        <input key={p.id} type="hidden" name="substitutes" value={p.id} />
      ))}
      {squad.error ? (
        <p role="alert" className="text-error">
          {describeMutationError(squad.error, t("admin.console.lineupFailed")).message}
        </p>
      ) : null}
      <p className="text-sm font-medium" aria-live="polite" data-testid="lineup-counts">
        {t("admin.console.lineupCounts", {
          starters: starters.length,
          max: STARTERS,
          substitutes: substitutes.length,
          maxSubs: MAX_SUBSTITUTES,
        })}
      </p>
      {listError("starters") ? (
        <p className="text-sm text-error" data-testid="field-error">
          {t("fields.starters")}: {listError("starters")}
        </p>
      ) : null}
      {listError("substitutes") ? (
        <p className="text-sm text-error" data-testid="field-error">
          {t("fields.substitutes")}: {listError("substitutes")}
        </p>
      ) : null}
      <ul className="divide-y divide-base-300" aria-label={t("admin.console.squad")}>
        {players.map((p) => (
          <li
            key={p.id}
            className="flex flex-wrap items-center justify-between gap-2 py-2"
            data-testid="squad-player"
            data-player-id={p.id}
            data-suspended={p.suspended || undefined}
          >
            <label htmlFor={`role-${p.id}`} className="min-w-0 flex-1">
              <span className="font-medium">{playerLabel(p)}</span>{" "}
              <span className="text-sm text-base-content/80">
                {t(`players.positions.${p.position}`, { defaultValue: p.position })}
              </span>
              {p.status !== "active" ? (
                <span className="block text-sm font-medium" data-testid="not-available">
                  {t("admin.console.notActive", { status: t(`players.statusLabels.${p.status}`, { defaultValue: p.status }) })}
                </span>
              ) : null}
              {p.suspended ? (
                <span className="block text-sm font-medium text-error" data-testid="suspended">
                  {t("admin.console.suspended", { reason: t(`matchCentre.suspensions.${p.suspension ?? "sent_off"}`) })}
                </span>
              ) : null}
            </label>
            <select
              id={`role-${p.id}`}
              className="select select-bordered min-h-11 w-40"
              value={roles[p.id] ?? ""}
              disabled={p.suspended || p.status !== "active"}
              onChange={(e) => setRole(p.id, e.target.value as Role)}
            >
              <option value="">{t("admin.console.roleOut")}</option>
              <option value="starter">{t("admin.console.roleStarter")}</option>
              <option value="substitute">{t("admin.console.roleSubstitute")}</option>
            </select>
          </li>
        ))}
      </ul>
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          field={fields.captainId}
          label={t("fields.captainId")}
          required
          options={starterOptions}
          placeholder={t("admin.console.choosePlayer")}
        />
        <SelectField
          field={fields.goalkeeperId}
          label={t("fields.goalkeeperId")}
          required
          options={starterOptions}
          placeholder={t("admin.console.choosePlayer")}
        />
      </div>
      <div className="flex justify-end gap-2">
        <button type="button" className="btn btn-ghost min-h-11" onClick={onClose}>
          {t("common.cancel")}
        </button>
        <button type="submit" className="btn btn-primary min-h-11" disabled={mutation.busy} data-testid="lineup-submit">
          {mutation.busy ? t("admin.console.saving") : t("admin.console.saveLineup")}
        </button>
      </div>
    </ConformForm>
  );
}
