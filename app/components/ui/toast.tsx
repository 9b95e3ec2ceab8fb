import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from "react";
import { createPortal } from "react-dom";
import { useTranslation } from "~/lib/translations";
import { useToastHost } from "./modal";
// On every page, not loaded on use: a toast often says the connection is gone (the match console's
// "queued", a failed form), when no code could be fetched.
import ToastCard from "./toast-card";

/** Spec §9: auto-close after 5000 ms, one toast visible; a new one replaces the previous. */
export const TOAST_DURATION_MS = 5000;

export type Toast = { id: number; title: string; description?: string; variant?: "default" | "destructive" | "success" };
type ToastApi = { toast: (t: Omit<Toast, "id">) => void; dismiss: () => void };

const ToastContext = createContext<ToastApi | null>(null);

export function ToastProvider({ children }: { children: ReactNode }) {
  const [current, setCurrent] = useState<Toast | null>(null);
  const [paused, setPaused] = useState(false);
  const nextId = useRef(1);
  const api = useMemo<ToastApi>(
    () => ({ toast: (t) => setCurrent({ ...t, id: nextId.current++ }), dismiss: () => setCurrent(null) }),
    [],
  );
  useEffect(() => {
    if (!current || paused) return;
    const timer = window.setTimeout(() => setCurrent(null), TOAST_DURATION_MS);
    return () => window.clearTimeout(timer);
  }, [current, paused]);
  return (
    <ToastContext.Provider value={api}>
      {children}
      <ToastViewport toast={current} onDismiss={api.dismiss} onPause={setPaused} />
    </ToastContext.Provider>
  );
}

function ToastViewport({
  toast,
  onDismiss,
  onPause,
}: {
  toast: Toast | null;
  onDismiss: () => void;
  onPause: (p: boolean) => void;
}) {
  const { t } = useTranslation();
  const host = useToastHost();
  const region = useRef<HTMLElement>(null);
  const destructive = toast?.variant === "destructive";
  const close = useCallback(() => onDismiss(), [onDismiss]);
  // A manual popover is in the top layer, above any dialog opened before it; moving into a newly opened
  // dialog remounts the region, so it is shown again after that dialog.
  useEffect(() => {
    const el = region.current;
    if (el && typeof el.showPopover === "function" && !el.matches(":popover-open")) el.showPopover();
  }, [host]);
  const viewport = (
    <section
      ref={region}
      popover="manual"
      aria-label={t("toast.region")}
      className="toast toast-end toast-bottom toast-region"
      data-testid="toast-region"
    >
      {/* Two live regions exist from the first render so screen readers announce what appears in them. */}
      <div role="status" aria-live="polite" aria-atomic="true">
        {toast && !destructive ? <ToastCard toast={toast} onClose={close} onPause={onPause} /> : null}
      </div>
      <div role="alert" aria-live="assertive" aria-atomic="true">
        {toast && destructive ? <ToastCard toast={toast} onClose={close} onPause={onPause} /> : null}
      </div>
    </section>
  );
  return host ? createPortal(viewport, host) : viewport;
}

export function useToast(): ToastApi {
  const ctx = useContext(ToastContext);
  if (!ctx) throw new Error("useToast outside ToastProvider");
  return ctx;
}
