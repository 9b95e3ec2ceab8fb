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
import { useIntent } from "~/components/forms/use-intent";
import { CONTRACT_POSITIONS, ContractEditFormSchema } from "@shared/forms/franchise.schema";
import { useTRPC } from "~/lib/trpc";
import { formatDay } from "./format";
import { tournamentDayAt } from "@shared/clock";

/** A contract as the manager's table holds it (the admin shape: with pay). */
export type ManagedContract = {
  id: string;
  playerName?: string | null;
  position?: string | null;
  baseSalary?: number | null;
  bonuses?: string | null;
  nilTerms?: string | null;
  endDate: string;
};

/** Refreshes the franchise page's reads after a change (the same filter the other dialogs use). */
function useRefresh() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries(trpc.commerce.franchise.pathFilter());
}

/** Change an active contract's position, salary, bonuses or NIL terms; its dates stay. */
export function ContractEditDialog({
  teamId,
  contract,
  onClose,
}: {
  teamId: string;
  contract: ManagedContract | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Dialog
      open={!!contract}
      onClose={onClose}
      title={t("franchise.contractEdit.title", { name: contract?.playerName ?? "" })}
      description={t("franchise.contractEdit.text")}
      wide
    >
      {contract ? <ContractEditForm key={contract.id} teamId={teamId} contract={contract} onClose={onClose} /> : null}
    </Dialog>
  );
}

function ContractEditForm({ teamId, contract, onClose }: { teamId: string; contract: ManagedContract; onClose: () => void }) {
  const { t } = useTranslation();
  const { toast } = useToast();
  const mutation = useConformForm({
    action: useFormAction(),
    intent: "updateContract",
    schema: ContractEditFormSchema,
    defaultValue: {
      position: contract.position ?? undefined,
      baseSalary: contract.baseSalary != null ? String(contract.baseSalary / 100) : undefined,
      bonuses: contract.bonuses ?? "",
      nilDeals: contract.nilTerms ?? "",
    },
    invalidate: useRefresh(),
    onSuccess: () => {
      toast({ title: t("franchise.contractEdit.saved"), description: contract.playerName ?? "", variant: "success" });
      onClose();
    },
    failureToast: t("franchise.contractEdit.failed"),
  });
  const { fields } = mutation;
  const positions = useOptions(CONTRACT_POSITIONS, "franchise.contractPositions");
  return (
    <ConformForm conform={mutation} className="grid gap-4 sm:grid-cols-2" testId="contract-edit-form">
      <input type="hidden" name="teamId" value={teamId} />
      <input type="hidden" name="contractId" value={contract.id} />
      <SelectField field={fields.position} required options={positions} />
      <TextField field={fields.baseSalary} type="number" required min={1} inputMode="numeric" />
      <TextAreaField field={fields.bonuses} rows={2} />
      <TextAreaField field={fields.nilDeals} rows={2} />
      <div className="flex justify-end gap-2 sm:col-span-2">
        <button type="button" className="btn btn-ghost" onClick={onClose}>
          {t("common.cancel")}
        </button>
        <SubmitButton busy={mutation.busy} label={t("franchise.contractEdit.submit")} busyLabel={t("common.submitting")} />
      </div>
    </ConformForm>
  );
}

/** Ending a contract today, after saying what it does. */
export function ContractEndDialog({
  teamId,
  contract,
  onClose,
}: {
  teamId: string;
  contract: ManagedContract | null;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation();
  const { toast } = useToast();
  const end = useIntent<{ teamId: string; contractId: string }>({
    action: useFormAction(),
    intent: "endContract",
    invalidate: useRefresh(),
    onSuccess: () => {
      toast({ title: t("franchise.contractEnd.done"), description: contract?.playerName ?? "", variant: "success" });
      onClose();
    },
  });
  return (
    <Dialog open={!!contract} onClose={onClose} title={t("franchise.contractEnd.title", { name: contract?.playerName ?? "" })}>
      {contract ? (
        <div className="space-y-4" data-testid="contract-end">
          <p>
            {t("franchise.contractEnd.text", {
              end: formatDay(contract.endDate, i18n.language),
              today: formatDay(tournamentDayAt(Date.now()), i18n.language),
            })}
          </p>
          <div className="flex justify-end gap-2">
            <button type="button" className="btn btn-ghost" onClick={onClose}>
              {t("common.cancel")}
            </button>
            <button
              type="button"
              className="btn btn-error"
              disabled={end.busy}
              onClick={() => void end.send({ teamId, contractId: contract.id })}
              data-testid="contract-end-confirm"
            >
              {t("franchise.contractEnd.confirm")}
            </button>
          </div>
        </div>
      ) : null}
    </Dialog>
  );
}
