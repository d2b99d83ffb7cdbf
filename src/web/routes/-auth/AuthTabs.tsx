import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';

interface AuthTab<K extends string> {
  key: K;
  label: string;
  children: ReactNode;
}

interface AuthTabsProps<K extends string> {
  activeKey: K;
  onChange: (key: K) => void;
  items: AuthTab<K>[];
}

/**
 * The two tabs of the sign-in screen, with the WAI-ARIA tabs pattern (arrow keys, Home, End).
 * A panel mounts when first shown and then stays, so what was typed survives a switch. Written here rather than antd's Tabs, which brings its overflow menu and dropdown into the first
 * page a visitor loads (about 20 KB gzipped).
 */
export function AuthTabs<K extends string>({ activeKey, onChange, items }: AuthTabsProps<K>) {
  const id = useId();
  const buttons = useRef<Array<HTMLButtonElement | null>>([]);
  const active = Math.max(
    0,
    items.findIndex((t) => t.key === activeKey),
  );
  const [visited, setVisited] = useState(() => new Set<K>([activeKey]));
  if (!visited.has(activeKey)) setVisited(new Set([...visited, activeKey]));
  const select = (index: number) => {
    const next = (index + items.length) % items.length;
    onChange(items[next]!.key);
    buttons.current[next]?.focus();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const moves: Record<string, number> = {
      ArrowRight: active + 1,
      ArrowLeft: active - 1,
      Home: 0,
      End: items.length - 1,
    };
    if (!(event.key in moves)) return;
    event.preventDefault();
    select(moves[event.key]!);
  };
  return (
    <div className="auth-tabs">
      <div role="tablist" className="auth-tablist" onKeyDown={onKeyDown}>
        {items.map((tab, index) => (
          <button
            key={tab.key}
            ref={(el) => {
              buttons.current[index] = el;
            }}
            type="button"
            role="tab"
            id={`${id}-tab-${tab.key}`}
            aria-controls={`${id}-panel-${tab.key}`}
            aria-selected={index === active}
            tabIndex={index === active ? 0 : -1}
            className="auth-tab"
            onClick={() => onChange(tab.key)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      {items.map((tab, index) => (
        <div
          key={tab.key}
          role="tabpanel"
          id={`${id}-panel-${tab.key}`}
          aria-labelledby={`${id}-tab-${tab.key}`}
          hidden={index !== active}
        >
          {visited.has(tab.key) && tab.children}
        </div>
      ))}
    </div>
  );
}
