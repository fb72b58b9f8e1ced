/**
 * The Cases tab (central unit only, core-records §2.6, §6.4): the cases that hold this subject
 * (GET /api/cases?suspects__suspect__id=<id>, §7), each a link to its case form at /cases/{id}. A failed
 * load says so with Retry (the old product swallowed list failures, §8). A new subject is in no case yet.
 */
import { useEffect, useState, type MouseEvent, type ReactElement } from 'react';
import { list as listCases, type CaseRow } from '@fiu/core/api/cases';
import { formatLongDate } from '@fiu/core/format/date';
import { Banner } from '@fiu/ui/Banner';
import { Button } from '@fiu/ui/Button';
import { EmptyState } from '@fiu/ui/EmptyState';
import { Spinner } from '@fiu/ui/Spinner';
import type { Emit } from '../define/types';
import { serverText } from '../shared/errors';

/** More than a subject is ever in; the tab says so if there are more. */
const LIMIT = 100;

export const CASES_TAB_TEXT = {
  title: 'Cases',
  loading: 'Loading cases…',
  none: 'No cases linked',
  noneBody: 'This subject is in no case. Cases are opened and given their subjects on the Cases screen.',
  unsaved: 'Save the subject first: a subject is added to a case once it is saved.',
  failed: 'The cases could not be loaded.',
  retry: 'Retry',
  subjects: (n: number) => (n === 1 ? '1 subject' : `${n} subjects`),
  more: (shown: number, count: number) => `The ${shown} most recently changed of ${count} cases.`,
} as const;

export interface CasesTabProps {
  /** The subject's id; '' while it is new. */
  subjectId: string;
  emit: Emit;
}

type State = { state: 'loading' } | { state: 'failed'; message: string } | { state: 'ready'; rows: CaseRow[]; count: number };

export default function CasesTab({ subjectId, emit }: CasesTabProps): ReactElement {
  const [shown, setShown] = useState<State>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!subjectId) return undefined;
    let live = true;
    setShown({ state: 'loading' });
    listCases({ suspects__suspect__id: subjectId, limit: LIMIT }).then(
      (r) => live && setShown({ state: 'ready', rows: r.results, count: r.count }),
      (e: unknown) => live && setShown({ state: 'failed', message: serverText(e) }),
    );
    return () => {
      live = false;
    };
  }, [subjectId, attempt]);

  if (!subjectId) return <EmptyState title={CASES_TAB_TEXT.none}>{CASES_TAB_TEXT.unsaved}</EmptyState>;
  if (shown.state === 'loading') return <Spinner label={CASES_TAB_TEXT.loading} showLabel />;
  if (shown.state === 'failed') {
    return (
      <Banner variant="error" role="alert" title={CASES_TAB_TEXT.failed} actions={<Button onClick={() => setAttempt((n) => n + 1)}>{CASES_TAB_TEXT.retry}</Button>}>
        {shown.message}
      </Banner>
    );
  }
  if (shown.rows.length === 0) return <EmptyState title={CASES_TAB_TEXT.none}>{CASES_TAB_TEXT.noneBody}</EmptyState>;

  const open = (e: MouseEvent<HTMLAnchorElement>, id: string) => {
    // A new tab or window is the browser's; a plain click is the page's router.
    if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    e.preventDefault();
    emit('fiu-navigate', { path: `/cases/${encodeURIComponent(id)}` });
  };
  return (
    <section className="fiu-rf__section" aria-labelledby="sf-cases-title">
      <h2 className="fiu-rf__section-title" id="sf-cases-title">
        {CASES_TAB_TEXT.title}
      </h2>
      {shown.count > shown.rows.length ? <p className="fiu-rf__note">{CASES_TAB_TEXT.more(shown.rows.length, shown.count)}</p> : null}
      <ul className="sf-cases">
        {shown.rows.map((c) => (
          <li key={c.id} className="sf-cases__item">
            <a className="sf-cases__link" href={`/cases/${encodeURIComponent(c.id)}`} onClick={(e) => open(e, c.id)}>
              {c.label}
            </a>
            <span className="sf-cases__meta">
              {CASES_TAB_TEXT.subjects(c.suspects.length)} · {formatLongDate(c.modified)}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
