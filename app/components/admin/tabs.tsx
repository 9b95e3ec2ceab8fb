import { useRef, type KeyboardEvent, type ReactNode } from "react";

export type TabItem<K extends string> = { key: K; label: string; badge?: ReactNode };

/**
 * WAI-ARIA tabs: one tab stop, arrow keys (and Home/End) move between tabs and select them. The
 * panel is rendered by the caller with `tabPanelProps`.
 */
export function Tabs<K extends string>({ items, active, onChange, label, idPrefix }: {
  items: TabItem<K>[]; active: K; onChange: (key: K) => void; label: string; idPrefix: string;
}) {
  const refs = useRef<Record<string, HTMLButtonElement | null>>({});
  function onKeyDown(e: KeyboardEvent) {
    const i = items.findIndex((item) => item.key === active);
    const next = { ArrowRight: i + 1, ArrowLeft: i - 1, Home: 0, End: items.length - 1 }[e.key];
    if (next === undefined) return;
    e.preventDefault();
    const target = items[(next + items.length) % items.length];
    onChange(target.key);
    refs.current[target.key]?.focus();
  }
  return (
    <div role="tablist" aria-label={label} className="tabs tabs-box flex-wrap bg-base-100" onKeyDown={onKeyDown}>
      {items.map((item) => (
        <button
          key={item.key}
          ref={(el) => { refs.current[item.key] = el; }}
          type="button"
          role="tab"
          id={`${idPrefix}-tab-${item.key}`}
          aria-selected={item.key === active}
          aria-controls={`${idPrefix}-panel-${item.key}`}
          tabIndex={item.key === active ? 0 : -1}
          className={`tab min-h-11 gap-2 ${item.key === active ? "tab-active" : ""}`}
          onClick={() => onChange(item.key)}
          data-testid={`admin-tab-${item.key}`}
        >
          {item.label}
          {item.badge}
        </button>
      ))}
    </div>
  );
}

export function tabPanelProps(idPrefix: string, key: string) {
  return { role: "tabpanel", id: `${idPrefix}-panel-${key}`, "aria-labelledby": `${idPrefix}-tab-${key}`, tabIndex: 0 } as const;
}
