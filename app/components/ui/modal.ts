import { useEffect, useRef, useSyncExternalStore } from "react";

/*
 * A modal <dialog> makes the rest of the page inert, including anything in the top layer that is not
 * inside it (whatwg/html#9936). So the toast region moves into the topmost open modal: each modal keeps an
 * empty host element, and the toast viewport renders into the last host registered here.
 */
const hosts: HTMLElement[] = [];
const listeners = new Set<() => void>();

function notify() {
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const topHost = () => hosts.at(-1) ?? null;

/** The element toasts render into while a modal is open; null when none is (toasts then sit in the page). */
export function useToastHost(): HTMLElement | null {
  return useSyncExternalStore(subscribe, topHost, () => null);
}

/**
 * Opens and closes a native <dialog> as a modal with `open`, and registers its toast host while open.
 * Attach `dialogRef` to the <dialog> and `toastHostRef` to an empty element inside it.
 */
export function useModalDialog(open: boolean) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const toastHostRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = dialogRef.current;
    const host = toastHostRef.current;
    if (!el) return;
    if (open && !el.open) el.showModal();
    if (!open && el.open) el.close();
    if (!open || !host) return;
    hosts.push(host);
    notify();
    return () => {
      const at = hosts.indexOf(host);
      if (at >= 0) hosts.splice(at, 1);
      notify();
    };
  }, [open]);
  return { dialogRef, toastHostRef };
}
