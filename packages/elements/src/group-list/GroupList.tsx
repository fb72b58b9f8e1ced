/**
 * fiu-group-list: the groups screen of core-records §2.10, §3.10, §7: a list and a form with a name only.
 * The central unit sees it; adding and renaming need can.change.users (core permissions/users.ts, the rules the
 * server applies). The form is a dialog; a refused save shows the server's error text (§8).
 */
import { useCallback, useEffect, useState, type FormEvent, type ReactElement } from 'react';
import * as groupsApi from '@fiu/core/api/groups';
import { getConfig } from '@fiu/core/config';
import { canChangeGroups, canSeeGroups } from '@fiu/core/permissions/users';
import { groupSchema, type Group } from '@fiu/core/schemas/user';
import { validate } from '@fiu/core/schemas/validate';
import { Banner } from '@fiu/ui/Banner';
import { Button } from '@fiu/ui/Button';
import { Dialog } from '@fiu/ui/Dialog';
import { PermissionDenied } from '@fiu/ui/PermissionDenied';
import { TextField } from '@fiu/ui/TextField';
import { ToastProvider, useToast } from '@fiu/ui/ToastProvider';
import { DataTable, gridCss, type DataTableColumn } from '@fiu/ui/grid';
import { Icon } from '@fiu/ui/icons';
import type { ElementProps } from '../define/types';
import { useSession } from '../define/useSession';
import { fieldErrorsOf, serverText } from '../shared/errors';
import { recordListCss } from '../shared/records/records.css';
import { groupListCss } from './group-list.css';

export const css = gridCss + recordListCss + groupListCss;

export const GROUPS_TEXT = {
  title: 'Groups',
  add: 'Add',
  edit: 'Edit',
  newGroup: 'New group',
  editGroup: 'Edit group',
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

interface Editing {
  /** '' for a new group. */
  id: string;
  name: string;
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
  const [editing, setEditing] = useState<Editing | null>(null);
  const [touched, setTouched] = useState(false);
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<{ message: string; name?: string } | null>(null);
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

  if (!user && !token) return <p className="fiu-records__signin" role="status">{GROUPS_TEXT.signIn}</p>;
  if (!allowed) return <PermissionDenied />;

  const open = (group: Editing) => {
    setEditing(group);
    setTouched(false);
    setFailure(null);
  };
  const check = editing ? validate(groupSchema, { name: editing.name }) : null;
  const nameError = (touched && check && !check.ok ? check.errors.name?.[0] : undefined) ?? failure?.name;

  async function save(event: FormEvent): Promise<void> {
    event.preventDefault();
    if (!editing || sending) return;
    setTouched(true);
    if (!check?.ok) return;
    setSending(true);
    setFailure(null);
    try {
      const name = editing.name.trim();
      const saved = editing.id ? await groupsApi.update(editing.id, { name }) : await groupsApi.create({ name });
      setEditing(null);
      toast.success(GROUPS_TEXT.saved);
      emit('fiu-saved', { kind: 'group', id: saved._id, group: saved });
      reload();
    } catch (error) {
      setFailure({ message: serverText(error), name: fieldErrorsOf(error).name?.[0] });
    } finally {
      setSending(false);
    }
  }

  const columns: DataTableColumn<Group>[] = [{ id: 'name', header: 'Name', wrap: true, cell: (g) => g.name }];
  const addButton = mayChange ? (
    <Button variant="primary" icon={<Icon name="plus" />} onClick={() => open({ id: '', name: '' })}>
      {GROUPS_TEXT.add}
    </Button>
  ) : null;

  return (
    <section className="fiu-records fiu-groups" aria-labelledby="fiu-groups-title">
      <header className="fiu-records__header" part="header">
        <h1 className="fiu-records__title" id="fiu-groups-title" part="title">
          {GROUPS_TEXT.title}
          {!state.loading && !state.error ? <span className="fiu-records__total">{rows.length.toLocaleString('en-GB')}</span> : null}
        </h1>
        {addButton ? (
          <div className="fiu-records__actions" part="actions">
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
                  <Button size="sm" variant="ghost" aria-label={`${GROUPS_TEXT.edit} ${g.name}`} onClick={() => open({ id: g._id ?? '', name: g.name })}>
                    {GROUPS_TEXT.edit}
                  </Button>
                )
              : undefined
          }
          rowActionsHeader="Actions"
        />
      </div>
      <Dialog
        open={editing !== null}
        onClose={() => !sending && setEditing(null)}
        title={editing?.id ? GROUPS_TEXT.editGroup : GROUPS_TEXT.newGroup}
        size="sm"
      >
        <form className="fiu-groups__form" noValidate onSubmit={(e) => void save(e)} aria-label={editing?.id ? GROUPS_TEXT.editGroup : GROUPS_TEXT.newGroup}>
          {failure ? (
            <Banner variant="error" role="alert" title="Not saved">
              {failure.message}
            </Banner>
          ) : null}
          <TextField
            label="Name"
            name="name"
            required
            autoComplete="off"
            value={editing?.name ?? ''}
            error={nameError}
            onChange={(e) => {
              const name = e.currentTarget.value;
              setEditing((g) => (g ? { ...g, name } : g));
              setTouched(true);
              setFailure(null);
            }}
          />
          <div className="fiu-groups__actions">
            <Button type="submit" variant="primary" busy={sending} disabled={sending}>
              Save
            </Button>
            <Button onClick={() => setEditing(null)} disabled={sending}>
              Cancel
            </Button>
          </div>
        </form>
      </Dialog>
    </section>
  );
}
