import { useState, type FormEvent } from "react";
import { useTranslation } from "~/lib/translations";
import { Dialog } from "~/components/ui/dialog";
import { Field } from "~/components/ui/field";
import { Tabs } from "~/components/ui/tabs";
import { useToast } from "~/components/ui/toast";
import { FREE_NUMBERS_OFFERED, JERSEY_MAX, POSITIONS, SQUAD_LIMIT, freeJerseyNumbers } from "~/forms/player.schema";
import { describeMutationError } from "~/lib/forms";
import { trpc, withTrpc } from "~/lib/trpc";

type Tab = "active" | "reserves" | "numbers";

/** Player Management (spec §2 Teams): active roster, reserves, the 1–99 number grid and Add Player. */
function PlayerManagementDialogView({ teamId, open, onClose }: { teamId: string | null; open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const [tab, setTab] = useState<Tab>("active");
  const [adding, setAdding] = useState(false);
  const team = trpc.teams.byId.useQuery({ id: teamId ?? "" }, { enabled: open && !!teamId });
  const roster = trpc.players.byTeam.useQuery({ teamId: teamId ?? "" }, { enabled: open && !!teamId });
  const utils = trpc.useUtils();
  const { toast } = useToast();
  const update = trpc.players.update.useMutation();

  const players = roster.data ?? [];
  const active = players.filter((p) => p.status === "active");
  const reserves = players.filter((p) => p.status !== "active");
  const byNumber = new Map(players.filter((p) => p.jerseyNumber != null).map((p) => [p.jerseyNumber!, p]));

  async function setStatus(playerId: string, status: "active" | "inactive") {
    try {
      await update.mutateAsync({ playerId, status });
      await utils.players.byTeam.invalidate({ teamId: teamId ?? "" });
      toast({ title: t("players.updated"), variant: "success" });
    } catch (error) {
      toast({ title: t("players.updateFailed"), description: describeMutationError(error, t("players.updateFailed")).message, variant: "destructive" });
    }
  }

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
            <span className="badge badge-lg badge-primary" data-testid="squad-count">{t("management.squad", { count: active.length, limit: SQUAD_LIMIT })}</span>
            <button type="button" className="btn btn-primary btn-sm" onClick={() => setAdding(true)} data-testid="management-add">{t("management.addPlayer")}</button>
          </div>
          <Tabs
            label={t("management.title")}
            idPrefix="mgmt"
            active={tab}
            onChange={setTab}
            items={[
              { key: "active", label: t("management.tabs.active"), panel: <RosterList players={active} action={(id) => setStatus(id, "inactive")} actionLabel={t("management.moveToReserves")} busy={update.isPending} /> },
              {
                key: "reserves", label: t("management.tabs.reserves"),
                panel: reserves.length ? <RosterList players={reserves} action={(id) => setStatus(id, "active")} actionLabel={t("management.activate")} busy={update.isPending} /> : <p>{t("management.noReserves")}</p>,
              },
              { key: "numbers", label: t("management.tabs.numbers"), panel: <NumberGrid byNumber={byNumber} /> },
            ]}
          />
        </div>
      )}
      {team.data ? (
        <AddPlayerDialog
          open={adding}
          onClose={() => setAdding(false)}
          teamId={team.data.id}
          freeNumbers={freeJerseyNumbers(players.map((p) => p.jerseyNumber)).slice(0, FREE_NUMBERS_OFFERED)}
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
        const text = holder ? t("management.numberTaken", { number: n, player: `${holder.firstName} ${holder.lastName}` }) : t("management.numberFree", { number: n });
        return (
          <li key={n} className={`grid h-9 place-items-center rounded font-mono text-sm ${holder ? "bg-neutral text-neutral-content" : "border border-base-300"}`} title={text} data-number={n} data-taken={!!holder}>
            <span aria-hidden="true">{n}</span>
            <span className="sr-only">{text}</span>
          </li>
        );
      })}
    </ul>
  );
}

