/**
 * The signed-in frame: the top bar with the organisation name and Logout, the drawer grouped OPERATIONAL /
 * SETTINGS exactly as core's visibleMenu gives it (core-records §2.4, §6.3), and the screen.
 * Under 800 px (app.css) the drawer is a menu: a Menu button in the top bar opens it over the screen;
 * choosing an entry, Escape or a click outside closes it (Escape gives the focus back to the button).
 */
import { useEffect, useRef, useState, type ReactElement, type ReactNode } from 'react';
import { MENU, visibleMenu, type MenuGroup, type Organisation, type SessionUser } from '@fiu/core';
import { Button, Drawer, IconButton, TopBar, type DrawerGroup, type DrawerItem } from '@fiu/ui';
import { Icon } from '@fiu/ui/icons';

export interface ShellProps {
  user: SessionUser;
  organisation: Organisation | null;
  requestAccess: boolean | undefined;
  unitCode: string;
  path: string;
  onNavigate(path: string): void;
  onLogout(): void;
  children: ReactNode;
}

const GROUPS: readonly MenuGroup[] = ['OPERATIONAL', 'SETTINGS'];
const DRAWER_ID = 'app-drawer';

export function drawerGroups(
  user: SessionUser,
  organisation: Organisation | null,
  requestAccess: boolean | undefined,
  unitCode: string,
  path: string,
): DrawerGroup[] {
  // Until the server has answered whether the organisation has request access, Requests stays hidden.
  const ids = new Set(visibleMenu(user, organisation, { requestAccess: requestAccess ?? false, unitCode }));
  return GROUPS.map((group) => ({
    heading: group,
    items: MENU.filter((entry) => entry.group === group && ids.has(entry.id)).map(
      (entry): DrawerItem => ({
        id: entry.id,
        label: entry.label,
        href: entry.path,
        active: entry.id !== 'logout' && entry.path === path,
      }),
    ),
  })).filter((group) => group.items.length > 0);
}

export function Shell({ user, organisation, requestAccess, unitCode, path, onNavigate, onLogout, children }: ShellProps): ReactElement {
  const groups = drawerGroups(user, organisation, requestAccess, unitCode, path);
  const [menuOpen, setMenuOpen] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);

  // The open menu closes on Escape (focus back on its button) and on a press outside it.
  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setMenuOpen(false);
      menuButton.current?.focus();
    };
    const onPointer = (event: PointerEvent) => {
      const target = event.target as Node | null;
      if (target && (document.getElementById(DRAWER_ID)?.contains(target) || menuButton.current?.contains(target))) return;
      setMenuOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [menuOpen]);

  return (
    <div className={menuOpen ? 'app app--menu-open fiu-root' : 'app fiu-root'}>
      <TopBar
        start={
          <IconButton
            ref={menuButton}
            label="Menu"
            className="app__menu"
            aria-expanded={menuOpen}
            aria-controls={DRAWER_ID}
            onClick={() => setMenuOpen(!menuOpen)}
          >
            <Icon name={menuOpen ? 'close' : 'menu'} />
          </IconButton>
        }
        title={organisation?.name ?? user.domain}
        actions={
          <>
            <span className="app__user" data-testid="signed-in-user">
              {user.name || user.username}
            </span>
            <Button size="sm" onClick={onLogout}>
              Logout
            </Button>
          </>
        }
      />
      <div className="app__body">
        <Drawer
          id={DRAWER_ID}
          groups={groups}
          aria-label="Main navigation"
          toggle={false}
          expanded={menuOpen}
          onExpandedChange={setMenuOpen}
          onNavigate={(item) => (item.id === 'logout' ? onLogout() : onNavigate(item.href))}
        />
        <main className="app__main" id="main">
          {children}
        </main>
      </div>
    </div>
  );
}
