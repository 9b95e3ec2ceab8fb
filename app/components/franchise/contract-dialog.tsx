import { useState, type FormEvent } from "react";
import { useTranslation } from "~/lib/translations";
import { Dialog } from "~/components/ui/dialog";
import { Field } from "~/components/ui/field";
import { useToast } from "~/components/ui/toast";
import { CONTRACT_POSITIONS, ContractSchema, MAX_CONTRACT_YEARS, contractEndDate } from "~/forms/franchise.schema";
import { describeMutationError, validateForm, type FieldErrors } from "~/lib/forms";
import { dollarsToCents } from "~/lib/money";
import { trpc } from "~/lib/trpc";
import { formatDay } from "./format";

const today = () => new Date().toISOString().slice(0, 10);
const empty = () => ({ playerName: "", position: "", salary: "", durationYears: "", startDate: today(), bonuses: "", nilDeals: "" });

/** New contract (spec §5: player, salary and 1–5 years required; end date = start + duration × 365 days). */
export function ContractDialog({ teamId, rosterNames, open, onClose }: { teamId: string; rosterNames: string[]; open: boolean; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const { toast } = useToast();
  const utils = trpc.useUtils();
  const [values, setValues] = useState(empty);
  const [errors, setErrors] = useState<FieldErrors>({});
  const sign = trpc.commerce.franchise.addContract.useMutation({ onSuccess: () => utils.commerce.franchise.invalidate() });
  const set = (name: keyof ReturnType<typeof empty>) => (e: { target: { value: string } }) => setValues((v) => ({ ...v, [name]: e.target.value }));
  const years = Number(values.durationYears);
  const endDate = years >= 1 && years <= MAX_CONTRACT_YEARS && /^\d{4}-\d{2}-\d{2}$/.test(values.startDate) ? contractEndDate(values.startDate, years) : null;

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    const result = validateForm(ContractSchema, {
      playerName: values.playerName,
      position: values.position || undefined,
      // The form takes dollars; the API takes cents (platform spec §9: input times 100).
      baseSalary: values.salary === "" ? undefined : dollarsToCents(Number(values.salary)),
      durationYears: values.durationYears === "" ? undefined : years,
      startDate: values.startDate,
      bonuses: values.bonuses || undefined,
      nilDeals: values.nilDeals || undefined,
    }, t);
    if (result.errors) return setErrors(result.errors);
    setErrors({});
    try {
      await sign.mutateAsync({ ...result.data, teamId });
      toast({ title: t("franchise.contract.signed"), description: result.data.playerName, variant: "success" });
      setValues(empty());
      onClose();
    } catch (error) {
      const { message, fields } = describeMutationError(error, t("forms.failedText"));
      setErrors(fields);
      toast({ title: t("franchise.contract.failed"), description: message, variant: "destructive" });
    }
  }

  return (
    <Dialog open={open} onClose={onClose} title={t("franchise.contract.title")} description={t("franchise.contract.text")} wide>
      <form noValidate onSubmit={onSubmit} className="grid gap-4 sm:grid-cols-2" data-testid="contract-form">
        <Field label={t("fields.playerName")} error={errors.playerName} required>
          <input className="input input-bordered w-full" name="playerName" list="franchise-roster-names" autoComplete="off" value={values.playerName} onChange={set("playerName")} />
        </Field>
        <datalist id="franchise-roster-names">{rosterNames.map((n) => <option key={n} value={n} />)}</datalist>
        <Field label={t("fields.position")} error={errors.position} required>
          <select className="select select-bordered w-full" name="position" value={values.position} onChange={set("position")}>
            <option value="">{t("franchise.roster.choosePosition")}</option>
            {CONTRACT_POSITIONS.map((p) => <option key={p} value={p}>{t(`franchise.contractPositions.${p}`)}</option>)}
          </select>
        </Field>
        <Field label={t("fields.baseSalary")} error={errors.baseSalary} required>
          <input className="input input-bordered w-full" name="salary" type="number" min={1} step={1} inputMode="numeric" value={values.salary} onChange={set("salary")} />
        </Field>
        <Field label={t("fields.durationYears")} error={errors.durationYears} required>
          <select className="select select-bordered w-full" name="durationYears" value={values.durationYears} onChange={set("durationYears")}>
            <option value="">{t("franchise.contract.chooseDuration")}</option>
            {Array.from({ length: MAX_CONTRACT_YEARS }, (_, i) => i + 1).map((n) => <option key={n} value={n}>{t("franchise.contract.years", { count: n })}</option>)}
          </select>
        </Field>
        <Field label={t("fields.startDate")} error={errors.startDate} required>
          <input className="input input-bordered w-full" name="startDate" type="date" value={values.startDate} onChange={set("startDate")} />
        </Field>
        <div className="flex flex-col gap-1">
          <span className="text-sm font-medium">{t("franchise.contract.endDate")}</span>
          <output className="input input-bordered flex w-full items-center" aria-live="polite" data-testid="contract-end-date">{endDate ? formatDay(endDate, i18n.language) : "—"}</output>
        </div>
        <Field label={t("fields.bonuses")} error={errors.bonuses}>
          <textarea className="textarea textarea-bordered w-full" name="bonuses" rows={2} value={values.bonuses} onChange={set("bonuses")} />
        </Field>
        <Field label={t("fields.nilDeals")} error={errors.nilDeals}>
          <textarea className="textarea textarea-bordered w-full" name="nilDeals" rows={2} value={values.nilDeals} onChange={set("nilDeals")} />
        </Field>
        <div className="flex justify-end gap-2 sm:col-span-2">
          <button type="button" className="btn btn-ghost" onClick={onClose}>{t("common.cancel")}</button>
          <button type="submit" className="btn btn-primary" disabled={sign.isPending}>{sign.isPending ? t("common.submitting") : t("franchise.contract.submit")}</button>
        </div>
      </form>
    </Dialog>
  );
}
