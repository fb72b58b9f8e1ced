/**
 * What both record lists do the same way around the table: who is signed in, the status change that sends
 * the whole record, 'Approve Pending' after its Yes/No confirmation, and reloading when a record is saved
 * elsewhere on the page.
 */
import { useEffect, useState, type ReactElement } from 'react';
import { RECORDS_MSG } from '@fiu/core/messages.records';
import { canSeeCompaniesList, canSeeSubjectsList } from '@fiu/core/permissions/roles';
import { useConfirm } from '@fiu/ui/Confirm';
import { useToast } from '@fiu/ui/ToastProvider';
import { serverText } from '../errors';
import { useOrganisations, useScopeUsers } from './lookups';
import { NO_FILTERS, filterQuery, nameMap, statusLabel, wholeRecord, type RecordFilterValues } from './RecordListView';
import { useQueryChange } from './useQueryChange';
import { useRecordList } from './useRecordList';
import { useListSession, useReloadOnSaved } from './listSession';

// In ./listSession (a list that needs only these does not load the address filters and their schemas).
export { useListSession, useReloadOnSaved, type ListSession } from './listSession';

export interface StatusChange {
  /** Id of the record whose change is under way (its selector is disabled meanwhile), or null. */
  busyId: string | null;
  /** The value chosen for a record while its change is under way (shown until the list has reloaded). */
  shown(id: string, status: string): string;
  change<T extends { id?: unknown; status?: unknown }>(row: T, status: string): Promise<void>;
}

/**
 * A status change sends the WHOLE record at once (core-records §4.1, §4.2) and reloads the list on success;
 * on failure a toast says why and the old value stays.
 */
export function useStatusChange(update: (id: string, record: never) => Promise<unknown>, reload: () => void, rows: unknown[]): StatusChange {
  const toast = useToast();
  const [busyId, setBusyId] = useState<string | null>(null);
  const [chosen, setChosen] = useState<Record<string, string>>({});
  // New rows from the server: what they say wins.
  useEffect(() => setChosen({}), [rows]);

  return {
    busyId,
    shown: (id, status) => chosen[id] ?? status,
    async change(row, status) {
      const id = String(row.id);
      if (busyId || status === row.status) return;
      setBusyId(id);
      setChosen((c) => ({ ...c, [id]: status }));
      try {
        await update(id, { ...wholeRecord(row), status } as never);
        toast.success(`Status changed to ${statusLabel(status)}`);
        reload();
      } catch (error) {
        setChosen((c) => {
          const { [id]: _gone, ...rest } = c;
          return rest;
        });
        toast.error(`The status could not be changed. ${serverText(error)}`);
      } finally {
        setBusyId(null);
      }
    },
  };
}

/** 'Approve Pending': Yes/No with the spec's text, then the call, then the list reloads. */
export function useApprovePending(approveAll: () => Promise<unknown>, reload: () => void): {
  approving: boolean;
  approve(): Promise<void>;
  dialog: ReactElement | null;
} {
  const toast = useToast();
  const [confirm, dialog] = useConfirm();
  const [approving, setApproving] = useState(false);
  return {
    approving,
    dialog,
    async approve() {
      if (approving) return;
      const yes = await confirm({ title: RECORDS_MSG.approvePending, message: RECORDS_MSG.approvePendingConfirm, confirmLabel: 'Yes', cancelLabel: 'No' });
      if (!yes) return;
      setApproving(true);
      try {
        await approveAll();
        toast.success('Pending reports approved');
        reload();
      } catch (error) {
        toast.error(`Pending reports were not approved. ${serverText(error)}`);
      } finally {
        setApproving(false);
      }
    },
  };
}

export const pageSizeOf = (value: unknown): number =>
  typeof value === 'number' && Number.isInteger(value) && value > 0 && value <= 500 ? value : 20;

/** The calls of one kind of record that a list makes (core's api.subjects / api.companies). */
export interface RecordListApi<Row> {
  list(query: Record<string, unknown>): Promise<{ results: Row[]; count: number }>;
  update(id: string, record: never): Promise<unknown>;
  approveAll(): Promise<unknown>;
}

/**
 * Everything a record list screen needs besides its columns: the session, whether the user may see the list
 * (its drawer entry), the rows with filters, sorting and paging (default newest modified first), the names of
 * organisations and users, the status change, 'Approve Pending', and a reload when a record of this kind is
 * saved elsewhere on the page.
 */
export function useRecordListScreen<Row>(
  kind: 'subject' | 'company',
  menuEntry: 'subjects' | 'companies',
  api: RecordListApi<Row>,
  pageSizeAttr: unknown,
  /** Query parameters fixed by the host (the subjects of one case: {case: id}). */
  fixed: Record<string, string | undefined> = {},
  /**
   * The `query` attribute (the address's filters: created__gte, created__lte, domain, status, currentcrimetype)
   * and how the screen reads it (recordAddressFilters.ts: passed in, so that screens that share this module
   * without filters from an address do not load the crime lists).
   */
  address?: { query: string | undefined; read(query: string | undefined): RecordFilterValues },
) {
  const session = useListSession();
  const { user, central, unitCode } = session;
  const allowed = !user || (menuEntry === 'subjects' ? canSeeSubjectsList : canSeeCompaniesList)(user, { unitCode });
  const pageSize = pageSizeOf(pageSizeAttr);
  const list = useRecordList<Row, typeof NO_FILTERS>({
    load: (q) => api.list(q),
    pageSize,
    emptyFilters: NO_FILTERS,
    initialFilters: address ? address.read(address.query) : NO_FILTERS,
    toQuery: (f) => ({ ...filterQuery(f), ...fixed }),
    defaultSort: { id: 'modified', direction: 'desc' },
    enabled: session.canLoad && allowed,
  });
  const organisations = useOrganisations(central);
  const users = useScopeUsers(!!user && allowed, central ? undefined : (user?.domain ?? undefined));
  const names = nameMap(users);
  const orgName = new Map((organisations ?? []).map((o) => [o.domain, o.name]));
  const status = useStatusChange(api.update, list.reload, list.rows);
  const approve = useApprovePending(api.approveAll, list.reload);
  useReloadOnSaved(kind, list.reload);
  useQueryChange(address?.query, (q) => list.replaceFilters(address ? address.read(q) : NO_FILTERS));
  return { session, allowed, pageSize, list, organisations, users, names, orgName, status, approve };
}
