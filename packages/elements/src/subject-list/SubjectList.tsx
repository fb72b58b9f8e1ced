/**
 * fiu-subject-list: the subjects list of core-records §2.5, §4.1, §6.4, §7, §9.
 *
 * Filters (created from/to, organisation — central unit only —, created by, gender, status), search on Enter
 * for terms longer than 1 character, server-side sorting (default newest modified first), 'x-y of total'
 * paging at 20 a page, the status selector of §4.1 (a change sends the whole record), Add and 'Approve
 * Pending', and the central unit's Report and Insights row buttons.
 *
 * Scope (docs/scoping.md): the server filters the list in its query — the central unit reads every
 * organisation's subjects, a partner user its own (and others' read-only with can.view.all.subjects).
 * The list only hides what the user may not do; the server refuses it anyway.
 */
import type { ReactElement } from 'react';
import { RECORDS_MSG } from '@fiu/core/messages.records';
import { CRIME_TYPES, SUBJECT_STATUSES } from '@fiu/core/refdata/lists';
import { canApprovePending, canChangeSubjects, subjectStatusOptions } from '@fiu/core/permissions/actions';
import type { Subject } from '@fiu/core/schemas/subject';
import * as subjects from '@fiu/core/api/subjects';
import { ActionMenu } from '@fiu/ui/ActionMenu';
import { Button } from '@fiu/ui/Button';
import { PermissionDenied } from '@fiu/ui/PermissionDenied';
import { ToastProvider } from '@fiu/ui/ToastProvider';
import { gridCss, type DataTableColumn } from '@fiu/ui/grid';
import { Icon } from '@fiu/ui/icons';
import type { ElementProps } from '../define/types';
import {
  DateCell,
  RecordFilters,
  RecordListView,
  StatusBadge,
  StatusSelect,
  text,
  userName,
  wrapText,
  yesNo,
} from '../shared/records/RecordListView';
import { recordListCss } from '../shared/records/records.css';
import { useRecordListScreen, type RecordListApi } from '../shared/records/useRecordScreen';
import { Photo } from './Photo';
import { subjectListCss } from './subject-list.css';

/** ui's table, filter and search rules, then the lists' layout, then this screen's own. */
export const css = gridCss + recordListCss + subjectListCss;

/** A list row: the whole subject as the server sends it, plus display names it may add. */
export type SubjectRow = Subject & { id: string; created_by_name?: string; modified_by_name?: string; domain_name?: string };

/**
 * Shown until the user picks columns: what fits 1280 px beside the drawer with Status and Modified in view.
 * Every column of core-records §2.5 stays one click away in the column chooser.
 */
const DEFAULT_HIDDEN = ['is_primary', 'gender', 'created_by', 'created', 'modified_by'];

const GENDER_LABEL: Record<string, string> = { male: 'Male', female: 'Female' };

export interface SubjectListProps extends ElementProps {
  pageSize?: number;
  /** Only the subjects of this case (the case list's Subjects button, core-records §2.8). */
  case?: string;
  /** The address's filters (core's listQuery: created__gte, created__lte, domain, status, currentcrimetype). */
  query?: string;
}

export default function SubjectList(props: SubjectListProps): ReactElement {
  return (
    <ToastProvider>
      <SubjectListScreen {...props} />
    </ToastProvider>
  );
}

