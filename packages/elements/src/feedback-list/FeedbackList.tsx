/**
 * fiu-feedback-list: the register of the feedback received at /feedback (core-records §2.12, §3.5, §6.3;
 * dissemination-feedback §3 "Older generic feedback"): the older generic feedback and the feedback on
 * requests, newest first, 50 a page, searched on Enter for terms longer than 1 character.
 *
 * Who sees it (core's canViewFeedbackRegister, as the drawer): admin-like users, for their organisation, and
 * unit staff with can.view.all.feedback, for every organisation. The server scopes the rows in its query.
 */
import type { ReactElement, ReactNode } from 'react';
import { register, type FeedbackRegisterRow } from '@fiu/core/api/feedback';
import { getConfig } from '@fiu/core/config';
import { formatLongDate, formatLongDateTime } from '@fiu/core/format/date';
import { canViewFeedbackRegister } from '@fiu/core/permissions/intelligence';
import { gridCss, type DataTableColumn } from '@fiu/ui/grid';
import { PermissionDenied } from '@fiu/ui/PermissionDenied';
import { SearchBox } from '@fiu/ui/SearchBox';
import type { ElementProps } from '../define/types';
import { useSession } from '../define/useSession';
import { PagedTable } from '../shared/records/PagedTable';
import { useRecordList } from '../shared/records/useRecordList';
import { feedbackListCss } from './feedback-list.css';

export const css = gridCss + feedbackListCss;

export const PAGE_SIZE = 50;
export const REGISTER_TEXT = {
  title: 'Feedback',
  emptyTitle: 'No feedback yet',
  empty: 'Feedback that partner agencies send on requests appears here.',
  noMatch: 'No feedback matches the search.',
  request: 'Request',
  general: 'General',
} as const;

const none = <span className="fb-list__none">—</span>;
const text = (v: unknown): ReactNode => (typeof v === 'string' && v ? <span className="fb-list__text">{v}</span> : none);
const yesNo = (v: unknown): ReactNode => (v === true ? 'Yes' : v === false ? 'No' : none);

const COLUMNS: readonly DataTableColumn<FeedbackRegisterRow>[] = [
  {
    id: 'modified',
    header: 'Received',
    cell: (r) => (
      <time dateTime={r.modified} title={formatLongDateTime(r.modified)}>
        {formatLongDate(r.modified)}
      </time>
    ),
  },
  { id: 'domain', header: 'Organisation', cell: (r) => text(r.domain_name || r.domain), wrap: true },
  { id: 'kind', header: 'On', cell: (r) => (r.rfi ? REGISTER_TEXT.request : REGISTER_TEXT.general) },
  { id: 'subject_name', header: 'Subject', cell: (r) => text(r.subject_name), wrap: true },
  {
    id: 'case_number',
    header: 'Case numbers',
    cell: (r) =>
      r.case_number || r.fiu_case_number ? (
        <span className="fb-list__text">
          {r.case_number || '—'}
          {r.fiu_case_number ? <span className="fb-list__unit">{r.fiu_case_number}</span> : null}
        </span>
      ) : (
        none
      ),
  },
  { id: 'satisfied', header: 'Satisfied', cell: (r) => yesNo(r.satisfied) },
  { id: 'other_comments', header: 'Comments', cell: (r) => text(r.other_comments || r.other_info), wrap: true, width: '28%' },
  { id: 'created_by', header: 'Sent by', cell: (r) => text(r.created_by_name), wrap: true },
];

export interface FeedbackListProps {
  pageSize?: number;
}

export default function FeedbackList({ pageSize }: ElementProps<FeedbackListProps>): ReactElement {
  const user = useSession((s) => s.user);
  const allowed = canViewFeedbackRegister(user, { unitCode: getConfig().unitCode });
  const size = pageSize && pageSize > 0 ? Math.min(pageSize, 100) : PAGE_SIZE;
  const list = useRecordList<FeedbackRegisterRow, Record<string, string>>({
    load: (q) => register(q),
    pageSize: size,
    emptyFilters: {},
    toQuery: () => ({}),
    defaultSort: { id: 'modified', direction: 'desc' },
    enabled: allowed,
  });

  if (!allowed) return <PermissionDenied />;
  return (
    <section className="fb-list" aria-labelledby="fb-list-title">
      <header className="fb-list__header" part="header">
        <h1 className="fb-list__title" id="fb-list-title">
          {REGISTER_TEXT.title}
          {list.loaded ? <span className="fb-list__count">{list.count}</span> : null}
        </h1>
        <SearchBox className="fb-list__search" label="Search feedback" hideLabel placeholder="Subject, case number or comment" onSearch={list.setSearch} />
      </header>
      <div part="table">
        <PagedTable
          list={list}
          columns={COLUMNS}
          pageSize={size}
          text={{ label: 'Feedback received', loading: 'Loading feedback…', emptyTitle: REGISTER_TEXT.emptyTitle, empty: REGISTER_TEXT.empty, noMatch: REGISTER_TEXT.noMatch }}
        />
      </div>
    </section>
  );
}
