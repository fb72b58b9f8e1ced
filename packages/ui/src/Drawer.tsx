import { useId, useRef, useState, type KeyboardEvent, type MouseEvent, type ReactElement, type ReactNode } from 'react';
import { cx } from './cx';
import { Button } from './Button';
import { Icon } from './icons';

export interface DrawerItem {
  id: string;
  label: ReactNode;
  href: string;
  active?: boolean;
  icon?: ReactNode;
}

export interface DrawerGroup {
  heading: ReactNode;
  items: readonly DrawerItem[];
}

export interface DrawerProps {
  groups: readonly DrawerGroup[];
  /** Called on a plain click; modified clicks (Ctrl, middle button...) are left to the browser. */
  onNavigate(item: DrawerItem): void;
  /** Names the nav landmark. */
  'aria-label'?: string;
  /** Label of the toggle shown on narrow screens. */
  toggleLabel?: string;
  /** Controlled open state on narrow screens (uncontrolled when omitted). */
  expanded?: boolean;
  onExpandedChange?(expanded: boolean): void;
  /**
   * false: no toggle of its own; a menu button elsewhere (the top bar's) opens and closes the drawer through
   * `expanded`, `onExpandedChange` and `id` (its aria-controls). Escape closes it either way.
   */
  toggle?: boolean;
  /** The nav element's id (for a menu button's aria-controls). */
  id?: string;
  className?: string;
}

/**
 * The side navigation: 240 px wide (--fiu-drawer-width), grouped sections with headings. On narrow
 * screens it collapses behind a toggle button.
 */
export function Drawer({
  groups,
  onNavigate,
  'aria-label': ariaLabel = 'Main navigation',
  toggleLabel = 'Menu',
  expanded: expandedProp,
  onExpandedChange,
  toggle = true,
  id,
  className,
}: DrawerProps): ReactElement {
  const base = `fiu-drawer-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const [expandedState, setExpandedState] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const expanded = expandedProp ?? expandedState;
  const setExpanded = (next: boolean) => {
    if (expandedProp === undefined) setExpandedState(next);
    onExpandedChange?.(next);
  };

  function onClick(event: MouseEvent<HTMLAnchorElement>, item: DrawerItem) {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) {
      return;
    }
    event.preventDefault();
    if (expanded) setExpanded(false);
    onNavigate(item);
  }

  function onKeyDown(event: KeyboardEvent<HTMLElement>) {
    if (event.key !== 'Escape' || !expanded) return;
    event.preventDefault();
    setExpanded(false);
    if (toggle) toggleRef.current?.focus();
  }

  return (
    <nav
      id={id}
      className={cx('fiu-drawer', expanded && 'fiu-drawer--expanded', !toggle && 'fiu-drawer--external-toggle', className)}
      aria-label={ariaLabel}
      onKeyDown={onKeyDown}
    >
      {toggle ? (
      <Button
        ref={toggleRef}
        variant="ghost"
        className="fiu-drawer__toggle"
        aria-expanded={expanded}
        aria-controls={`${base}-content`}
        icon={<Icon name={expanded ? 'close' : 'menu'} />}
        onClick={() => setExpanded(!expanded)}
      >
        {toggleLabel}
      </Button>
      ) : null}
      <div className="fiu-drawer__content" id={`${base}-content`}>
        {groups.map((group, g) => (
          <div className="fiu-drawer__group" key={g}>
            <h2 className="fiu-drawer__heading" id={`${base}-h${g}`}>
              {group.heading}
            </h2>
            <ul className="fiu-drawer__list" aria-labelledby={`${base}-h${g}`}>
              {group.items.map((item) => (
                <li key={item.id}>
                  <a
                    className="fiu-drawer__link"
                    href={item.href}
                    aria-current={item.active ? 'page' : undefined}
                    data-item-id={item.id}
                    onClick={(e) => onClick(e, item)}
                  >
                    {item.icon}
                    <span>{item.label}</span>
                  </a>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
    </nav>
  );
}
