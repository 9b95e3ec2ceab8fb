import { useId, type ReactNode } from "react";
import { useTranslation } from "~/lib/translations";
import { X } from "lucide-react";
import { useModalDialog } from "~/components/ui/modal";

/**
 * A slide-in panel at the end of the screen, on the native <dialog> (focus trapped, Escape closes,
 * focus returns to the opener). It opens above an open store dialog, which is why it is a modal too.
 */
export function SidePanel({
  open,
  onClose,
  title,
  children,
  footer,
  testId,
}: {
  open: boolean;
  onClose: () => void;
  title: string;
  children: ReactNode;
  footer?: ReactNode;
  testId?: string;
}) {
  const { dialogRef, toastHostRef } = useModalDialog(open);
  const titleId = useId();
  const { t } = useTranslation();
  return (
    <dialog ref={dialogRef} className="modal modal-end" aria-labelledby={titleId} onClose={onClose} data-testid={testId}>
      {open ? (
        <div className="modal-box flex h-full max-h-none w-96 max-w-[92vw] flex-col rounded-none p-0">
          <div className="flex items-center justify-between gap-4 border-b border-base-300 p-4">
            <h2 id={titleId} className="text-xl font-bold">
              {title}
            </h2>
            <button type="button" className="btn btn-ghost btn-sm btn-square" onClick={onClose} aria-label={t("common.close")}>
              <X aria-hidden="true" className="size-5" />
            </button>
          </div>
          <div className="flex-1 overflow-y-auto p-4">{children}</div>
          {footer ? <div className="border-t border-base-300 p-4">{footer}</div> : null}
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
