/**
 * fiu-group-list: the groups screen of core-records §2.10, §3.10, §7: a list and a form with a name only.
 * The central unit sees it; adding and renaming need can.change.users (core permissions/users.ts, the rules the
 * server applies). The form is a dialog (GroupDialog, loaded on demand); a refused save shows the server's
 * error text (§8).
 */
import { useCallback, useEffect, useState, type ReactElement } from 'react';
import * as groupsApi from '@fiu/core/api/groups';
import { getConfig } from '@fiu/core/config';
import { canChangeGroups, canSeeGroups } from '@fiu/core/permissions/users';
import type { Group } from '@fiu/core/schemas/user';
import { Button } from '@fiu/ui/Button';
import { PermissionDenied } from '@fiu/ui/PermissionDenied';
import { ToastProvider, useToast } from '@fiu/ui/ToastProvider';
import { DataTable, gridCss, type DataTableColumn } from '@fiu/ui/grid';
import { Icon } from '@fiu/ui/icons';
import type { ElementProps } from '../define/types';
import { useSession } from '../define/useSession';
import { serverText } from '../shared/errors';
import { lazyPart } from '../shared/forms/lazyPart';
import { listHeaderCss } from '../shared/listHeader.css';
import type { GroupDialogProps } from './GroupDialog';
import { groupListCss } from './group-list.css';

/** The form (core's schema, the dialog and its fields): its own chunk, fetched once the list shows. */
const GroupDialog = lazyPart<GroupDialogProps>(() => import('./GroupDialog'));

export const css = gridCss + listHeaderCss + groupListCss;

export const GROUPS_TEXT = {
  title: 'Groups',
  add: 'Add',
  edit: 'Edit',
  saved: 'Group saved',
  signIn: 'Sign in to see the groups.',
  empty: 'No groups yet.',
  emptyAdd: 'No groups yet. Use Add to create the first one.',
} as const;

export default function GroupList(props: ElementProps): ReactElement {
  return (
    <ToastProvider>
      <GroupListScreen {...props} />
    </ToastProvider>
  );
}

function GroupListScreen({ emit }: ElementProps): ReactElement {
  const user = useSession((s) => s.user);
  const token = useSession((s) => s.token);
  const toast = useToast();
  const unit = { unitCode: getConfig().unitCode };
  const allowed = canSeeGroups(user, unit);
  const mayChange = canChangeGroups(user, unit);

  const [attempt, setAttempt] = useState(0);
  const [rows, setRows] = useState<Group[]>([]);
  const [state, setState] = useState<{ loading: boolean; error: string | null }>({ loading: true, error: null });
  /** The group in the form: null for a new one; undefined while the form is closed. */
  const [editing, setEditing] = useState<Group | null | undefined>(undefined);
  const reload = useCallback(() => setAttempt((n) => n + 1), []);

  const canLoad = allowed && !!token;
  useEffect(() => {
    if (!canLoad) return undefined;
    let live = true;
    setState({ loading: true, error: null });
    groupsApi.list({ limit: 1000 }).then(
      (r) => {
        if (!live) return;
        setRows(Array.isArray(r?.results) ? r.results : []);
        setState({ loading: false, error: null });
      },
      (error: unknown) => live && setState({ loading: false, error: serverText(error) }),
    );
    return () => {
      live = false;
    };
  }, [canLoad, attempt]);

  useEffect(() => {
    if (canLoad && mayChange && !state.loading) GroupDialog.preload();
  }, [canLoad, mayChange, state.loading]);

  if (!user && !token) return <p className="fiu-list__signin" role="status">{GROUPS_TEXT.signIn}</p>;
  if (!allowed) return <PermissionDenied />;

  const saved = (group: Group) => {
    setEditing(undefined);
    toast.success(GROUPS_TEXT.saved);
    emit('fiu-saved', { kind: 'group', id: group._id, group });
    reload();
  };

  const columns: DataTableColumn<Group>[] = [{ id: 'name', header: 'Name', wrap: true, cell: (g) => g.name }];
  const addButton = mayChange ? (
    <Button variant="primary" icon={<Icon name="plus" />} onClick={() => setEditing(null)}>
      {GROUPS_TEXT.add}
    </Button>
  ) : null;

  return (
    <section className="fiu-list fiu-groups" aria-labelledby="fiu-groups-title">
      <header className="fiu-list__header" part="header">
        <h1 className="fiu-list__title" id="fiu-groups-title" part="title">
          {GROUPS_TEXT.title}
          {!state.loading && !state.error ? <span className="fiu-list__total">{rows.length.toLocaleString('en-GB')}</span> : null}
        </h1>
        {addButton ? (
          <div className="fiu-list__actions" part="actions">
            {addButton}
          </div>
        ) : null}
      </header>
      <div part="table">
        <DataTable
          caption={GROUPS_TEXT.title}
          hideCaption
          columns={columns}
          rows={rows}
          rowKey={(g) => g._id ?? g.name}
          loading={state.loading}
          loadingLabel="Loading groups"
          error={state.error}
          onRetry={reload}
          emptyTitle="No groups"
          empty={mayChange ? GROUPS_TEXT.emptyAdd : GROUPS_TEXT.empty}
          rowActions={
            mayChange
              ? (g) => (
                  <Button size="sm" variant="ghost" aria-label={`${GROUPS_TEXT.edit} ${g.name}`} onClick={() => setEditing(g)}>
                    {GROUPS_TEXT.edit}
                  </Button>
                )
              : undefined
          }
          rowActionsHeader="Actions"
        />
      </div>
      {editing !== undefined ? <GroupDialog key={editing?._id ?? 'new'} group={editing} onClose={() => setEditing(undefined)} onSaved={saved} /> : null}
    </section>
  );
}
