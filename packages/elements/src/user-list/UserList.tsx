/**
 * fiu-user-list: the users list and form of core-records §2.9, §4.5, §6.4, §7, §8, §9.
 *
 * 300 users a page; Add for the central unit; per row Edit (can.change.users), Activate/Deactivate
 * (can.activate.user) and Reset password (can.reset.password), each only on the users the signed-in user
 * manages (core permissions/users.ts, the rules the server applies). The form (UserForm, on the shared record
 * form) opens in place of the list and comes back to it when saved or left. Failures show the server's text.
 *
 * Scope: the server answers the central unit every organisation's users, anyone else their own organisation's.
 */
import { useCallback, useEffect, useMemo, useState, type ReactElement } from 'react';
import * as groupsApi from '@fiu/core/api/groups';
import * as lookupsApi from '@fiu/core/api/lookups';
import * as usersApi from '@fiu/core/api/users';
import { getConfig } from '@fiu/core/config';
import { canAddUsers, canEditUsers } from '@fiu/core/permissions/actions';
import { isCentral, roleLabel } from '@fiu/core/permissions/roles';
import { canActivateUser, canEditUser, canOpenUsers, canResetUserPassword, canSeeGroups } from '@fiu/core/permissions/users';
import type { Organisation, PublicUser } from '@fiu/core/schemas/auth';
import type { Group } from '@fiu/core/schemas/user';
import { Badge } from '@fiu/ui/Badge';
import { Button } from '@fiu/ui/Button';
import { PermissionDenied } from '@fiu/ui/PermissionDenied';
import { Spinner } from '@fiu/ui/Spinner';
import { ToastProvider, useToast } from '@fiu/ui/ToastProvider';
import { DataTable, Pagination, gridCss, type DataTableColumn } from '@fiu/ui/grid';
import { Icon } from '@fiu/ui/icons';
import type { ElementProps, Emit } from '../define/types';
import { useSession } from '../define/useSession';
import { serverText } from '../shared/errors';
import { lazyPart } from '../shared/forms/lazyPart';
import { listHeaderCss } from '../shared/listHeader.css';
import type { UserFormProps } from './UserForm';
import { userListCss } from './user-list.css';

/** ui's table and the record lists' layout, and this screen's own (the form brings its styles). */
export const css = gridCss + listHeaderCss + userListCss;

/** The user form: its own chunk, fetched once the list shows (the record form's frame, schema and fields). */
const UserForm = lazyPart<UserFormProps>(() => import('./UserForm'));

/** core-records §9: 300 users a page. */
export const USERS_PAGE_SIZE = 300;

export const USERS_TEXT = {
  title: 'Users',
  add: 'Add',
  edit: 'Edit',
  activate: 'Activate',
  deactivate: 'Deactivate',
  reset: 'Reset password',
  active: 'Active',
  inactive: 'Inactive',
  activated: (name: string) => `${name} activated`,
  deactivated: (name: string) => `${name} deactivated`,
  resetSent: (email: string) => `A password reset key was sent to ${email}`,
  signIn: 'Sign in to see the users.',
  empty: 'No users yet. Use Add to create the first one.',
} as const;

export interface UserListProps extends ElementProps {
  pageSize?: number;
}

export default function UserList(props: UserListProps): ReactElement {
  return (
    <ToastProvider>
      <UserListScreen {...props} />
    </ToastProvider>
  );
}

interface Page {
  rows: PublicUser[];
  count: number;
  loaded: boolean;
  loading: boolean;
  error: string | null;
}

