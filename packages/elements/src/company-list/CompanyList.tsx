/**
 * fiu-company-list: the companies list of core-records §2.7, §4.2, §7, §9 and dissemination-feedback
 * "Companies list".
 *
 * Filters (created from/to, organisation — central unit only —, created by, status), search on Enter for
 * terms longer than 1 character, server-side sorting (default newest modified first), 'x-y of total' paging
 * at 20 a page, the status selector of §4.2 (a change sends the whole record), Add, 'Approve Pending' and
 * the central unit's Insights row button.
 *
 * Scope (docs/scoping.md): the server filters the list in its query — the central unit reads every
 * organisation's companies, a partner user its own (and others' read-only with can.view.all.companies).
 */
import type { ReactElement } from 'react';
import { COMPANY_CRIME_TYPES, COMPANY_STATUSES } from '@fiu/core/refdata/lists';
import { RECORDS_MSG } from '@fiu/core/messages.records';
import { canApprovePending, canChangeCompanies, companyStatusOptions } from '@fiu/core/permissions/actions';
import type { Company } from '@fiu/core/schemas/company';
import * as companies from '@fiu/core/api/companies';
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
  userName,
  wrapText,
  yesNo,
} from '../shared/records/RecordListView';
import { recordListCss } from '../shared/records/records.css';
import { useRecordListScreen, type RecordListApi } from '../shared/records/useRecordScreen';
import { companyListCss } from './company-list.css';

/** ui's table, filter and search rules, then the lists' layout, then this screen's own. */
export const css = gridCss + recordListCss + companyListCss;

/**
 * Shown until the user picks columns: what fits 1280 px beside the drawer with Status and Modified in view.
 * Every column of core-records §2.7 stays one click away in the column chooser.
 */
const DEFAULT_HIDDEN = ['is_primary', 'created_by', 'created', 'modified_by'];

/** A list row: the whole company as the server sends it, plus display names it may add. */
export type CompanyRow = Company & { id: string; created_by_name?: string; modified_by_name?: string; domain_name?: string };

export interface CompanyListProps extends ElementProps {
  pageSize?: number;
  /** The address's filters (core's listQuery: created__gte, created__lte, domain, status, currentcrimetype). */
  query?: string;
}

export default function CompanyList(props: CompanyListProps): ReactElement {
  return (
    <ToastProvider>
      <CompanyListScreen {...props} />
    </ToastProvider>
  );
}

function CompanyListScreen({ emit, pageSize: pageSizeAttr, query }: CompanyListProps): ReactElement {
  const { session, allowed, pageSize, list, organisations, users, names, orgName, status, approve } = useRecordListScreen<CompanyRow>(
    'company',
    'companies',
    companies as unknown as RecordListApi<CompanyRow>,
    pageSizeAttr,
    {},
    query || undefined,
  );
  const { user, organisation: org, central, unitCode, investigate } = session;

  if (!session.canLoad && !user) {
    return <p className="fiu-records__signin" role="status">Sign in to see the companies.</p>;
  }
  if (!allowed) return <PermissionDenied />;

  const mayChange = canChangeCompanies(user);
  // Unit staff or admin when the organisation has approval status enabled (core-records §2.7).
  const mayApprove = canApprovePending(user, org, { unitCode });

  const open = (row: CompanyRow) => {
    emit('fiu-open', { id: row.id, companyid: row.companyid });
    emit('fiu-navigate', { path: `/companies/${encodeURIComponent(row.id)}` });
  };
  const add = () => emit('fiu-navigate', { path: '/companies/new' });
  const who = (r: CompanyRow) => r.companyid || r.name || r.id;

  const columns: DataTableColumn<CompanyRow>[] = [
    {
      id: 'companyid',
      // core-records §2.7: the list shows Subject ID (field companyid).
      header: 'Subject ID',
      sortable: true,
      cell: (r) => (
        <button type="button" className="fiu-records__open" data-open="" aria-label={`Open company ${[r.companyid, r.name].filter(Boolean).join(' ')}`} onClick={() => open(r)}>
          {r.companyid || r.id}
        </button>
      ),
    },
    { id: 'case_reference', header: 'Case reference', sortable: true, wrap: true, cell: (r) => wrapText(r.case_reference) },
    { id: 'name', header: 'Name', sortable: true, wrap: true, cell: (r) => <span className="fiu-records__name">{wrapText(r.name)}</span> },
    { id: 'is_primary', header: 'Primary', sortable: true, cell: (r) => yesNo(r.is_primary) },
    ...(central
      ? [
          {
            id: 'domain',
            header: 'Organisation',
            sortable: true,
            wrap: true,
            cell: (r: CompanyRow) => wrapText(r.domain_name || (r.domain ? (orgName.get(r.domain) ?? r.domain) : null)),
          },
        ]
      : []),
    {
      id: 'status',
      header: 'Status',
      sortable: true,
      cell: (r) => {
        const options = mayChange ? companyStatusOptions(user, r, org, { unitCode }) : null;
        if (!options) return <StatusBadge status={r.status} />;
        return (
          <StatusSelect
            value={status.shown(r.id, r.status ?? '')}
            options={options}
            label={`Status of ${who(r)}`}
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

  // Insights: central unit only (core-records §6.4; /insight is a central-unit route), in the row's menu.
  const rowActions = central
    ? (r: CompanyRow) => (
        <ActionMenu
          label={`Actions for ${who(r)}`}
          items={[
            {
              id: 'insights',
              label: 'Insights',
              onSelect: () => emit('fiu-navigate', { path: '/insight', state: { kind: 'company', id: r.id, companyid: r.companyid } }),
            },
          ]}
        />
      )
    : undefined;

  const addButton = (
    <Button variant="primary" icon={<Icon name="plus" />} onClick={add}>
      Add
    </Button>
  );

  return (
    <RecordListView
      title="Companies"
      noun={{ one: 'company', many: 'companies' }}
      list={list}
      pageSize={pageSize}
      columns={columns}
      listKey="companies"
      filtersOpen={!!query}
      defaultHidden={DEFAULT_HIDDEN}
      alwaysShown={['companyid']}
      rememberColumns={!investigate}
      rowKey={(r) => r.id}
      rowActions={rowActions}
      searchPlaceholder="Name, subject ID, case reference…"
      filters={<RecordFilters list={list as never} organisations={central ? (organisations ?? []) : false} users={users} statuses={COMPANY_STATUSES} crimes={COMPANY_CRIME_TYPES} />}
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
      emptyHint={mayChange ? 'Companies recorded by your organisation appear here. Use Add to record the first one.' : 'Companies appear here once they are recorded.'}
      emptyAction={mayChange ? addButton : undefined}
    >
      {approve.dialog}
    </RecordListView>
  );
}
