import { useId, useRef, type KeyboardEvent, type ReactNode } from "react";

export type TabItem<K extends string> = { key: K; label: string; panel: ReactNode };

/**
 * WAI-ARIA tabs: one tab stop, arrow keys (and Home/End) move between tabs. Every panel is rendered
 * (inactive ones hidden), so the whole page is in the first HTML response.
 */
export function Tabs<K extends string>({ label, items, active, onChange }: {
  label: string; items: TabItem<K>[]; active: K; onChange: (key: K) => void;
}) {
  const id = useId();
  const refs = useRef<Array<HTMLButtonElement | null>>([]);
  const activeIndex = Math.max(0, items.findIndex((i) => i.key === active));

  function onKeyDown(e: KeyboardEvent) {
    const moves: Record<string, number> = { ArrowRight: activeIndex + 1, ArrowLeft: activeIndex - 1, Home: 0, End: items.length - 1 };
    if (!(e.key in moves)) return;
    e.preventDefault();
    const next = (moves[e.key] + items.length) % items.length;
    onChange(items[next].key);
    refs.current[next]?.focus();
  }

  return (
    <div>
      <div role="tablist" aria-label={label} className="tabs tabs-box mb-6 flex-wrap" onKeyDown={onKeyDown}>
        {items.map((item, i) => (
          <button
            key={item.key}
            ref={(el) => { refs.current[i] = el; }}
            type="button"
            role="tab"
            id={`${id}-tab-${item.key}`}
            aria-selected={item.key === active}
            aria-controls={`${id}-panel-${item.key}`}
            tabIndex={item.key === active ? 0 : -1}
            className={`tab min-h-11 text-base-content ${item.key === active ? "tab-active font-semibold" : ""}`}
            onClick={() => onChange(item.key)}
            data-testid={`tab-${item.key}`}
          >
            {item.label}
          </button>
        ))}
      </div>
      {items.map((item) => (
        <div
          key={item.key}
          role="tabpanel"
          id={`${id}-panel-${item.key}`}
          aria-labelledby={`${id}-tab-${item.key}`}
          hidden={item.key !== active}
          tabIndex={0}
        >
          {item.panel}
        </div>
      ))}
    </div>
  );
}