function UserListScreen({ emit, pageSize: pageSizeAttr }: UserListProps): ReactElement {
  const user = useSession((s) => s.user);
  const token = useSession((s) => s.token);
  const toast = useToast();
  const unitCode = getConfig().unitCode;
  const unit = { unitCode };
  const central = isCentral(user, unitCode);
  const allowed = canOpenUsers(user, unit);
  const pageSize = pageSizeAttr && pageSizeAttr > 0 ? Math.min(pageSizeAttr, USERS_PAGE_SIZE) : USERS_PAGE_SIZE;
  const mayListGroups = canSeeGroups(user, unit);

  const [offset, setOffset] = useState(0);
  const [attempt, setAttempt] = useState(0);
  const [page, setPage] = useState<Page>({ rows: [], count: 0, loaded: false, loading: true, error: null });
  const [groups, setGroups] = useState<Group[] | null>(null);
  const [organisations, setOrganisations] = useState<Organisation[] | null>(null);
  const [editing, setEditing] = useState<string | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const reload = useCallback(() => setAttempt((n) => n + 1), []);

  const canLoad = allowed && !!token;
  const domain = central ? undefined : (user?.domain ?? undefined);
  useEffect(() => {
    if (!canLoad) return undefined;
    let live = true;
    setPage((p) => ({ ...p, loading: true, error: null }));
    usersApi.list({ limit: pageSize, offset, ...(domain ? { domain } : {}) }).then(
      (r) => live && setPage({ rows: Array.isArray(r?.results) ? r.results : [], count: typeof r?.count === 'number' ? r.count : 0, loaded: true, loading: false, error: null }),
      (error: unknown) => live && setPage((p) => ({ ...p, loading: false, error: serverText(error) })),
    );
    return () => {
      live = false;
    };
  }, [canLoad, pageSize, offset, domain, attempt]);

  // Every organisation: the Organisation column and the form's choice for a new user (the central unit's only).
  useEffect(() => {
    if (!canLoad || !central) return undefined;
    let live = true;
    lookupsApi.organisations().then(
      (r) => live && setOrganisations(Array.isArray(r?.results) ? r.results : []),
      () => live && setOrganisations([]),
    );
    return () => {
      live = false;
    };
  }, [canLoad, central]);

  // The groups of the server: the form's choices (the central unit's only).
  useEffect(() => {
    if (!canLoad || !mayListGroups) return undefined;
    let live = true;
    groupsApi.list({ limit: 1000 }).then(
      (r) => live && setGroups(Array.isArray(r?.results) ? r.results : []),
      () => live && setGroups([]),
    );
    return () => {
      live = false;
    };
  }, [canLoad, mayListGroups, attempt]);

  // The row of the user in the form, with its organisation's name: shown without asking again. One object per
  // row and list, so the form does not start over when something else on the screen changes.
  const givenRow = useMemo(() => {
    const row = page.rows.find((r) => r._id === editing);
    return row ? { ...row, id: row._id, domain_name: organisations?.find((o) => o.domain === row.domain)?.name } : null;
  }, [page.rows, editing, organisations]);

  // The form's chunk, fetched while the user reads the list.
  const mayForm = canAddUsers(user, unit) || canEditUsers(user, unit);
  useEffect(() => {
    if (page.loaded && mayForm) UserForm.preload();
  }, [page.loaded, mayForm]);

  if (!user && !token) return <p className="fiu-list__signin" role="status">{USERS_TEXT.signIn}</p>;
  if (!allowed) return <PermissionDenied />;

  if (editing !== null) {
    // The form's way back (Back, or the list after a save) returns here; its other events go to the page.
    const formEmit: Emit = (name, detail) => {
      if (name === 'fiu-back' || (name === 'fiu-navigate' && (detail as { path?: string } | undefined)?.path === '/users')) {
        setEditing(null);
        reload();
        return;
      }
      emit(name, detail);
    };
    return (
      <div className="fiu-users">
        <UserForm
          key={editing || 'new'}
          emit={formEmit}
          id={editing}
          given={givenRow}
          organisations={organisations}
          groups={mayListGroups ? groups : null}
          fallback={<Spinner label="Loading the form…" showLabel />}
        />
      </div>
    );
  }

  const orgName = new Map((organisations ?? []).map((o) => [o.domain, o.name]));

  async function setActive(row: PublicUser, active: boolean): Promise<void> {
    setBusy(`active:${row._id}`);
    try {
      await usersApi.setActive(row._id, active);
      toast.success(active ? USERS_TEXT.activated(row.name) : USERS_TEXT.deactivated(row.name));
      reload();
    } catch (error) {
      toast.error(serverText(error));
    } finally {
      setBusy(null);
    }
  }

  async function resetPassword(row: PublicUser): Promise<void> {
    setBusy(`reset:${row._id}`);
    try {
      await usersApi.resetPassword({ _id: row._id });
      toast.success(USERS_TEXT.resetSent(row.email));
    } catch (error) {
      toast.error(serverText(error));
    } finally {
      setBusy(null);
    }
  }

  // What fits 1280 px beside the drawer with the row buttons in view: the username under the name; phones and
  // groups are in the form.
  const columns: DataTableColumn<PublicUser>[] = [
    {
      id: 'name',
      header: 'Name',
      wrap: true,
      cell: (r) => (
        <>
          <span className="fiu-users__name">{r.name}</span>
          <span className="fiu-users__username">{r.username}</span>
        </>
      ),
    },
    { id: 'email', header: 'Email', wrap: true, width: '24ch', cell: (r) => <span className="fiu-users__email">{r.email}</span> },
    { id: 'role', header: 'Role', wrap: true, cell: (r) => roleLabel(r.role, unitCode) },
    ...(central ? [{ id: 'domain', header: 'Organisation', wrap: true, cell: (r: PublicUser) => orgName.get(r.domain) ?? r.domain }] : []),
    {
      id: 'active',
      header: 'Status',
      cell: (r) => <Badge tone={r.active ? 'success' : 'archived'}>{r.active ? USERS_TEXT.active : USERS_TEXT.inactive}</Badge>,
    },
  ];

  const rowActions = (r: PublicUser) => {
    const mayEdit = canEditUser(user, r, unit);
    const mayActivate = canActivateUser(user, r, unit);
    const mayReset = canResetUserPassword(user, r, unit);
    if (!mayEdit && !mayActivate && !mayReset) return null;
    return (
      <span className="fiu-users__row-actions">
        {mayEdit ? (
          <Button size="sm" variant="ghost" aria-label={`${USERS_TEXT.edit} ${r.name}`} onClick={() => setEditing(r._id)}>
            {USERS_TEXT.edit}
          </Button>
        ) : null}
        {mayActivate ? (
          <Button
            size="sm"
            aria-label={`${r.active ? USERS_TEXT.deactivate : USERS_TEXT.activate} ${r.name}`}
            busy={busy === `active:${r._id}`}
            disabled={busy !== null}
            onClick={() => void setActive(r, !r.active)}
          >
            {r.active ? USERS_TEXT.deactivate : USERS_TEXT.activate}
          </Button>
        ) : null}
        {mayReset ? (
          <Button
            size="sm"
            aria-label={`${USERS_TEXT.reset} ${r.name}`}
            busy={busy === `reset:${r._id}`}
            disabled={busy !== null}
            onClick={() => void resetPassword(r)}
          >
            {USERS_TEXT.reset}
          </Button>
        ) : null}
      </span>
    );
  };

  const mayAdd = canAddUsers(user, unit);
  const addButton = mayAdd ? (
    <Button variant="primary" icon={<Icon name="plus" />} onClick={() => setEditing('')}>
      {USERS_TEXT.add}
    </Button>
  ) : null;

  return (
    <section className="fiu-list fiu-users" aria-labelledby="fiu-users-title">
      <header className="fiu-list__header" part="header">
        <h1 className="fiu-list__title" id="fiu-users-title" part="title">
          {USERS_TEXT.title}
          {page.loaded && !page.error ? <span className="fiu-list__total">{page.count.toLocaleString('en-GB')}</span> : null}
        </h1>
        {addButton ? (
          <div className="fiu-list__actions" part="actions">
            {addButton}
          </div>
        ) : null}
      </header>
      <div part="table">
        <DataTable
          caption={USERS_TEXT.title}
          hideCaption
          columns={columns}
          rows={page.rows}
          rowKey={(r) => r._id}
          loading={page.loading}
          loadingLabel="Loading users"
          error={page.error}
          onRetry={reload}
          emptyTitle="No users"
          empty={USERS_TEXT.empty}
          rowActions={rowActions}
          rowActionsHeader="Actions"
          narrowLayout="cards"
        />
      </div>
      {page.count > pageSize ? (
        <div className="fiu-list__footer" part="pagination">
          <Pagination offset={offset} pageSize={pageSize} total={page.count} onChange={setOffset} disabled={page.loading} aria-label="Pages of users" />
        </div>
      ) : null}
    </section>
  );
}
