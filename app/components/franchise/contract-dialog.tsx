import { useQueryClient } from "@tanstack/react-query";
import { useFormAction } from "react-router";
import { useTranslation } from "~/lib/translations";
import { Dialog } from "~/components/ui/dialog";
import { Field } from "~/components/ui/field";
import { useToast } from "~/components/ui/toast";
import { MutationForm, SelectField, SubmitButton, TextAreaField, TextField, useMutationForm, useOptions } from "~/components/forms/form-kit";
import { CONTRACT_POSITIONS, ContractFormSchema, MAX_CONTRACT_YEARS, contractEndDate } from "@shared/forms/franchise.schema";
import { useTRPC } from "~/lib/trpc";
import { formatDay } from "./format";

const today = () => new Date().toISOString().slice(0, 10);
const EMPTY = { playerName: "", position: "", baseSalary: "", durationYears: "", startDate: "", bonuses: "", nilDeals: "" };

/** New contract (spec §5: player, salary and 1–5 years required; end date = start + duration × 365 days). */
export function ContractDialog({ teamId, rosterNames, open, onClose }: { teamId: string; rosterNames: string[]; open: boolean; onClose: () => void }) {
  const trpc = useTRPC();
  const { t, i18n } = useTranslation();
  const { toast } = useToast();
  const queryClient = useQueryClient();
  const mutation = useMutationForm({
    action: useFormAction(),
    intent: "addContract",
    initial: { ...EMPTY, teamId, startDate: today() },
    schema: ContractFormSchema,
    invalidate: () => queryClient.invalidateQueries(trpc.commerce.franchise.pathFilter()),
    onSuccess: (contract: { playerName: string }) => {
      toast({ title: t("franchise.contract.signed"), description: contract.playerName, variant: "success" });
      form.reset({ teamId, startDate: today() });
      onClose();
    },
    failureToast: { title: t("franchise.contract.failed"), text: (failure) => failure.message },
  });
  const { form } = mutation;
  const positions = useOptions(CONTRACT_POSITIONS, "franchise.contractPositions");
  const durations = Array.from({ length: MAX_CONTRACT_YEARS }, (_, i) => ({ value: String(i + 1), label: t("franchise.contract.years", { count: i + 1 }) }));
  const { values } = form;
  const years = Number(values.durationYears);
  const endDate = years >= 1 && years <= MAX_CONTRACT_YEARS && /^\d{4}-\d{2}-\d{2}$/.test(values.startDate) ? contractEndDate(values.startDate, years) : null;

  return (
    <Dialog open={open} onClose={onClose} title={t("franchise.contract.title")} description={t("franchise.contract.text")} wide>
      <MutationForm mutation={mutation} className="grid gap-4 sm:grid-cols-2" testId="contract-form">
        <input type="hidden" name="teamId" value={teamId} />
        <Field label={t("fields.playerName")} error={form.errors.playerName} required>
          <input className="input input-bordered w-full" name="playerName" list="franchise-roster-names" autoComplete="off" value={values.playerName} onChange={(e) => form.set("playerName", e.target.value)} />
        </Field>
        <datalist id="franchise-roster-names">{rosterNames.map((n) => <option key={n} value={n} />)}</datalist>
        <SelectField form={form} name="position" required placeholder={t("franchise.roster.choosePosition")} options={positions} />
        <TextField form={form} name="baseSalary" type="number" required min={1} inputMode="numeric" />
        <SelectField form={form} name="durationYears" required placeholder={t("franchise.contract.chooseDuration")} options={durations} />
        <Field label={t("fields.startDate")} error={form.errors.startDate} required>
          <input className="input input-bordered w-full" name="startDate" type="date" value={values.startDate} onChange={(e) => form.set("startDate", e.target.value)} />
        </Field>
        <div className="flex flex-col gap-1">
          <span className="text-sm font-medium">{t("franchise.contract.endDate")}</span>
          <output className="input input-bordered flex w-full items-center" aria-live="polite" data-testid="contract-end-date">{endDate ? formatDay(endDate, i18n.language) : "—"}</output>
        </div>
        <TextAreaField form={form} name="bonuses" rows={2} />
        <TextAreaField form={form} name="nilDeals" rows={2} />
        <div className="flex justify-end gap-2 sm:col-span-2">
          <button type="button" className="btn btn-ghost" onClick={onClose}>{t("common.cancel")}</button>
          <SubmitButton busy={mutation.busy} label={t("franchise.contract.submit")} busyLabel={t("common.submitting")} />
        </div>
      </MutationForm>
    </Dialog>
  );
}