function RosterList({ players, action, actionLabel, busy }: {
  players: Array<{ id: string; firstName: string; lastName: string; jerseyNumber?: number | null; position: string }>;
  action: (id: string) => void; actionLabel: string; busy: boolean;
}) {
  const { t } = useTranslation();
  return (
    <ul className="divide-y divide-base-300">
      {players.map((p) => (
        <li key={p.id} className="flex items-center justify-between gap-2 py-2">
          <span className="flex items-center gap-2">
            <span className="badge badge-neutral w-10 justify-center font-mono">{p.jerseyNumber ?? "–"}</span>
            <span>{p.firstName} {p.lastName}</span>
            <span className="text-sm text-base-content/80">{t(`players.positions.${p.position}`)}</span>
          </span>
          <button type="button" className="btn btn-ghost btn-sm" disabled={busy} onClick={() => action(p.id)} aria-label={`${actionLabel}: ${p.firstName} ${p.lastName}`}>{actionLabel}</button>
        </li>
      ))}
    </ul>
  );
}

const EMPTY = { firstName: "", lastName: "", email: "", position: "", jerseyNumber: "" };

/** Team-page Add Player: only unused numbers (the first 20) and the four positions. */
function AddPlayerDialog({ open, onClose, teamId, freeNumbers }: { open: boolean; onClose: () => void; teamId: string; freeNumbers: number[] }) {
  const { t } = useTranslation();
  const { toast } = useToast();
  const utils = trpc.useUtils();
  const create = trpc.players.create.useMutation();
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = (name: keyof typeof EMPTY) => (e: { target: { value: string } }) => setValues((v) => ({ ...v, [name]: e.target.value }));

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    const missing = (["firstName", "lastName", "email", "position"] as const).filter((k) => !values[k].trim());
    if (missing.length) {
      setErrors(Object.fromEntries(missing.map((k) => [k, t("players.fillRequired")])));
      toast({ title: t("players.fillRequired"), variant: "destructive" });
      return;
    }
    setErrors({});
    try {
      await create.mutateAsync({
        teamId, firstName: values.firstName, lastName: values.lastName, email: values.email,
        position: values.position as (typeof POSITIONS)[number], jerseyNumber: values.jerseyNumber ? Number(values.jerseyNumber) : undefined,
        status: "active", skillLevel: "intermediate",
      });
      await utils.players.byTeam.invalidate({ teamId });
      toast({ title: t("players.added"), variant: "success" });
      setValues(EMPTY);
      onClose();
    } catch (error) {
      const { message, fields } = describeMutationError(error, t("players.addFailed"));
      setErrors(fields);
      toast({ title: t("players.addFailed"), description: message, variant: "destructive" });
    }
  }

  return (
    <Dialog open={open} onClose={onClose} title={t("players.addTitle")} description={t("management.freeNumbersNote")}>
      <form noValidate onSubmit={onSubmit} className="grid gap-4 sm:grid-cols-2" data-testid="add-player-form">
        <Field label={t("players.form.firstName")} error={errors.firstName} required>
          <input className="input input-bordered w-full" value={values.firstName} onChange={set("firstName")} name="firstName" autoComplete="given-name" />
        </Field>
        <Field label={t("players.form.lastName")} error={errors.lastName} required>
          <input className="input input-bordered w-full" value={values.lastName} onChange={set("lastName")} name="lastName" autoComplete="family-name" />
        </Field>
        <Field label={t("players.form.email")} error={errors.email} required>
          <input className="input input-bordered w-full" type="email" value={values.email} onChange={set("email")} name="email" autoComplete="email" />
        </Field>
        <Field label={t("players.form.position")} error={errors.position} required>
          <select className="select select-bordered w-full" value={values.position} onChange={set("position")} name="position">
            <option value="">{t("players.form.choosePosition")}</option>
            {POSITIONS.map((p) => <option key={p} value={p}>{t(`players.positions.${p}`)}</option>)}
          </select>
        </Field>
        <Field label={t("players.form.jerseyNumber")} error={errors.jerseyNumber}>
          <select className="select select-bordered w-full" value={values.jerseyNumber} onChange={set("jerseyNumber")} name="jerseyNumber" data-testid="free-numbers">
            <option value="">{t("players.form.chooseNumber")}</option>
            {freeNumbers.map((n) => <option key={n} value={n}>{n}</option>)}
          </select>
        </Field>
        <div className="flex items-end justify-end gap-2 sm:col-span-2">
          <button type="button" className="btn btn-ghost" onClick={onClose}>{t("common.cancel")}</button>
          <button type="submit" className="btn btn-primary" disabled={create.isPending}>{create.isPending ? t("common.submitting") : t("players.add")}</button>
        </div>
      </form>
    </Dialog>
  );
}

/** Loaded on first use; its calls need the tRPC provider the root does without (decision 006). */
export const PlayerManagementDialog = withTrpc(PlayerManagementDialogView);
