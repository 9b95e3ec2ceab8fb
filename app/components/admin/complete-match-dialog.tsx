import { useState, type FormEvent } from "react";
import { useRevalidator } from "react-router";
import { useTranslation } from "react-i18next";
import { Dialog } from "~/components/ui/dialog";
import { Field } from "~/components/ui/field";
import { useToast } from "~/components/ui/toast";
import { MatchUpdateSchema } from "~/forms/match.schema";
import { validateForm, type FieldErrors } from "~/lib/forms";
import { trpc } from "~/lib/trpc";
import type { AdminMatch } from "./types";
import { useFailureToast } from "./use-failure-toast";

const NO_SCORES = { home: "", away: "", homePens: "", awayPens: "" };
const num = (v: string) => (v.trim() === "" ? undefined : Number(v));

/**
 * Complete Match (spec §2/§4): two scores; saving is disabled until both are entered. A level
 * knockout match also asks for the penalty shoot-out that decides it.
 */
export function CompleteMatchDialog({ match, home, away, onClose }: { match: AdminMatch | null; home: string; away: string; onClose: () => void }) {
  const { t } = useTranslation();
  const { toast } = useToast();
  const failed = useFailureToast();
  const revalidator = useRevalidator();
  const [scores, setScores] = useState(NO_SCORES);
  const [errors, setErrors] = useState<FieldErrors>({});
  const update = trpc.matches.update.useMutation();

  const shootout = !!match && match.round !== "group" && scores.home.trim() !== "" && scores.home === scores.away;
  const ready = scores.home.trim() !== "" && scores.away.trim() !== "" && (!shootout || (scores.homePens.trim() !== "" && scores.awayPens.trim() !== ""));

  function close() {
    setScores(NO_SCORES);
    setErrors({});
    onClose();
  }

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (!match) return;
    const result = validateForm(MatchUpdateSchema, {
      matchId: match.id, homeScore: num(scores.home), awayScore: num(scores.away), status: "completed",
      ...(shootout ? { homePenalties: num(scores.homePens), awayPenalties: num(scores.awayPens) } : {}),
    }, t);
    if (result.errors) return setErrors(result.errors);
    try {
      await update.mutateAsync(result.data);
      toast({ title: t("admin.matches.updated"), variant: "success" });
      revalidator.revalidate();
      close();
    } catch (error) {
      setErrors(failed("admin.matches.updateFailed", error));
    }
  }

  const scoreInput = (key: keyof typeof NO_SCORES, name: string) => (
    <input
      className="input input-bordered w-full" type="number" min={0} max={99} inputMode="numeric" name={name}
      value={scores[key]} onChange={(e) => setScores((s) => ({ ...s, [key]: e.target.value }))}
    />
  );

  return (
    <Dialog open={!!match} onClose={close} title={t("admin.matches.completeTitle")} description={t("admin.matches.completeText", { home, away })}>
      <form noValidate onSubmit={onSubmit} className="space-y-4" data-testid="complete-match-form">
        <div className="grid grid-cols-2 gap-4">
          <Field label={t("admin.matches.score", { team: home })} error={errors.homeScore} required>{scoreInput("home", "homeScore")}</Field>
          <Field label={t("admin.matches.score", { team: away })} error={errors.awayScore} required>{scoreInput("away", "awayScore")}</Field>
        </div>
        {shootout ? (
          <fieldset className="grid grid-cols-2 gap-4">
            <legend className="mb-2 text-sm font-medium">{t("admin.matches.shootout")}</legend>
            <Field label={t("admin.matches.penalties", { team: home })} error={errors.homePenalties} required>{scoreInput("homePens", "homePenalties")}</Field>
            <Field label={t("admin.matches.penalties", { team: away })} error={errors.awayPenalties} required>{scoreInput("awayPens", "awayPenalties")}</Field>
          </fieldset>
        ) : null}
        {errors.homePenalties && !shootout ? <p className="text-sm text-error" role="alert">{errors.homePenalties}</p> : null}
        <div className="flex justify-end gap-2">
          <button type="button" className="btn btn-ghost" onClick={close}>{t("common.cancel")}</button>
          <button type="submit" className="btn btn-primary" disabled={!ready || update.isPending} data-testid="complete-match-submit">
            {update.isPending ? t("admin.matches.saving") : t("admin.matches.complete")}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