function SubjectListScreen({ emit, pageSize: pageSizeAttr, case: caseId, query }: SubjectListProps): ReactElement {
  const { session, allowed, pageSize, list, organisations, users, names, orgName, status, approve } = useRecordListScreen<SubjectRow>(
    'subject',
    'subjects',
    subjects as unknown as RecordListApi<SubjectRow>,
    pageSizeAttr,
    { case: caseId || undefined },
    query || undefined,
  );
  const { user, organisation: org, central, unitCode, investigate } = session;

  if (!session.canLoad && !user) {
    return <p className="fiu-records__signin" role="status">Sign in to see the subjects.</p>;
  }
  if (!allowed) return <PermissionDenied />;

  // Subject add/change: never in investigate mode (core-records §6.4); so neither statuses nor approvals there.
  const mayChange = canChangeSubjects(user, investigate ? 'investigate' : 'standalone');
  const mayApprove = !investigate && canApprovePending(user, org, { unitCode });

  const open = (row: SubjectRow) => {
    emit('fiu-open', { id: row.id, suspectid: row.suspectid });
    emit('fiu-navigate', { path: `/list/${encodeURIComponent(row.id)}` });
  };
  const add = () => emit('fiu-navigate', { path: '/list/new' });
  const described = (row: SubjectRow) => [row.surname, row.othernames].filter(Boolean).join(' ') || row.suspectid || '';

  const columns: DataTableColumn<SubjectRow>[] = [
    {
      id: 'photo',
      header: 'Photo',
      hideHeader: true,
      width: 44,
      cell: (r) => <Photo file={r.photograph} names={[r.surname, r.othernames]} />,
    },
    {
      id: 'suspectid',
      header: 'Subject ID',
      sortable: true,
      cell: (r) => (
        <button type="button" className="fiu-records__open" data-open="" aria-label={`Open subject ${r.suspectid ?? ''} ${described(r)}`.trim()} onClick={() => open(r)}>
          {r.suspectid || r.id}
        </button>
      ),
    },
    { id: 'case_reference', header: 'Case reference', sortable: true, wrap: true, cell: (r) => wrapText(r.case_reference) },
    { id: 'is_primary', header: 'Primary', sortable: true, cell: (r) => yesNo(r.is_primary) },
    { id: 'surname', header: 'Surname', sortable: true, cell: (r) => <span className="fiu-records__name">{text(r.surname, 140)}</span> },
    { id: 'othernames', header: 'Other names', sortable: true, wrap: true, cell: (r) => wrapText(r.othernames) },
    { id: 'gender', header: 'Gender', sortable: true, cell: (r) => text(r.gender ? (GENDER_LABEL[r.gender] ?? r.gender) : null) },
    ...(central
      ? [
          {
            id: 'domain',
            header: 'Organisation',
            sortable: true,
            wrap: true,
            cell: (r: SubjectRow) => wrapText(r.domain_name || (r.domain ? (orgName.get(r.domain) ?? r.domain) : null)),
          },
        ]
      : []),
    {
      id: 'status',
      header: 'Status',
      sortable: true,
      cell: (r) => {
        const options = mayChange ? subjectStatusOptions(user, r, org, { unitCode }) : null;
        if (!options) return <StatusBadge status={r.status} />;
        return (
          <StatusSelect
            value={status.shown(r.id, r.status ?? '')}
            options={options}
            label={`Status of ${r.suspectid ?? described(r)}`}
            busy={status.busyId === r.id}
            onChange={(s) => void status.change(r, s)}
          />
        );
      },
    },
    { id: 'created_by', header: 'Created by', sortable: true, cell: (r) => userName(names, r.created_by, r.created_by_name) },
    { id: 'created', header: 'Created', sortable: true, firstDirection: 'desc', cell: (r) => <DateCell value={r.created} /> },
    { id: 'modified_by', header: 'Modified by', sortable: true, cell: (r) => userName(names, r.modified_by, r.modified_by_name) },
    { id: 'modified', header: 'Modified', sortable: true, firstDirection: 'desc', cell: (r) => <DateCell value={r.modified} /> },
  ];

  // Report and Insights: central unit only (core-records §2.5, §6.4), in one compact menu per row.
  const rowActions = central
    ? (r: SubjectRow) => {
        const state = { kind: 'subject', id: r.id, suspectid: r.suspectid };
        return (
          <ActionMenu
            label={`Actions for ${r.suspectid ?? described(r)}`}
            items={[
              { id: 'report', label: 'Report', onSelect: () => emit('fiu-navigate', { path: '/generate', state }) },
              { id: 'insights', label: 'Insights', onSelect: () => emit('fiu-navigate', { path: '/insight', state }) },
            ]}
          />
        );
      }
    : undefined;

  const addButton = (
    <Button variant="primary" icon={<Icon name="plus" />} onClick={add}>
      Add
    </Button>
  );

  return (
    <RecordListView
      title={caseId ? 'Subjects of the case' : 'Subjects'}
      noun={{ one: 'subject', many: 'subjects' }}
      list={list}
      pageSize={pageSize}
      columns={columns}
      listKey="subjects"
      filtersOpen={!!query}
      defaultHidden={DEFAULT_HIDDEN}
      alwaysShown={['suspectid']}
      rememberColumns={!investigate}
      rowKey={(r) => r.id}
      rowActions={rowActions}
      searchPlaceholder="Name, subject ID, case reference…"
      filters={
        <RecordFilters
          list={list as never}
          organisations={central ? (organisations ?? []) : false}
          users={users}
          statuses={SUBJECT_STATUSES}
          crimes={CRIME_TYPES}
          gender
        />
      }
      actions={
        mayApprove || mayChange ? (
          <>
            {mayApprove ? (
              <Button onClick={() => void approve.approve()} busy={approve.approving}>
                {RECORDS_MSG.approvePending}
              </Button>
            ) : null}
            {mayChange ? addButton : null}
          </>
        ) : null
      }
      emptyHint={mayChange ? 'Subjects recorded by your organisation appear here. Use Add to record the first one.' : 'Subjects appear here once they are recorded.'}
      emptyAction={mayChange ? addButton : undefined}
    >
      {approve.dialog}
    </RecordListView>
  );
}
