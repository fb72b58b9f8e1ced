/**
 * fiu-message-list: the messages list of core-records §2.11, §7: subject, sent time, content. The signed-in
 * user's own messages (the server tells each user about their own account: created, changed, activated,
 * deactivated, a reset key sent), newest first, 20 a page.
 */
import { useCallback, useEffect, useState, type ReactElement } from 'react';
import * as messagesApi from '@fiu/core/api/messages';
import { formatLongDateTime } from '@fiu/core/format/date';
import type { Message } from '@fiu/core/schemas/user';
import { DataTable, Pagination, gridCss, type DataTableColumn } from '@fiu/ui/grid';
import type { ElementProps } from '../define/types';
import { useSession } from '../define/useSession';
import { serverText } from '../shared/errors';
import { listHeaderCss } from '../shared/listHeader.css';
import { messageListCss } from './message-list.css';

export const css = gridCss + listHeaderCss + messageListCss;

/** The page size shared by the lists the spec gives none (core-records §9: "the shared default"). */
export const MESSAGES_PAGE_SIZE = 20;

export const MESSAGES_TEXT = {
  title: 'Messages',
  signIn: 'Sign in to see your messages.',
  empty: 'No messages. Messages about your account appear here.',
} as const;

export interface MessageListProps extends ElementProps {
  pageSize?: number;
}

export default function MessageList({ pageSize: pageSizeAttr }: MessageListProps): ReactElement {
  const user = useSession((s) => s.user);
  const token = useSession((s) => s.token);
  const pageSize = pageSizeAttr && pageSizeAttr > 0 ? pageSizeAttr : MESSAGES_PAGE_SIZE;
  const [offset, setOffset] = useState(0);
  const [attempt, setAttempt] = useState(0);
  const [page, setPage] = useState<{ rows: Message[]; count: number; loading: boolean; error: string | null }>({ rows: [], count: 0, loading: true, error: null });
  const reload = useCallback(() => setAttempt((n) => n + 1), []);

  useEffect(() => {
    if (!token) return undefined;
    let live = true;
    setPage((p) => ({ ...p, loading: true, error: null }));
    messagesApi.list({ limit: pageSize, offset }).then(
      (r) => live && setPage({ rows: Array.isArray(r?.results) ? r.results : [], count: typeof r?.count === 'number' ? r.count : 0, loading: false, error: null }),
      (error: unknown) => live && setPage((p) => ({ ...p, loading: false, error: serverText(error) })),
    );
    return () => {
      live = false;
    };
  }, [token, pageSize, offset, attempt]);

  if (!user && !token) return <p className="fiu-list__signin" role="status">{MESSAGES_TEXT.signIn}</p>;

  const columns: DataTableColumn<Message>[] = [
    { id: 'subject', header: 'Subject', wrap: true, cell: (m) => <span className="fiu-messages__subject">{m.subject}</span> },
    { id: 'sent', header: 'Sent', cell: (m) => <time dateTime={m.sent}>{formatLongDateTime(m.sent)}</time> },
    { id: 'content', header: 'Content', wrap: true, cell: (m) => m.content },
  ];

  return (
    <section className="fiu-list fiu-messages" aria-labelledby="fiu-messages-title">
      <header className="fiu-list__header" part="header">
        <h1 className="fiu-list__title" id="fiu-messages-title" part="title">
          {MESSAGES_TEXT.title}
          {!page.loading && !page.error ? <span className="fiu-list__total">{page.count.toLocaleString('en-GB')}</span> : null}
        </h1>
      </header>
      <div part="table">
        <DataTable
          caption={MESSAGES_TEXT.title}
          hideCaption
          columns={columns}
          rows={page.rows}
          rowKey={(m, i) => m._id ?? `${m.sent}-${i}`}
          loading={page.loading}
          loadingLabel="Loading messages"
          error={page.error}
          onRetry={reload}
          emptyTitle="No messages"
          empty={MESSAGES_TEXT.empty}
          narrowLayout="cards"
        />
      </div>
      {page.count > pageSize ? (
        <div className="fiu-list__footer" part="pagination">
          <Pagination offset={offset} pageSize={pageSize} total={page.count} onChange={setOffset} disabled={page.loading} aria-label="Pages of messages" />
        </div>
      ) : null}
    </section>
  );
}
