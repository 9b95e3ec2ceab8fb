import { useRef, type KeyboardEvent, type ReactNode } from "react";

export type TabItem<K extends string> = { key: K; label: string; panel: ReactNode };

/**
 * WAI-ARIA tabs: one tab stop, arrow keys (and Home/End) move between tabs, each tab controls its
 * panel; panels of unselected tabs are not rendered.
 */
export function Tabs<K extends string>({ label, items, selected, onSelect, idPrefix }: {
  label: string; items: TabItem<K>[]; selected: K; onSelect: (key: K) => void; idPrefix: string;
}) {
  const refs = useRef<Record<string, HTMLButtonElement | null>>({});
  function onKeyDown(e: KeyboardEvent, index: number) {
    const last = items.length - 1;
    const next = e.key === "ArrowRight" ? (index === last ? 0 : index + 1)
      : e.key === "ArrowLeft" ? (index === 0 ? last : index - 1)
      : e.key === "Home" ? 0 : e.key === "End" ? last : null;
    if (next === null) return;
    e.preventDefault();
    onSelect(items[next].key);
    refs.current[items[next].key]?.focus();
  }
  const current = items.find((i) => i.key === selected) ?? items[0];
  return (
    <div>
      <div role="tablist" aria-label={label} className="tabs tabs-box w-fit">
        {items.map((item, index) => (
          <button
            key={item.key}
            ref={(el) => { refs.current[item.key] = el; }}
            type="button"
            role="tab"
            id={`${idPrefix}-tab-${item.key}`}
            aria-selected={item.key === current.key}
            aria-controls={`${idPrefix}-panel-${item.key}`}
            tabIndex={item.key === current.key ? 0 : -1}
            className={`tab ${item.key === current.key ? "tab-active" : "text-base-content/80"}`}
            onClick={() => onSelect(item.key)}
            onKeyDown={(e) => onKeyDown(e, index)}
            data-testid={`${idPrefix}-tab-${item.key}`}
          >
            {item.label}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${idPrefix}-panel-${current.key}`} aria-labelledby={`${idPrefix}-tab-${current.key}`} className="mt-4" tabIndex={0}>
        {current.panel}
      </div>
    </div>
  );
}
