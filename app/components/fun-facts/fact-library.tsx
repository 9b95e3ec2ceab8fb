import { useEffect, useState } from "react";
import { useTranslation } from "~/lib/translations";
import { CheckCircle2, ChevronLeft, ChevronRight, Circle, List, PartyPopper, RotateCcw } from "lucide-react";
import { Dialog } from "~/components/ui/dialog";
import type { RouterOutputs } from "../../../routers/index";
import { useReadFacts } from "./use-read-facts";
import { unreadIds, wrapIndex } from "./trigger";

export type Fact = RouterOutputs["content"]["funFacts"]["facts"][number];

/**
 * The library (spec §2): one fact at a time with previous/next wrapping around, read and unread
 * counts, the all-read message and the view-all modal with read ticks. A fact counts as read once
 * shown, here or in the popup (same stored list).
 */
export function FactLibrary({ facts }: { facts: Fact[] }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language === "es" ? "es" : "en";
  const { readIds, markRead, reset } = useReadFacts();
  const [index, setIndex] = useState(0);
  const [listOpen, setListOpen] = useState(false);

  const show = (i: number) => {
    const next = wrapIndex(i, facts.length);
    setIndex(next);
    markRead([facts[next].id]);
  };

  // Once the browser's read list is known, open on the first fact not read yet.
  useEffect(() => {
    const unread = unreadIds(
      facts.map((f) => f.id),
      readIds,
    );
    show(unread.length ? facts.findIndex((f) => f.id === unread[0]) : 0);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const read = new Set(readIds);
  const readCount = facts.filter((f) => read.has(f.id)).length;
  const allRead = readCount === facts.length;
  const fact = facts[index];

  return (
    <section aria-labelledby="library-title" className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="library-title" className="text-2xl font-bold">
          {t("funFacts.library.title")}
        </h2>
        <div role="status" aria-live="polite" aria-label={t("funFacts.library.countsLabel")}>
          <dl className="flex gap-2">
            <div className="badge badge-lg badge-success gap-1" data-testid="facts-read-count">
              <dt>{t("funFacts.library.read")}:</dt>
              <dd className="font-bold tabular-nums">{readCount}</dd>
            </div>
            <div className="badge badge-lg badge-outline gap-1" data-testid="facts-unread-count">
              <dt>{t("funFacts.library.unread")}:</dt>
              <dd className="font-bold tabular-nums">{facts.length - readCount}</dd>
            </div>
          </dl>
        </div>
      </div>

      {allRead ? (
        <div role="status" className="alert alert-success" data-testid="facts-all-read">
          <PartyPopper aria-hidden="true" className="size-6" />
          <div>
            <p className="font-semibold">{t("funFacts.library.allRead", { total: facts.length })}</p>
            <p className="text-sm">{t("funFacts.library.allReadText")}</p>
          </div>
          <button
            type="button"
            className="btn btn-sm"
            onClick={() => {
              reset();
              show(0);
            }}
          >
            <RotateCcw aria-hidden="true" className="size-4" /> {t("funFacts.library.startOver")}
          </button>
        </div>
      ) : null}

      <article className="card bg-base-100 shadow" data-testid="fact-card" data-fact-id={fact.id}>
        <div className="card-body gap-4">
          <div aria-live="polite" aria-atomic="true" className="space-y-3">
            <p className="flex flex-wrap items-center gap-2 text-sm font-semibold">
              <span data-testid="fact-position">{t("funFacts.factOf", { n: index + 1, total: facts.length })}</span>
              <span className="badge badge-outline">{t(`funFacts.categories.${fact.category}`)}</span>
            </p>
            <p className="flex items-start gap-3 text-xl">
              <span aria-hidden="true" className="text-3xl">
                {fact.icon}
              </span>
              <span data-testid="fact-text">{fact.translations[lang]}</span>
            </p>
          </div>
          <div className="card-actions flex-wrap justify-between">
            <div className="join">
              <button type="button" className="btn join-item" onClick={() => show(index - 1)} data-testid="fact-previous">
                <ChevronLeft aria-hidden="true" className="size-4" /> {t("funFacts.previous")}
              </button>
              <button type="button" className="btn join-item btn-primary" onClick={() => show(index + 1)} data-testid="fact-next">
                {t("funFacts.next")} <ChevronRight aria-hidden="true" className="size-4" />
              </button>
            </div>
            <button type="button" className="btn btn-outline" onClick={() => setListOpen(true)} data-testid="facts-view-all">
              <List aria-hidden="true" className="size-4" /> {t("funFacts.viewAll")}
            </button>
          </div>
        </div>
      </article>

      <Dialog
        open={listOpen}
        onClose={() => setListOpen(false)}
        title={t("funFacts.allTitle")}
        description={t("funFacts.allText")}
        wide
      >
        <ol className="space-y-1" data-testid="facts-list">
          {facts.map((f, i) => {
            const isRead = read.has(f.id);
            return (
              <li key={f.id}>
                <button
                  type="button"
                  className={`flex min-h-11 w-full items-start gap-3 rounded-box p-2 text-left hover:bg-base-200 ${i === index ? "bg-base-200" : ""}`}
                  aria-current={i === index ? "true" : undefined}
                  onClick={() => {
                    show(i);
                    setListOpen(false);
                  }}
                  data-read={isRead}
                >
                  {isRead ? (
                    <CheckCircle2 aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-success" />
                  ) : (
                    <Circle aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-base-content/60" />
                  )}
                  <span className="flex-1">
                    <span aria-hidden="true" className="mr-1">
                      {f.icon}
                    </span>
                    {f.translations[lang]}
                    <span className="sr-only"> ({isRead ? t("funFacts.readMark") : t("funFacts.unreadMark")})</span>
                  </span>
                </button>
              </li>
            );
          })}
        </ol>
      </Dialog>
    </section>
  );
}
