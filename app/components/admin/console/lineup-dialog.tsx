import { useState } from "react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "~/lib/translations";
import { Dialog } from "~/components/ui/dialog";
import { Field } from "~/components/ui/field";
import { LineupSchema } from "@shared/forms/match-centre.schema";
import { MAX_SUBSTITUTES, STARTERS } from "@shared/forms/match.options";
import { useToast } from "~/components/ui/toast";
import { describeMutationError } from "~/lib/forms";
import { MutationForm, useMutationForm } from "~/components/forms/form-kit";
import { useTRPC } from "~/lib/trpc";
import { playerLabel, type Lineup } from "./lineup";

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
export function LineupDialog({ open, matchId, teamId, teamName, lineup, onClose }: {
  open: boolean; matchId: string; teamId: string; teamName: string; lineup: Lineup | null; onClose: () => void;
}) {
  const trpc = useTRPC();
  const { t } = useTranslation();
  const { toast } = useToast();
  const queryClient = useQueryClient();
  const squad = useQuery(trpc.matches.squad.queryOptions({ matchId, teamId }, { enabled: open }));
  const [roles, setRoles] = useState<Draft["roles"]>({});
  const mutation = useMutationForm({
    action: "/admin",
    intent: "lineup",
    initial: { captainId: "", goalkeeperId: "" },
    schema: LineupSchema,
    toInput: (v) => ({
      matchId, teamId, starters: starters.map((p) => p.id), substitutes: substitutes.map((p) => p.id),
      captainId: v.captainId || undefined, goalkeeperId: v.goalkeeperId || undefined,
    }),
    invalidate: () => queryClient.invalidateQueries(trpc.matches.detail.queryFilter({ matchId })),
    onSuccess: () => {
      toast({ title: t("admin.console.lineupSaved", { team: teamName }), variant: "success" });
      onClose();
    },
    // As the console's other dialogs: a refusal is said in the dialog, beside the fields it names.
    failureToast: false,
  });
  const { form, result } = mutation;
  const errors = form.errors;
  const refusal = result && !result.ok && Object.keys(result.fields).length === 0 ? result.message : null;
  const [openedFor, setOpenedFor] = useState<boolean>(false);
  if (open !== openedFor) {
    setOpenedFor(open);
    if (open) {
      const draft = fromLineup(lineup);
      setRoles(draft.roles);
      form.reset({ captainId: draft.captainId, goalkeeperId: draft.goalkeeperId });
    }
  }

  const players = squad.data ?? [];
  const starters = players.filter((p) => roles[p.id] === "starter");
  const substitutes = players.filter((p) => roles[p.id] === "substitute");
  const setRole = (id: string, role: Role) => setRoles((r) => ({ ...r, [id]: role }));

  // A list's own error ("starters") or one of its entries ("starters.3"), shown with that list.
  const listError = (list: "starters" | "substitutes") => errors[list] ?? Object.entries(errors).find(([k]) => k.startsWith(`${list}.`))?.[1];
  const chosen = (label: string, key: "captainId" | "goalkeeperId") => (
    <Field label={label} error={errors[key]} required>
      <select className="select select-bordered min-h-11 w-full" name={key} value={form.values[key]} onChange={(e) => form.set(key, e.target.value)}>
        <option value="">{t("admin.console.choosePlayer")}</option>
        {starters.map((p) => <option key={p.id} value={p.id}>{playerLabel(p)}</option>)}
      </select>
    </Field>
  );

  return (
    <Dialog open={open} onClose={onClose} wide title={t("admin.console.lineupTitle", { team: teamName })} description={t("admin.console.lineupText", { starters: STARTERS, substitutes: MAX_SUBSTITUTES })}>
      <MutationForm mutation={mutation} className="space-y-4" testId="lineup-form">
        {squad.isPending ? <p role="status">{t("common.loading")}</p> : null}
        {squad.error ? <p role="alert" className="text-error">{describeMutationError(squad.error, t("admin.console.lineupFailed")).message}</p> : null}
        <p className="text-sm font-medium" aria-live="polite" data-testid="lineup-counts">
          {t("admin.console.lineupCounts", { starters: starters.length, max: STARTERS, substitutes: substitutes.length, maxSubs: MAX_SUBSTITUTES })}
        </p>
        {listError("starters") ? <p className="text-sm text-error" data-testid="field-error">{t("fields.starters")}: {listError("starters")}</p> : null}
        {listError("substitutes") ? <p className="text-sm text-error" data-testid="field-error">{t("fields.substitutes")}: {listError("substitutes")}</p> : null}
        <ul className="divide-y divide-base-300" aria-label={t("admin.console.squad")}>
          {players.map((p) => (
            <li key={p.id} className="flex flex-wrap items-center justify-between gap-2 py-2" data-testid="squad-player" data-player-id={p.id} data-suspended={p.suspended || undefined}>
              <label htmlFor={`role-${p.id}`} className="min-w-0 flex-1">
                <span className="font-medium">{playerLabel(p)}</span>{" "}
                <span className="text-sm text-base-content/80">{t(`players.positions.${p.position}`, { defaultValue: p.position })}</span>
                {p.status !== "active" ? (
                  <span className="block text-sm font-medium" data-testid="not-available">{t("admin.console.notActive", { status: t(`players.statusLabels.${p.status}`, { defaultValue: p.status }) })}</span>
                ) : null}
                {p.suspended ? (
                  <span className="block text-sm font-medium text-error" data-testid="suspended">
                    {t("admin.console.suspended", { reason: t(`matchCentre.suspensions.${p.suspension ?? "sent_off"}`) })}
                  </span>
                ) : null}
              </label>
              <select id={`role-${p.id}`} className="select select-bordered min-h-11 w-40" value={roles[p.id] ?? ""} disabled={p.suspended || p.status !== "active"} onChange={(e) => setRole(p.id, e.target.value as Role)}>
                <option value="">{t("admin.console.roleOut")}</option>
                <option value="starter">{t("admin.console.roleStarter")}</option>
                <option value="substitute">{t("admin.console.roleSubstitute")}</option>
              </select>
            </li>
          ))}
        </ul>
        <div className="grid gap-4 sm:grid-cols-2">
          {chosen(t("fields.captainId"), "captainId")}
          {chosen(t("fields.goalkeeperId"), "goalkeeperId")}
        </div>
        {refusal ? <p role="alert" className="text-sm text-error">{refusal}</p> : null}
        <div className="flex justify-end gap-2">
          <button type="button" className="btn btn-ghost min-h-11" onClick={onClose}>{t("common.cancel")}</button>
          <button type="submit" className="btn btn-primary min-h-11" disabled={mutation.busy} data-testid="lineup-submit">
            {mutation.busy ? t("admin.console.saving") : t("admin.console.saveLineup")}
          </button>
        </div>
      </MutationForm>
    </Dialog>
  );
}
