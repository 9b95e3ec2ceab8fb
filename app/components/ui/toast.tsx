import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { X } from "lucide-react";

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

function ToastViewport({ toast, onDismiss, onPause }: { toast: Toast | null; onDismiss: () => void; onPause: (p: boolean) => void }) {
  const { t } = useTranslation();
  const destructive = toast?.variant === "destructive";
  const close = useCallback(() => onDismiss(), [onDismiss]);
  return (
    <section aria-label={t("toast.region")} className="toast toast-end toast-bottom z-50">
      {/* Two live regions exist from the first render so screen readers announce what appears in them. */}
      <div role="status" aria-live="polite" aria-atomic="true">
        {toast && !destructive ? <ToastCard toast={toast} onClose={close} onPause={onPause} /> : null}
      </div>
      <div role="alert" aria-live="assertive" aria-atomic="true">
        {toast && destructive ? <ToastCard toast={toast} onClose={close} onPause={onPause} /> : null}
      </div>
    </section>
  );
}

function ToastCard({ toast, onClose, onPause }: { toast: Toast; onClose: () => void; onPause: (p: boolean) => void }) {
  const { t } = useTranslation();
  const tone = toast.variant === "destructive" ? "alert-error" : toast.variant === "success" ? "alert-success" : "alert-info";
  return (
    <div
      className={`alert ${tone} max-w-sm shadow-lg items-start`}
      data-testid="toast"
      onMouseEnter={() => onPause(true)}
      onMouseLeave={() => onPause(false)}
      onFocus={() => onPause(true)}
      onBlur={() => onPause(false)}
    >
      <div className="flex-1">
        <p className="font-semibold">{toast.title}</p>
        {toast.description ? <p className="text-sm">{toast.description}</p> : null}
      </div>
      <button type="button" className="btn btn-ghost btn-sm btn-square" onClick={onClose} aria-label={t("common.dismiss")}>
        <X aria-hidden="true" className="size-4" />
      </button>
    </div>
  );
}

export function useToast(): ToastApi {
  const ctx = useContext(ToastContext);
  if (!ctx) throw new Error("useToast outside ToastProvider");
  return ctx;
}
