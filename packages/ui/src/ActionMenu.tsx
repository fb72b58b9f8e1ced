import { useEffect, useId, useRef, useState, type CSSProperties, type KeyboardEvent, type ReactElement } from 'react';
import { cx } from './cx';
import { IconPath } from './icons';

const MORE = 'M3 6.5a1.5 1.5 0 1 0 0 3 1.5 1.5 0 0 0 0-3zm5 0a1.5 1.5 0 1 0 0 3 1.5 1.5 0 0 0 0-3zm5 0a1.5 1.5 0 1 0 0 3 1.5 1.5 0 0 0 0-3z';

export interface ActionMenuItem {
  id: string;
  label: string;
  onSelect(): void;
  disabled?: boolean;
}

export interface ActionMenuProps {
  /** Names the button for screen readers and as its tooltip, e.g. 'Actions for ABCD260101120000'. */
  label: string;
  items: readonly ActionMenuItem[];
  className?: string;
}

/** Room the menu needs below its button before it opens upwards instead (px). */
const ITEM_HEIGHT = 32;

/**
 * A compact menu button ('⋯') for a row's actions, following the WAI-ARIA menu button pattern: Enter, Space
 * or ArrowDown open it on the first item, ArrowUp on the last; arrows, Home and End move, Enter chooses,
 * Escape and Tab close, and the focus comes back to the button. The menu is fixed to the window, so a table's
 * scroll box never clips it; it closes when the page scrolls or a press lands outside it.
 */
export function ActionMenu({ label, items, className }: ActionMenuProps): ReactElement {
  const base = `fiu-menu-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const [open, setOpen] = useState<false | 'first' | 'last'>(false);
  const [place, setPlace] = useState<CSSProperties>({});
  const button = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLUListElement>(null);

  const enabled = () => Array.from(menu.current?.querySelectorAll<HTMLButtonElement>('[role="menuitem"]:not(:disabled)') ?? []);

  function show(at: 'first' | 'last') {
    const r = button.current?.getBoundingClientRect();
    if (r) {
      const height = items.length * ITEM_HEIGHT + 8;
      const below = r.bottom + 4 + height <= window.innerHeight;
      setPlace({
        right: Math.max(4, window.innerWidth - r.right),
        ...(below ? { top: r.bottom + 4 } : { bottom: Math.max(4, window.innerHeight - r.top + 4) }),
      });
    }
    setOpen(at);
  }

  function close(refocus: boolean) {
    setOpen(false);
    if (refocus) button.current?.focus();
  }

  // Focus the first or last item once the menu is in the page.
  useEffect(() => {
    if (!open) return;
    const list = enabled();
    (open === 'last' ? list[list.length - 1] : list[0])?.focus();
  }, [open]);

  // A press outside, a scroll or a resize closes the open menu.
  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      const path = event.composedPath();
      if ((menu.current && path.includes(menu.current)) || (button.current && path.includes(button.current))) return;
      setOpen(false);
    };
    const onMove = () => setOpen(false);
    document.addEventListener('pointerdown', onPointer, true);
    window.addEventListener('scroll', onMove, true);
    window.addEventListener('resize', onMove);
    return () => {
      document.removeEventListener('pointerdown', onPointer, true);
      window.removeEventListener('scroll', onMove, true);
      window.removeEventListener('resize', onMove);
    };
  }, [open]);

  function onButtonKey(event: KeyboardEvent<HTMLButtonElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      show(event.key === 'ArrowDown' ? 'first' : 'last');
    }
  }

  function onMenuKey(event: KeyboardEvent<HTMLUListElement>) {
    const list = enabled();
    const at = list.indexOf(event.target as HTMLButtonElement);
    const move = (i: number) => {
      event.preventDefault();
      list[(i + list.length) % list.length]?.focus();
    };
    if (event.key === 'ArrowDown') move(at + 1);
    else if (event.key === 'ArrowUp') move(at - 1);
    else if (event.key === 'Home') move(0);
    else if (event.key === 'End') move(list.length - 1);
    else if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      close(true);
    } else if (event.key === 'Tab') close(false);
  }

  return (
    <span className={cx('fiu-menu', className)}>
      <button
        ref={button}
        type="button"
        className="fiu-btn fiu-btn--ghost fiu-btn--sm fiu-btn--icon fiu-menu__button"
        aria-label={label}
        title={label}
        aria-haspopup="menu"
        aria-expanded={open !== false}
        aria-controls={open ? base : undefined}
        onClick={() => (open ? close(false) : show('first'))}
        onKeyDown={onButtonKey}
      >
        <IconPath d={MORE} />
      </button>
      {open ? (
        <ul ref={menu} id={base} className="fiu-menu__list" role="menu" aria-label={label} style={place} onKeyDown={onMenuKey}>
          {items.map((item) => (
            <li key={item.id} role="none">
              <button
                type="button"
                role="menuitem"
                tabIndex={-1}
                className="fiu-menu__item"
                disabled={item.disabled}
                onClick={() => {
                  close(true);
                  item.onSelect();
                }}
              >
                {item.label}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </span>
  );
}
