import { useId, useRef, type KeyboardEvent, type ReactNode } from "react";

export type TabItem<K extends string> = { key: K; label: string; badge?: ReactNode };

/**
 * WAI-ARIA tab list: one tab stop; arrow keys, Home and End move between tabs and select them.
 * Panels are the caller's (`tabPanelProps`), or use `Tabs` below for list and panels together.
 */
export function TabList<K extends string>({
  items,
  active,
  onChange,
  label,
  idPrefix,
  testIdPrefix,
  className = "",
}: {
  items: TabItem<K>[];
  active: K;
  onChange: (key: K) => void;
  label: string;
  idPrefix: string;
  testIdPrefix?: string;
  className?: string;
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
    <div role="tablist" aria-label={label} className={`tabs tabs-box w-fit flex-wrap ${className}`} onKeyDown={onKeyDown}>
      {items.map((item) => (
        <button
          key={item.key}
          ref={(el) => {
            refs.current[item.key] = el;
          }}
          type="button"
          role="tab"
          id={`${idPrefix}-tab-${item.key}`}
          aria-selected={item.key === active}
          aria-controls={`${idPrefix}-panel-${item.key}`}
          tabIndex={item.key === active ? 0 : -1}
          className={`tab min-h-11 gap-2 ${item.key === active ? "tab-active font-semibold" : ""}`}
          onClick={() => onChange(item.key)}
          data-testid={testIdPrefix === "" ? `tab-${item.key}` : `${testIdPrefix ?? idPrefix}-tab-${item.key}`}
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

/**
 * Tab list and panels together. `keepMounted` renders every panel (inactive ones hidden) so a page's
 * whole content is in the first HTML; otherwise only the active panel is rendered.
 */
export function Tabs<K extends string>({
  label,
  items,
  active,
  onChange,
  idPrefix,
  testIdPrefix,
  keepMounted = false,
}: {
  label: string;
  items: Array<TabItem<K> & { panel: ReactNode }>;
  active: K;
  onChange: (key: K) => void;
  idPrefix?: string;
  testIdPrefix?: string;
  keepMounted?: boolean;
}) {
  const generated = useId();
  const prefix = idPrefix ?? generated;
  const current = items.find((i) => i.key === active) ?? items[0];
  const shown = keepMounted ? items : [current];
  return (
    <div>
      <TabList
        items={items}
        active={current.key}
        onChange={onChange}
        label={label}
        idPrefix={prefix}
        testIdPrefix={testIdPrefix ?? idPrefix ?? ""}
        className="mb-4"
      />
      {shown.map((item) => (
        <div key={item.key} {...tabPanelProps(prefix, item.key)} hidden={item.key !== current.key}>
          {item.panel}
        </div>
      ))}
    </div>
  );
}
