/**
 * fiu-case-list: the cases at /cases (core-records §2.8, §3.8, §4.3, §6.4): each case with its subjects, a
 * Subjects button that opens the subjects list of that case, and the handler status selector (open, archived)
 * where core's canChangeCaseHandlerStatus allows it (sent as an assignment update). The handlers are shown with
 * can.assign.cases (§6.4); without it a handler sees their own status only. Add and a case's label open the case
 * form (fiu-case-form at /cases/new, /cases/{id}). The central unit only (core's canSeeCases); others see
 * 'Permission Denied'. The server checks every rule again.
 */
import { useState, type ReactElement, type ReactNode } from 'react';
import { list as listCases, updateAssignment, type CaseRow } from '@fiu/core/api/cases';
import { getConfig } from '@fiu/core/config';
import { formatLongDate, formatLongDateTime } from '@fiu/core/format/date';
import { canChangeCaseHandlerStatus, canSeeCaseAssignments, canSeeCases } from '@fiu/core/permissions/actions';
import { Button } from '@fiu/ui/Button';
import { gridCss, type DataTableColumn } from '@fiu/ui/grid';
import { PermissionDenied } from '@fiu/ui/PermissionDenied';
import { SearchBox } from '@fiu/ui/SearchBox';
import { ToastProvider, useToast } from '@fiu/ui/ToastProvider';
import type { ElementProps } from '../define/types';
import { useSession } from '../define/useSession';
import { serverText } from '../shared/errors';
import { CASE_FILTER_FIELDS, parseFilter } from '@fiu/core/schemas/listFilter';
import { useQueryChange } from '../shared/records/useQueryChange';
import { FilterChips, filterChipsCss } from '../shared/records/FilterChips';
import { PagedTable } from '../shared/records/PagedTable';
import { useRecordList } from '../shared/records/useRecordList';
import { caseListCss } from './case-list.css';

export const css = gridCss + filterChipsCss + caseListCss;

export const PAGE_SIZE = 20;
export const CASE_TEXT = {
  title: 'Cases',
  add: 'Add case',
  open: 'Open case',
  ownStatus: 'Your status',
  subjects: 'Subjects',
  emptyTitle: 'No cases yet',
  empty: 'Cases the unit opens appear here.',
  noMatch: 'No case matches the search.',
  statusSaved: 'Status saved',
  none: 'None',
} as const;
const STATUS_LABEL = { open: 'Open', archived: 'Archived' } as const;

export interface CaseListProps extends ElementProps {
  /** The address's filters (core's listQuery): assigned=me, status (that handler's open or archived). */
  query?: string;
}

export default function CaseList(props: CaseListProps): ReactElement {
  return (
    <ToastProvider>
      <CaseListScreen {...props} />
    </ToastProvider>
  );
}

