/**
 * fiu-rfi-list: the requests for information at /rfi (core-records §2.12, §3.4, §3.5, §6.3). Submission is
 * disabled: the banner says so in the spec's words, previous submissions stay listed, there is no add. Each row
 * has 'Add Feedback', which opens the feedback form (rfi, subject_name, other_comments) and says 'Feedback saved'
 * or 'Something went wrong!!'.
 *
 * Who sees it: core's canViewRfis (ceo, admin-like, or the central unit with can.view.all.rfis, when the
 * organisation has request access). The role part is checked here; the organisation's request access is the
 * server's answer (a 403 shows 'Permission Denied'), which also scopes the rows.
 */
import { useState, type ReactElement, type ReactNode } from 'react';
import { list as listRfi } from '@fiu/core/api/rfi';
import { isApiError } from '@fiu/core/api/http';
import type { Rfi } from '@fiu/core/api/types';
import { getConfig } from '@fiu/core/config';
import { formatLongDate, formatLongDateTime } from '@fiu/core/format/date';
import { canFilterByOrganisation, canViewRfis } from '@fiu/core/permissions/actions';
import { Banner } from '@fiu/ui/Banner';
import { Button } from '@fiu/ui/Button';
import { gridCss, type DataTableColumn } from '@fiu/ui/grid';
import { PermissionDenied } from '@fiu/ui/PermissionDenied';
import { SearchBox } from '@fiu/ui/SearchBox';
import { ToastProvider } from '@fiu/ui/ToastProvider';
import type { ElementProps } from '../define/types';
import { useSession } from '../define/useSession';
import { parseFilter, RFI_FILTER_FIELDS } from '@fiu/core/schemas/listFilter';
import { useQueryChange } from '../shared/records/useQueryChange';
import { FilterChips, filterChipsCss } from '../shared/records/FilterChips';
import { PagedTable } from '../shared/records/PagedTable';
import { useRecordList } from '../shared/records/useRecordList';
import { RfiFeedbackForm } from './RfiFeedbackForm';
import { rfiListCss } from './rfi-list.css';

export const css = gridCss + filterChipsCss + rfiListCss;

export const PAGE_SIZE = 20;
export const RFI_TEXT = {
  title: 'Requests',
  // core-records §2.12, to the letter.
  disabled:
    'Please note the Request for Information has been disabled. Previous submissions will still be available. Please use the Subjects/Companies page to submit new requests...',
  addFeedback: 'Add Feedback',
  emptyTitle: 'No requests',
  empty: 'Requests submitted before submission was disabled appear here.',
  noMatch: 'No request matches the search.',
} as const;

/** A request as the list answers it. */
export type RfiRow = Rfi & { id: string; domain: string; domain_name?: string; created: string; modified: string };

const none = <span className="rfi-list__none">—</span>;
const text = (v: unknown): ReactNode => (typeof v === 'string' && v ? <span className="rfi-list__text">{v}</span> : none);

export interface RfiListProps extends ElementProps {
  /** The address's filters (core's listQuery): domain, the requests of one organisation. */
  query?: string;
}

export default function RfiList(props: RfiListProps): ReactElement {
  return (
    <ToastProvider>
      <RfiListScreen {...props} />
    </ToastProvider>
  );
}

function RfiListScreen({ query }: RfiListProps): ReactElement {
  const user = useSession((s) => s.user);
  // The role part of the rule; request access is the server's to answer.
  const allowed = canViewRfis(user, true, { unitCode: getConfig().unitCode });
  const [feedbackOn, setFeedbackOn] = useState<RfiRow | null>(null);
  const list = useRecordList<RfiRow, Record<string, string>>({
    load: (q) => listRfi(q) as Promise<{ results: RfiRow[]; count: number }>,
    pageSize: PAGE_SIZE,
    emptyFilters: {},
    initialFilters: parseFilter(RFI_FILTER_FIELDS, query) as Record<string, string>,
    toQuery: (f) => ({ ...f }),
    defaultSort: { id: 'modified', direction: 'desc' },
    enabled: allowed,
  });
  useQueryChange(query, (q) => list.replaceFilters(parseFilter(RFI_FILTER_FIELDS, q) as Record<string, string>));

  if (!allowed || (isApiError(list.error) && list.error.status === 403)) return <PermissionDenied />;

  const columns: DataTableColumn<RfiRow>[] = [
    { id: 'reference_number', header: 'Reference number', cell: (r) => text(r.reference_number) },
    { id: 'subject_name', header: 'Subject name', cell: (r) => text(r.subject_name), wrap: true },
    // core-records §6.4: the organisation column is the central unit's only.
    ...(canFilterByOrganisation(user, { unitCode: getConfig().unitCode }) ? [{ id: 'domain', header: 'Organisation', cell: (r: RfiRow) => text(r.domain_name || r.domain) }] : []),
    { id: 'requestor', header: 'Requestor', cell: (r) => text(r.requestor_official_name), wrap: true },
    { id: 'case_background', header: 'Case background', cell: (r) => text(r.case_background), wrap: true, width: '30%' },
    {
      id: 'created',
      header: 'Submitted',
      cell: (r) => (
        <time dateTime={r.created} title={formatLongDateTime(r.created)}>
          {formatLongDate(r.created)}
        </time>
      ),
    },
    {
      id: 'actions',
      header: 'Actions',
      hideHeader: true,
      cell: (r) => (
        <Button variant="secondary" size="sm" aria-label={`${RFI_TEXT.addFeedback} on ${r.reference_number}`} onClick={() => setFeedbackOn(r)}>
          {RFI_TEXT.addFeedback}
        </Button>
      ),
    },
  ];

  return (
    <section className="rfi-list" aria-labelledby="rfi-list-title">
      <header className="rfi-list__header" part="header">
        <h1 className="rfi-list__title" id="rfi-list-title">
          {RFI_TEXT.title}
          {list.loaded ? <span className="rfi-list__count">{list.count}</span> : null}
        </h1>
        <SearchBox className="rfi-list__search" label="Search requests" hideLabel placeholder="Reference number or subject" onSearch={list.setSearch} />
      </header>
      <div part="banner">
        <Banner variant="warning">{RFI_TEXT.disabled}</Banner>
      </div>
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
          text={{ label: 'Requests for information', loading: 'Loading requests…', emptyTitle: RFI_TEXT.emptyTitle, empty: RFI_TEXT.empty, noMatch: RFI_TEXT.noMatch }}
        />
      </div>
      {feedbackOn ? <RfiFeedbackForm request={feedbackOn} onClose={() => setFeedbackOn(null)} /> : null}
    </section>
  );
}
