import { useCallback, useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import { useTranslation, withAreas } from "~/lib/translations";
import { Lightbulb, X } from "lucide-react";
import { fetchRead } from "~/lib/rest";
import type { RouterOutputs } from "../../../routers/index";
import { currentReadFacts, markRead } from "./use-read-facts";
import {
  POPUP_AUTO_HIDE_MS,
  POPUP_FADE_IN_DELAY_MS,
  POPUP_FADE_OUT_MS,
  pickUnreadFact,
  shouldShowFunFact,
  type RandomSource,
} from "./trigger";

import type { RouteChange } from "./fun-fact-popup";

type FunFacts = RouterOutputs["content"]["funFacts"];
type Fact = FunFacts["facts"][number];
type Phase = "entering" | "shown" | "leaving";

const reducedMotion = () => window.matchMedia("(prefers-reduced-motion: reduce)").matches;

/**
 * The fun fact of the popup (spec §2, see fun-fact-popup.tsx): on each route change, not from the root
 * path, with probability 0.6 while unread facts remain, an unread fact appears. It never takes focus;
 * it hides itself after 8 s unless keyboard focus is inside it. Fades are skipped for visitors who ask
 * for reduced motion.
 */
function FunFactCard({ change, autoHide, random }: { change: RouteChange; autoHide: boolean; random: RandomSource }) {
  const { t, i18n } = useTranslation();
  // Read through a ref so that only a route change (never a new function identity) runs the trigger.
  const randomSource = useRef(random);
  randomSource.current = random;
  const [fact, setFact] = useState<Fact | null>(null);
  const [phase, setPhase] = useState<Phase>("entering");
  const [focused, setFocused] = useState(false);

  useEffect(() => {
    const { from, to, signedInForMs } = change;
    let cancelled = false;
    let timer: number | undefined;
    const rand = randomSource.current;
    // Fetched once per page, on the first route change.
    fetchRead<FunFacts>("/api/fun-facts").then(
      (data) => {
        if (cancelled) return;
        const allIds = data.facts.map((f) => f.id);
        const readIds = currentReadFacts();
        if (!shouldShowFunFact({ from, to, allIds, readIds, random: rand, signedInForMs })) return;
        const id = pickUnreadFact(allIds, readIds, rand);
        const next = data.facts.find((f) => f.id === id);
        if (!next) return;
        setFact(next);
        setPhase("entering");
        markRead([next.id]);
        timer = window.setTimeout(() => setPhase("shown"), POPUP_FADE_IN_DELAY_MS);
      },
      // A fact is a bonus: when the list cannot be loaded, the page simply shows none.
      () => undefined,
    );
    return () => {
      cancelled = true;
      window.clearTimeout(timer);
    };
  }, [change]);

  const hide = useCallback(() => setPhase("leaving"), []);

  useEffect(() => {
    if (phase !== "leaving") return;
    const timer = window.setTimeout(() => setFact(null), reducedMotion() ? 0 : POPUP_FADE_OUT_MS);
    return () => window.clearTimeout(timer);
  }, [phase]);

  useEffect(() => {
    if (!fact || phase !== "shown" || !autoHide || focused) return;
    const timer = window.setTimeout(hide, POPUP_AUTO_HIDE_MS);
    return () => window.clearTimeout(timer);
  }, [fact, phase, autoHide, focused, hide]);

  const lang = i18n.language === "es" ? "es" : "en";
  return fact ? (
    <section
      aria-label={t("funFacts.popup.label")}
      data-testid="fun-fact-popup"
      data-fact-id={fact.id}
      data-phase={phase}
      onFocus={() => setFocused(true)}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setFocused(false);
      }}
      className={`card border border-base-300 bg-base-100 shadow-xl transition-opacity motion-reduce:transition-none ${
        phase === "shown" ? "opacity-100 duration-100" : "pointer-events-none opacity-0 duration-300"
      }`}
    >
      <div className="card-body gap-2 p-4">
        <div className="flex items-start justify-between gap-2">
          <p className="flex items-center gap-2 font-semibold">
            <Lightbulb aria-hidden="true" className="size-5 text-secondary" />
            {t("funFacts.popup.label")}
            <span className="badge badge-outline badge-sm">{t(`funFacts.categories.${fact.category}`)}</span>
          </p>
          <button
            type="button"
            className="btn btn-ghost btn-sm btn-square"
            onClick={hide}
            aria-label={t("funFacts.popup.close")}
            data-testid="fun-fact-close"
          >
            <X aria-hidden="true" className="size-4" />
          </button>
        </div>
        <p>
          <span aria-hidden="true" className="mr-2 text-xl">
            {fact.icon}
          </span>
          {fact.translations[lang]}
        </p>
        <Link to="/fun-facts" className="link link-primary text-sm" onClick={hide}>
          {t("funFacts.popup.more")}
        </Link>
      </div>
    </section>
  ) : null;
}

// Loaded on use, with its strings (they are not in every page's HTML).
export default withAreas(["sponsors"], FunFactCard);
