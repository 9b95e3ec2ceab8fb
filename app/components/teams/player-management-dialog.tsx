import { useState } from "react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useFormAction } from "react-router";
import { useTranslation } from "~/lib/translations";
import { Dialog } from "~/components/ui/dialog";
import { Tabs } from "~/components/ui/tabs";
import { useToast } from "~/components/ui/toast";
import { FREE_NUMBERS_OFFERED, JERSEY_MAX, SQUAD_LIMIT, freeJerseyNumbers } from "@shared/forms/player.schema";
import { AddPlayerDialog } from "~/components/players/add-player-dialog";
import { IntentForm, useIntent, type IntentCall } from "~/components/forms/use-intent";
import { useTRPC, withTrpc } from "~/lib/trpc";

type Tab = "active" | "reserves" | "numbers";

/** Player Management (spec §2 Teams): active roster, reserves, the 1–99 number grid and Add Player. */
function PlayerManagementDialogView({ teamId, open, onClose }: { teamId: string | null; open: boolean; onClose: () => void }) {
  const trpc = useTRPC();
  const { t } = useTranslation();
  const [tab, setTab] = useState<Tab>("active");
  const [adding, setAdding] = useState(false);
  const team = useQuery(trpc.teams.byId.queryOptions({ id: teamId ?? "" }, { enabled: open && !!teamId }));
  const roster = useQuery(trpc.players.byTeam.queryOptions({ teamId: teamId ?? "" }, { enabled: open && !!teamId }));
  const queryClient = useQueryClient();
  const { toast } = useToast();
  // The page's own action (/teams, /teams/:id): the same write channel as Add Player.
  const update = useIntent<PlayerStatusChange>({
    action: useFormAction(),
    intent: "setPlayerStatus",
    invalidate: () => queryClient.invalidateQueries(trpc.players.byTeam.queryFilter({ teamId: teamId ?? "" })),
    onSuccess: () => toast({ title: t("players.updated"), variant: "success" }),
    failureToast: { title: t("players.updateFailed") },
  });

  const players = roster.data ?? [];
  const active = players.filter((p) => p.status === "active");
  const reserves = players.filter((p) => p.status !== "active");
  const byNumber = new Map(players.filter((p) => p.jerseyNumber != null).map((p) => [p.jerseyNumber!, p]));

  const title = team.data ? `${t("management.title")} — ${team.data.name}` : t("management.title");
  return (
    <Dialog open={open} onClose={onClose} title={title} wide>
      {team.isLoading || roster.isLoading ? (
        <p role="status">{t("management.loading")}</p>
      ) : !team.data ? (
        <p role="alert">{t("management.teamNotFound")}</p>
      ) : (
        <div className="space-y-4" data-testid="player-management">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <span className="badge badge-lg badge-primary" data-testid="squad-count">
              {t("management.squad", { count: active.length, limit: SQUAD_LIMIT })}
            </span>
            <button type="button" className="btn btn-primary btn-sm" onClick={() => setAdding(true)} data-testid="management-add">
              {t("management.addPlayer")}
            </button>
          </div>
          <Tabs
            label={t("management.title")}
            idPrefix="mgmt"
            active={tab}
            onChange={setTab}
            items={[
              {
                key: "active",
                label: t("management.tabs.active"),
                panel: (
                  <RosterList players={active} update={update} status="inactive" actionLabel={t("management.moveToReserves")} />
                ),
              },
              {
                key: "reserves",
                label: t("management.tabs.reserves"),
                panel: reserves.length ? (
                  <RosterList players={reserves} update={update} status="active" actionLabel={t("management.activate")} />
                ) : (
                  <p>{t("management.noReserves")}</p>
                ),
              },
              { key: "numbers", label: t("management.tabs.numbers"), panel: <NumberGrid byNumber={byNumber} /> },
            ]}
          />
        </div>
      )}
      {team.data ? (
        <AddPlayerDialog
          key={team.data.id}
          open={adding}
          onClose={() => setAdding(false)}
          target={{
            teamId: team.data.id,
            freeNumbers: freeJerseyNumbers(players.map((p) => p.jerseyNumber)).slice(0, FREE_NUMBERS_OFFERED),
          }}
        />
      ) : null}
    </Dialog>
  );
}

