import { useQueryClient } from "@tanstack/react-query";
import { useFormAction } from "react-router";
import { useTranslation } from "~/lib/translations";
import { Dialog } from "~/components/ui/dialog";
import { useToast } from "~/components/ui/toast";
import {
  ConformForm,
  SelectField,
  SubmitButton,
  TextAreaField,
  TextField,
  useConformForm,
  useOptions,
} from "~/components/forms/conform";
import { CONTRACT_POSITIONS, ContractFormSchema, MAX_CONTRACT_YEARS, contractEndDate } from "@shared/forms/franchise.schema";
import { useTRPC } from "~/lib/trpc";
import { formatDay } from "./format";
import { tournamentDayAt } from "@shared/clock";

const today = () => tournamentDayAt(Date.now());

/** New contract (spec §5: player, salary and 1–5 years required; end date = start + duration × 365 days). */
export function ContractDialog({
  teamId,
  playerName = "",
  rosterNames,
  open,
  onClose,
}: {
  teamId: string;
  /** The roster player it is for, when opened from their row. */
  playerName?: string;
  rosterNames: string[];
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} onClose={onClose} title={t("franchise.contract.title")} description={t("franchise.contract.text")} wide>
      {/* Mounted only while open: every opening starts from a clean form dated today. */}
      <ContractForm teamId={teamId} playerName={playerName} rosterNames={rosterNames} onClose={onClose} />
    </Dialog>
  );
}

function ContractForm({
  teamId,
  playerName,
  rosterNames,
  onClose,
}: {
  teamId: string;
  playerName: string;
  rosterNames: string[];
  onClose: () => void;
}) {
  const trpc = useTRPC();
  const { t, i18n } = useTranslation();
  const { toast } = useToast();
  const queryClient = useQueryClient();
  const mutation = useConformForm({
    action: useFormAction(),
    intent: "addContract",
    schema: ContractFormSchema,
    defaultValue: { startDate: today(), playerName },
    invalidate: () => queryClient.invalidateQueries(trpc.commerce.franchise.pathFilter()),
    onSuccess: (contract: { playerName: string }) => {
      toast({ title: t("franchise.contract.signed"), description: contract.playerName, variant: "success" });
      onClose();
    },
    failureToast: t("franchise.contract.failed"),
  });
  const { fields } = mutation;
  const positions = useOptions(CONTRACT_POSITIONS, "franchise.contractPositions");
  const durations = Array.from({ length: MAX_CONTRACT_YEARS }, (_, i) => ({
    value: String(i + 1),
    label: t("franchise.contract.years", { count: i + 1 }),
  }));
  const years = Number(fields.durationYears.value);
  const start = fields.startDate.value ?? "";
  const endDate =
    years >= 1 && years <= MAX_CONTRACT_YEARS && /^\d{4}-\d{2}-\d{2}$/.test(start) ? contractEndDate(start, years) : null;

  return (
    <ConformForm conform={mutation} className="grid gap-4 sm:grid-cols-2" testId="contract-form">
      <input type="hidden" name="teamId" value={teamId} />
      {/* A roster player, or a new signing: a name no one on the roster has joins it with the contract. */}
      <TextField
        field={fields.playerName}
        required
        list="franchise-roster-names"
        autoComplete="off"
        hint={t("franchise.contract.playerHint")}
      />
      <datalist id="franchise-roster-names">
        {rosterNames.map((n) => (
          <option key={n} value={n} />
        ))}
      </datalist>
      <SelectField field={fields.position} required placeholder={t("franchise.roster.choosePosition")} options={positions} />
      <TextField field={fields.baseSalary} type="number" required min={1} inputMode="numeric" />
      <SelectField
        field={fields.durationYears}
        required
        placeholder={t("franchise.contract.chooseDuration")}
        options={durations}
      />
      <TextField field={fields.startDate} type="date" required />
      <div className="flex flex-col gap-1">
        <span className="text-sm font-medium">{t("franchise.contract.endDate")}</span>
        <output className="input input-bordered flex w-full items-center" aria-live="polite" data-testid="contract-end-date">
          {endDate ? formatDay(endDate, i18n.language) : "—"}
        </output>
      </div>
      <TextAreaField field={fields.bonuses} rows={2} />
      <TextAreaField field={fields.nilDeals} rows={2} />
      <div className="flex justify-end gap-2 sm:col-span-2">
        <button type="button" className="btn btn-ghost" onClick={onClose}>
          {t("common.cancel")}
        </button>
        <SubmitButton busy={mutation.busy} label={t("franchise.contract.submit")} busyLabel={t("common.submitting")} />
      </div>
    </ConformForm>
  );
}
