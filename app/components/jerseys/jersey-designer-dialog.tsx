import { Component, lazy, Suspense, useState, type ReactNode } from "react";
import { useTranslation } from "~/lib/translations";
import { Shirt } from "lucide-react";
import { Dialog } from "~/components/ui/dialog";
import type { DesignerTeam } from "./types";

/** `trade` is the label shown; `tradeCode` picks the designer's preset. */

/** Konva and the designer load only when a designer is first opened, never with the page that offers it. */
const JerseyDesigner = lazy(() => import("./jersey-designer"));

/** A failed chunk download (offline, new deployment) shows a message instead of breaking the page. */
class LoadBoundary extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

/**
 * The Jersey Designer in a dialog, for the team pages and the franchise Jerseys tab:
 * `<JerseyDesignerDialog team={team} open={open} onClose={…} />`.
 */
export function JerseyDesignerDialog({ team, open, onClose }: { team: DesignerTeam; open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={t("jerseys.title")}
      description={t("jerseys.subtitle", { team: team.name, trade: team.trade })}
      wide
    >
      <LoadBoundary
        fallback={
          <p role="alert" className="text-error">
            {t("jerseys.loadFailed")}
          </p>
        }
      >
        <Suspense
          fallback={
            <p role="status" className="flex items-center gap-2">
              <span className="loading loading-spinner" aria-hidden="true" />
              {t("jerseys.loading")}
            </p>
          }
        >
          <JerseyDesigner team={team} />
        </Suspense>
      </LoadBoundary>
    </Dialog>
  );
}

/** A "Design jersey" button that opens the designer for `team`. */
export function JerseyDesignerButton({ team, className = "btn btn-primary" }: { team: DesignerTeam; className?: string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        className={className}
        onClick={() => setOpen(true)}
        aria-label={t("jerseys.openFor", { team: team.name })}
        data-testid="open-jersey-designer"
      >
        <Shirt aria-hidden="true" className="size-4" /> {t("jerseys.open")}
      </button>
      <JerseyDesignerDialog team={team} open={open} onClose={() => setOpen(false)} />
    </>
  );
}
