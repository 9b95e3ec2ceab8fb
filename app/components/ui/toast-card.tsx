import { useTranslation } from "~/lib/translations";
import { X } from "lucide-react";
import type { Toast } from "./toast";

/** One toast: its title, text and a dismiss button; hovering or focusing it pauses the timer (toast.tsx). */
export default function ToastCard({
  toast,
  onClose,
  onPause,
}: {
  toast: Toast;
  onClose: () => void;
  onPause: (p: boolean) => void;
}) {
  const { t } = useTranslation();
  const tone = toast.variant === "destructive" ? "alert-error" : toast.variant === "success" ? "alert-success" : "alert-info";
  return (
    <div
      className={`alert ${tone} pointer-events-auto max-w-sm shadow-lg items-start whitespace-normal`}
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
