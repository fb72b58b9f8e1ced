/**
 * The signed-in frame: the top bar with the organisation name and Logout, the drawer grouped OPERATIONAL /
 * SETTINGS exactly as core's visibleMenu gives it (core-records §2.4, §6.3), and the screen.
 */
import type { ReactElement, ReactNode } from 'react';
import { MENU, visibleMenu, type MenuGroup, type Organisation, type SessionUser } from '@fiu/core';
import { Button, Drawer, TopBar, type DrawerGroup, type DrawerItem } from '@fiu/ui';

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

export function drawerGroups(
  user: SessionUser,
  organisation: Organisation | null,
  requestAccess: boolean | undefined,
  unitCode: string,
  path: string,
): DrawerGroup[] {
  // Until the server has answered GET /api/hasrfi/{domain}, Requests stays hidden (requestAccess false).
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
  return (
    <div className="app fiu-root">
      <TopBar
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
          groups={groups}
          aria-label="Main navigation"
          onNavigate={(item) => (item.id === 'logout' ? onLogout() : onNavigate(item.href))}
        />
        <main className="app__main" id="main">
          {children}
        </main>
      </div>
    </div>
  );
}
