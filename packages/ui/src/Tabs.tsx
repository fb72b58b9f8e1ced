import { useId, useRef, type KeyboardEvent, type ReactElement, type ReactNode } from 'react';
import { cx } from './cx';

export interface TabItem {
  id: string;
  label: ReactNode;
  disabled?: boolean;
}

export interface TabsProps {
  tabs: readonly TabItem[];
  /** The selected tab's id (controlled). */
  value: string;
  onChange(id: string): void;
  /** The selected tab's panel, or a function of the selected id. */
  children?: ReactNode | ((id: string) => ReactNode);
  /** Names the tab list for assistive tech. */
  'aria-label'?: string;
  /**
   * 'auto' (default): arrow keys select as they move. 'manual': arrows move focus, Enter/Space selects
   * (use when a panel is slow to render).
   */
  activation?: 'auto' | 'manual';
  /** 'vertical': the tabs stand in a column beside the panel and Up/Down arrows move between them. */
  orientation?: 'horizontal' | 'vertical';
  className?: string;
}

/**
 * WAI-ARIA tabs: one tab stop (roving tabindex), Left/Right arrows (Up/Down when vertical) wrap, Home/End,
 * disabled tabs skipped.
 */
export function Tabs({
  tabs,
  value,
  onChange,
  children,
  'aria-label': ariaLabel,
  activation = 'auto',
  orientation = 'horizontal',
  className,
}: TabsProps): ReactElement {
  const base = `fiu-tabs-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const listRef = useRef<HTMLDivElement>(null);
  const tabId = (id: string) => `${base}-tab-${id}`;
  const panelId = `${base}-panel`;
  const enabled = tabs.filter((t) => !t.disabled);
  // If the value names no enabled tab, the first enabled one takes the tab stop.
  const focusable = enabled.some((t) => t.id === value) ? value : enabled[0]?.id;

  function move(from: string, key: string): string | undefined {
    if (enabled.length === 0) return undefined;
    const i = enabled.findIndex((t) => t.id === from);
    const [next, previous] = orientation === 'vertical' ? ['ArrowDown', 'ArrowUp'] : ['ArrowRight', 'ArrowLeft'];
    switch (key) {
      case next:
        return enabled[(i + 1) % enabled.length]?.id;
      case previous:
        return enabled[(i - 1 + enabled.length) % enabled.length]?.id;
      case 'Home':
        return enabled[0]?.id;
      case 'End':
        return enabled[enabled.length - 1]?.id;
      default:
        return undefined;
    }
  }

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>, from: string) {
    const next = move(from, event.key);
    if (next === undefined) return;
    event.preventDefault();
    const button = listRef.current?.querySelector<HTMLButtonElement>(`[data-tab-id="${cssEscape(next)}"]`);
    button?.focus();
    if (activation === 'auto' && next !== value) onChange(next);
  }

  const panel = typeof children === 'function' ? children(value) : children;
  const selectedExists = tabs.some((t) => t.id === value);

  return (
    <div className={cx('fiu-tabs', orientation === 'vertical' && 'fiu-tabs--vertical', className)}>
      <div ref={listRef} role="tablist" aria-label={ariaLabel} aria-orientation={orientation} className="fiu-tabs__list">
        {tabs.map((t) => {
          const selected = t.id === value;
          return (
            <button
              key={t.id}
              type="button"
              role="tab"
              id={tabId(t.id)}
              data-tab-id={t.id}
              data-label={typeof t.label === 'string' ? t.label : undefined}
              className="fiu-tabs__tab"
              aria-selected={selected}
              aria-controls={selected ? panelId : undefined}
              tabIndex={t.id === focusable ? 0 : -1}
              disabled={t.disabled}
              onClick={() => {
                if (!selected) onChange(t.id);
              }}
              onKeyDown={(e) => onKeyDown(e, t.id)}
            >
              {t.label}
            </button>
          );
        })}
      </div>
      {selectedExists ? (
        <div
          role="tabpanel"
          id={panelId}
          aria-labelledby={tabId(value)}
          className="fiu-tabs__panel"
          // Lets keyboard users reach a panel that has no focusable content.
          tabIndex={0}
        >
          {panel}
        </div>
      ) : null}
    </div>
  );
}

function cssEscape(s: string): string {
  return typeof CSS !== 'undefined' && CSS.escape ? CSS.escape(s) : s.replace(/["\\]/g, '\\$&');
}
