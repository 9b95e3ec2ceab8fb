import { useId, type ReactNode } from "react";
import { useTranslation } from "~/lib/translations";
import { X } from "lucide-react";
import { useModalDialog } from "./modal";

/**
 * A modal on the native <dialog> element: the browser traps focus, Escape closes it and focus
 * returns to the opener.
 */
export function Dialog({
  open,
  onClose,
  title,
  description,
  children,
  wide,
}: {
  open: boolean;
  onClose: () => void;
  title: string;
  description?: string;
  children: ReactNode;
  wide?: boolean;
}) {
  const { dialogRef, toastHostRef } = useModalDialog(open);
  const titleId = useId();
  const descId = useId();
  const { t } = useTranslation();
  return (
    <dialog
      ref={dialogRef}
      className="modal"
      aria-labelledby={titleId}
      aria-describedby={description ? descId : undefined}
      // React bubbles "close" through the component tree: a nested dialog closing must not close this one.
      onClose={(e) => {
        if (e.target === e.currentTarget) onClose();
      }}
    >
      {open ? (
        <div className={`modal-box ${wide ? "max-w-3xl" : ""}`}>
          <div className="flex items-start justify-between gap-4">
            <h2 id={titleId} className="text-xl font-bold">
              {title}
            </h2>
            <button type="button" className="btn btn-ghost btn-sm btn-square" onClick={onClose} aria-label={t("common.close")}>
              <X aria-hidden="true" className="size-5" />
            </button>
          </div>
          {description ? (
            <p id={descId} className="mt-1 text-base-content/80">
              {description}
            </p>
          ) : null}
          <div className="mt-4">{children}</div>
        </div>
      ) : null}
      <form method="dialog" className="modal-backdrop">
        <button type="submit" tabIndex={-1} aria-hidden="true">
          {t("common.close")}
        </button>
      </form>
      <div ref={toastHostRef} />
    </dialog>
  );
}
