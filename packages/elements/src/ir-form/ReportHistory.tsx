/**
 * The report's History panel (issue 11 item 5): who viewed, downloaded, sent feedback on or changed the report,
 * when and from which organisation, newest first (GET /api/intelligence/{id}/history: the unit sees every
 * entry, a recipient organisation its own). A part that loads on demand under the form, with its styles.
 */
import { useCallback, useEffect, useState, type ReactElement } from 'react';
import { history } from '@fiu/core/api/intelligence';
import { formatLongDateTime } from '@fiu/core/format/date';
import type { ReportHistoryEntry } from '@fiu/core/schemas/reportHistory';
import { reportHistoryWhat } from '@fiu/core/schemas/reportHistoryActions';
import { Banner } from '@fiu/ui/Banner';
import { Button } from '@fiu/ui/Button';
import { EmptyState } from '@fiu/ui/EmptyState';
import { Spinner } from '@fiu/ui/Spinner';
import { PartStyles } from '../shared/forms/PartStyles';
import { serverText } from '../shared/errors';
import { reportHistoryCss } from './reportHistory.css';

/** The panel's words, in one place. */
export const HISTORY_TEXT = {
  title: 'History',
  loading: 'Loading history…',
  empty: 'No history yet',
  emptyBody: 'Views, downloads and feedback of this report will be listed here.',
  failed: 'The history could not be loaded.',
  retry: 'Try again',
  more: 'Show more',
  count: (shown: number, total: number) => (shown >= total ? `${total} ${total === 1 ? 'entry' : 'entries'}` : `${shown} of ${total} entries`),
  columns: { when: 'When', who: 'Who', what: 'What', organisation: 'Organisation' },
} as const;

const PAGE = 50;

type State =
  | { status: 'loading' }
  | { status: 'failed'; message: string; entries: ReportHistoryEntry[]; count: number }
  | { status: 'ready' | 'more'; entries: ReportHistoryEntry[]; count: number };

export default function ReportHistory({ reportId }: { reportId: string }): ReactElement {
  const [state, setState] = useState<State>({ status: 'loading' });
  const shown = state.status === 'loading' ? [] : state.entries;

  const load = useCallback(
    (offset: number, before: ReportHistoryEntry[]) => {
      let live = true;
      history(reportId, { limit: PAGE, offset }).then(
        (page) => live && setState({ status: 'ready', entries: [...before, ...page.results], count: page.count }),
        (error: unknown) => live && setState({ status: 'failed', message: serverText(error), entries: before, count: before.length }),
      );
      return () => {
        live = false;
      };
    },
    [reportId],
  );
  useEffect(() => load(0, []), [load]);

  const more = () => {
    if (state.status !== 'ready') return;
    setState({ ...state, status: 'more' });
    load(state.entries.length, state.entries);
  };
  const retry = () => {
    setState(shown.length ? { status: 'more', entries: shown, count: shown.length } : { status: 'loading' });
    load(shown.length, shown);
  };

  return (
    <section className="fiu-irh" aria-labelledby="fiu-irh-title" part="history">
      <PartStyles css={reportHistoryCss} />
      <header className="fiu-irh__header">
        <h2 className="fiu-irh__title" id="fiu-irh-title">
          {HISTORY_TEXT.title}
        </h2>
        {state.status === 'ready' && state.count > 0 ? <span className="fiu-irh__count">{HISTORY_TEXT.count(state.entries.length, state.count)}</span> : null}
      </header>
      {state.status === 'loading' ? (
        <div className="fiu-irh__state">
          <Spinner label={HISTORY_TEXT.loading} showLabel />
        </div>
      ) : state.status === 'ready' && state.count === 0 ? (
        <EmptyState title={HISTORY_TEXT.empty}>{HISTORY_TEXT.emptyBody}</EmptyState>
      ) : null}
      {shown.length ? (
        <table className="fiu-irh__table">
          <thead>
            <tr>
              <th scope="col">{HISTORY_TEXT.columns.when}</th>
              <th scope="col">{HISTORY_TEXT.columns.who}</th>
              <th scope="col">{HISTORY_TEXT.columns.what}</th>
              <th scope="col">{HISTORY_TEXT.columns.organisation}</th>
            </tr>
          </thead>
          <tbody>
            {shown.map((e) => (
              <tr key={e.id}>
                <td data-label={HISTORY_TEXT.columns.when} className="fiu-irh__when">
                  <time dateTime={e.at}>{formatLongDateTime(e.at)}</time>
                </td>
                <td data-label={HISTORY_TEXT.columns.who}>
                  <span>
                    {e.actor_name || e.actor}
                    {e.actor_name ? <span className="fiu-irh__actor">{e.actor}</span> : null}
                  </span>
                </td>
                <td data-label={HISTORY_TEXT.columns.what}>{reportHistoryWhat(e)}</td>
                <td data-label={HISTORY_TEXT.columns.organisation}>{e.domain_name || e.domain || '—'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      {state.status === 'failed' ? (
        <Banner variant="error" role="alert" title={HISTORY_TEXT.failed} actions={<Button onClick={retry}>{HISTORY_TEXT.retry}</Button>}>
          {state.message}
        </Banner>
      ) : null}
      {(state.status === 'ready' && state.entries.length < state.count) || state.status === 'more' ? (
        <div className="fiu-irh__more">
          <Button onClick={more} busy={state.status === 'more'} disabled={state.status === 'more'}>
            {HISTORY_TEXT.more}
          </Button>
        </div>
      ) : null}
    </section>
  );
}