function CaseListScreen({ emit, query }: CaseListProps): ReactElement {
  const user = useSession((s) => s.user);
  const toast = useToast();
  const allowed = canSeeCases(user, { unitCode: getConfig().unitCode });
  const mayAssign = canSeeCaseAssignments(user);
  const [busy, setBusy] = useState<string | null>(null);
  const list = useRecordList<CaseRow, Record<string, string>>({
    load: (q) => listCases(q),
    pageSize: PAGE_SIZE,
    emptyFilters: {},
    initialFilters: parseFilter(CASE_FILTER_FIELDS, query) as Record<string, string>,
    toQuery: (f) => ({ ...f }),
    defaultSort: { id: 'modified', direction: 'desc' },
    enabled: allowed,
  });
  useQueryChange(query, (q) => list.replaceFilters(parseFilter(CASE_FILTER_FIELDS, q) as Record<string, string>));

  if (!allowed) return <PermissionDenied />;

  const setStatus = async (assignment: CaseRow['assignments'][number], status: 'open' | 'archived') => {
    setBusy(assignment.id);
    try {
      await updateAssignment(assignment.id, { status });
      toast.success(CASE_TEXT.statusSaved);
      list.reload();
    } catch (e) {
      toast.error(serverText(e));
    } finally {
      setBusy(null);
    }
  };

  /** The status of one assignment: a selector where core's rule allows it, else a badge. */
  const statusOf = (r: CaseRow, a: CaseRow['assignments'][number]): ReactNode =>
    canChangeCaseHandlerStatus(user, { handler: a.handler }) ? (
      <span className="fiu-select case-list__status">
        <select
          className="fiu-input"
          aria-label={`Status of ${a.handler_name} on ${r.label}`}
          value={a.status}
          disabled={busy === a.id}
          onChange={(e) => void setStatus(a, e.currentTarget.value as 'open' | 'archived')}
        >
          <option value="open">{STATUS_LABEL.open}</option>
          <option value="archived">{STATUS_LABEL.archived}</option>
        </select>
      </span>
    ) : (
      <span className={`case-list__badge case-list__badge--${a.status}`}>{STATUS_LABEL[a.status]}</span>
    );
  const openCase = (id: string) => emit('fiu-navigate', { path: `/cases/${encodeURIComponent(id)}` });

  const columns: DataTableColumn<CaseRow>[] = [
    {
      id: 'label',
      header: 'Label',
      wrap: true,
      cell: (r) => (
        <button type="button" className="case-list__open" aria-label={`${CASE_TEXT.open} ${r.label}`} onClick={() => openCase(r.id)}>
          {r.label}
        </button>
      ),
    },
    {
      id: 'suspects',
      header: 'Subjects',
      wrap: true,
      cell: (r) => (r.suspects.length ? r.suspects.map((s) => s.name || s.suspectid).join(', ') : <span className="case-list__none">{CASE_TEXT.none}</span>),
    },
    mayAssign
      ? {
          id: 'assignments',
          header: 'Handlers',
          wrap: true,
          cell: (r) =>
            r.assignments.length ? (
              <ul className="case-list__handlers">
                {r.assignments.map((a) => (
                  <li key={a.id} className="case-list__handler">
                    <span>{a.handler_name}</span>
                    {statusOf(r, a)}
                  </li>
                ))}
              </ul>
            ) : (
              <span className="case-list__none">{CASE_TEXT.none}</span>
            ),
        }
      : {
          id: 'own',
          header: CASE_TEXT.ownStatus,
          cell: (r) => {
            const own = r.assignments.find((a) => a.handler === user?._id);
            return own ? statusOf(r, own) : <span className="case-list__none">{CASE_TEXT.none}</span>;
          },
        },
    {
      id: 'modified',
      header: 'Modified',
      cell: (r) => (
        <time dateTime={r.modified} title={formatLongDateTime(r.modified)}>
          {formatLongDate(r.modified)}
        </time>
      ),
    },
    {
      id: 'actions',
      header: 'Actions',
      hideHeader: true,
      cell: (r) => (
        <span className="case-list__actions">
          <Button variant="secondary" size="sm" aria-label={`${CASE_TEXT.subjects} of ${r.label}`} onClick={() => emit('fiu-navigate', { path: '/list', state: { case: r.id } })}>
            {CASE_TEXT.subjects}
          </Button>
        </span>
      ),
    },
  ];

  return (
    <section className="case-list" aria-labelledby="case-list-title">
      <header className="case-list__header" part="header">
        <h1 className="case-list__title" id="case-list-title">
          {CASE_TEXT.title}
          {list.loaded ? <span className="case-list__count">{list.count}</span> : null}
        </h1>
        <div className="case-list__tools">
          <SearchBox className="case-list__search" label="Search cases" hideLabel placeholder="Label" onSearch={list.setSearch} />
          <Button onClick={() => emit('fiu-navigate', { path: '/cases/new' })}>{CASE_TEXT.add}</Button>
        </div>
      </header>
      <FilterChips
        filter={list.applied}
        onRemove={(name) => list.replaceFilters(Object.fromEntries(Object.entries(list.applied).filter(([k]) => k !== name)))}
        onClear={list.clear}
      />
      <div part="table">
        <PagedTable
          list={list}
          columns={columns}
          pageSize={PAGE_SIZE}
          text={{ label: 'Cases', loading: 'Loading cases…', emptyTitle: CASE_TEXT.emptyTitle, empty: CASE_TEXT.empty, noMatch: CASE_TEXT.noMatch }}
        />
      </div>
    </section>
  );
}