/** The 1–99 grid: each number marked taken (with its wearer) or available. */
function NumberGrid({ byNumber }: { byNumber: Map<number, { firstName: string; lastName: string }> }) {
  const { t } = useTranslation();
  return (
    <ul className="grid grid-cols-5 gap-1 sm:grid-cols-10" data-testid="number-grid">
      {Array.from({ length: JERSEY_MAX }, (_, i) => i + 1).map((n) => {
        const holder = byNumber.get(n);
        const text = holder
          ? t("management.numberTaken", { number: n, player: `${holder.firstName} ${holder.lastName}` })
          : t("management.numberFree", { number: n });
        return (
          <li
            key={n}
            className={`grid h-9 place-items-center rounded font-mono text-sm ${holder ? "bg-neutral text-neutral-content" : "border border-base-300"}`}
            title={text}
            data-number={n}
            data-taken={!!holder}
          >
            <span aria-hidden="true">{n}</span>
            <span className="sr-only">{text}</span>
          </li>
        );
      })}
    </ul>
  );
}

type PlayerStatusChange = { playerId: string; status: "active" | "inactive" | "released" };

function RosterList({
  players,
  update,
  status,
  actionLabel,
}: {
  players: Array<{ id: string; firstName: string; lastName: string; jerseyNumber?: number | null; position: string }>;
  update: IntentCall<PlayerStatusChange>;
  status: PlayerStatusChange["status"];
  actionLabel: string;
}) {
  const { t } = useTranslation();
  // The player whose removal from the squad waits for a yes.
  const [removing, setRemoving] = useState<string | null>(null);
  return (
    <ul className="divide-y divide-base-300">
      {players.map((p) => (
        <li key={p.id} className="flex flex-wrap items-center justify-between gap-2 py-2" data-testid="roster-player">
          <span className="flex items-center gap-2">
            <span className="badge badge-neutral w-10 justify-center font-mono">{p.jerseyNumber ?? "–"}</span>
            <span>
              {p.firstName} {p.lastName}
            </span>
            <span className="text-sm text-base-content/80">{t(`players.positions.${p.position}`)}</span>
          </span>
          {removing === p.id ? (
            <div role="group" aria-labelledby={`remove-${p.id}`} className="flex w-full flex-wrap items-center gap-2">
              <p id={`remove-${p.id}`} className="text-sm">
                {t("management.removeQuestion", { name: `${p.firstName} ${p.lastName}` })}
              </p>
              <IntentForm call={update} input={{ playerId: p.id, status: "released" }}>
                <button type="submit" className="btn btn-error btn-sm" disabled={update.busy} data-testid="remove-player-yes">
                  {t("management.removeConfirm")}
                </button>
              </IntentForm>
              <button type="button" className="btn btn-ghost btn-sm" onClick={() => setRemoving(null)}>
                {t("common.cancel")}
              </button>
            </div>
          ) : (
            <span className="flex flex-wrap gap-1">
              <IntentForm call={update} input={{ playerId: p.id, status }}>
                <button
                  type="submit"
                  className="btn btn-ghost btn-sm"
                  disabled={update.busy}
                  aria-label={`${actionLabel}: ${p.firstName} ${p.lastName}`}
                >
                  {actionLabel}
                </button>
              </IntentForm>
              <button
                type="button"
                className="btn btn-ghost btn-sm text-error"
                onClick={() => setRemoving(p.id)}
                aria-label={t("management.removeFor", { name: `${p.firstName} ${p.lastName}` })}
                data-testid="remove-player"
              >
                {t("management.remove")}
              </button>
            </span>
          )}
        </li>
      ))}
    </ul>
  );
}

/** Loaded on first use; its calls need the tRPC provider the root does without (decision 006). */
export const PlayerManagementDialog = withTrpc(PlayerManagementDialogView);
