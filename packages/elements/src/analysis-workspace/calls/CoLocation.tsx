/**
 * The co-location panel under Call Details (issue 10 item 7): where two of the selected subjects' phones were at
 * one cell site, or within a distance, within a time window; and the numbers two or more of them share. Each
 * finding opens onto the call records behind it (a disclosure button: Enter or Space, aria-expanded). The
 * window and distance apply on Find; the panel reloads with the subjects and the period. Loading and failure
 * are shown, with Retry. Server: GET /cdr/colocation (core schemas/colocation.ts); the settings are checked with
 * core's rules/colocation.ts (no zod here: the panel comes with the Call Details tab).
 */
import { useId, useState, type FormEvent, type ReactElement } from 'react';
import { colocation } from '@fiu/core/api/colocation';
import { formatLongDateTime } from '@fiu/core/format/date';
import { COLOCATION_LIMITS, colocationSettingProblem, type ColocationSetting } from '@fiu/core/rules/colocation';
import type { ColocationContact, ColocationEvidence, ColocationMeeting, ColocationResult } from '@fiu/core/schemas/colocation';
import { Button } from '@fiu/ui/Button';
import { EmptyState } from '@fiu/ui/EmptyState';
import { TextField } from '@fiu/ui/TextField';
import { PartStyles } from '../../shared/forms/PartStyles';
import { scopeOf, type Period } from '../../shared/analysis/period';
import { TabFailed, TabLoading } from '../../shared/analysis/TabState';
import { useTabData } from '../../shared/analysis/useTabData';

export const coLocationCss = /* css */ `
.fiu-coloc { display: flex; flex-direction: column; gap: var(--fiu-space-3, 16px); min-width: 0; }
.fiu-coloc__title { margin: 0; font-size: var(--fiu-font-size-lg, 16px); }
.fiu-coloc__form { display: flex; flex-wrap: wrap; align-items: flex-start; gap: var(--fiu-space-2, 8px) var(--fiu-space-3, 16px); }
.fiu-coloc__form .fiu-field { margin: 0; width: 12rem; max-width: 100%; }
.fiu-coloc__form > .fiu-button { margin-top: 1.6rem; }
.fiu-coloc__section h3 { margin: 0 0 var(--fiu-space-1, 4px); font-size: var(--fiu-font-size-md, 14px); }
.fiu-coloc__list { list-style: none; margin: 0; padding: 0; border: 1px solid var(--fiu-color-border, #d0d7de); border-radius: var(--fiu-radius, 6px); }
.fiu-coloc__item + .fiu-coloc__item { border-top: 1px solid var(--fiu-color-border, #d0d7de); }
.fiu-coloc__toggle { display: flex; gap: var(--fiu-space-2, 8px); align-items: baseline; width: 100%; text-align: start; background: none; border: 0;
  padding: var(--fiu-space-2, 8px); font: inherit; color: inherit; cursor: pointer; }
.fiu-coloc__toggle:hover { background: var(--fiu-color-surface-hover, #f6f8fa); }
.fiu-coloc__toggle:focus-visible { outline: 2px solid var(--fiu-color-focus, #0969da); outline-offset: -2px; }
.fiu-coloc__chevron { flex: none; transition: transform 0.1s; }
.fiu-coloc__toggle[aria-expanded="true"] .fiu-coloc__chevron { transform: rotate(90deg); }
.fiu-coloc__what { flex: 1; min-width: 0; overflow-wrap: anywhere; }
.fiu-coloc__meta { display: block; color: var(--fiu-color-text-muted, #57606a); font-size: 13px; }
.fiu-coloc__evidence { padding: 0 var(--fiu-space-2, 8px) var(--fiu-space-2, 8px); overflow-x: auto; }
.fiu-coloc__evidence table { border-collapse: collapse; font-size: 13px; font-variant-numeric: tabular-nums; width: 100%; }
.fiu-coloc__evidence caption { text-align: start; color: var(--fiu-color-text-muted, #57606a); padding: var(--fiu-space-1, 4px) 0; }
.fiu-coloc__evidence th, .fiu-coloc__evidence td { text-align: start; padding: 4px 8px; border-bottom: 1px solid var(--fiu-color-border, #d0d7de); white-space: nowrap; }
.fiu-coloc__note { margin: 0; color: var(--fiu-color-text-muted, #57606a); }
`;

const { window: WINDOW, distance: DISTANCE } = COLOCATION_LIMITS;

interface Settings {
  window: string;
  distance: string;
}

const plural = (n: number, one: string, many = `${one}s`) => `${n.toLocaleString('en-GB')} ${n === 1 ? one : many}`;
const names = (xs: readonly { name: string }[]) => xs.map((x) => x.name || 'Unnamed subject').join(' and ');

export function CoLocation({ subjects, period }: { subjects: readonly string[]; period: Period }): ReactElement {
  const [draft, setDraft] = useState<Settings>({ window: String(WINDOW.default), distance: String(DISTANCE.default) });
  const [applied, setApplied] = useState<Settings>(draft);
  const [errors, setErrors] = useState<Partial<Record<ColocationSetting, string>>>({});
  const enough = subjects.length >= 2;
  const scope = scopeOf(subjects, period);
  const key = JSON.stringify([scope, applied]);
  const data = useTabData<ColocationResult>(
    (signal) => colocation({ ...scope, window: Number(applied.window), distance: Number(applied.distance) }, { signal }),
    key,
    enough,
  );

  function find(e: FormEvent): void {
    e.preventDefault();
    const found: Partial<Record<ColocationSetting, string>> = {};
    for (const name of ['window', 'distance'] as const) {
      const problem = colocationSettingProblem(name, draft[name]);
      if (problem) found[name] = problem;
    }
    setErrors(found);
    if (Object.keys(found).length) return;
    if (draft.window === applied.window && draft.distance === applied.distance) data.retry();
    else setApplied({ ...draft });
  }

  return (
    <section className="fiu-coloc" aria-labelledby="fiu-coloc-title">
      <PartStyles css={coLocationCss} />
      <h2 className="fiu-coloc__title" id="fiu-coloc-title">
        Co-location
      </h2>
      <form className="fiu-coloc__form" onSubmit={find} noValidate>
        <TextField
          label="Time window (minutes)"
          type="number"
          inputMode="numeric"
          min={WINDOW.min}
          max={WINDOW.max}
          value={draft.window}
          onChange={(e) => setDraft({ ...draft, window: e.currentTarget.value })}
          error={errors.window}
        />
        <TextField
          label="Distance (metres)"
          type="number"
          inputMode="numeric"
          min={DISTANCE.min}
          max={DISTANCE.max}
          hint="0: the same cell site only"
          value={draft.distance}
          onChange={(e) => setDraft({ ...draft, distance: e.currentTarget.value })}
          error={errors.distance}
        />
        <Button type="submit" disabled={!enough}>
          Find
        </Button>
      </form>
      {!enough ? (
        <p className="fiu-coloc__note">Co-location compares two or more subjects: choose more subjects on the Advanced screen.</p>
      ) : data.status === 'failed' ? (
        <TabFailed what="Co-location" error={data.error} onRetry={data.retry} />
      ) : data.status === 'loading' || !data.data ? (
        <TabLoading label="Looking for meetings and shared contacts" />
      ) : (
        <Findings result={data.data} />
      )}
    </section>
  );
}

function Findings({ result }: { result: ColocationResult }): ReactElement {
  const within = result.distance === 0 ? 'at the same cell site' : `within ${plural(result.distance, 'metre')}`;
  return (
    <>
      <div className="fiu-coloc__section">
        <h3>Meetings</h3>
        <p className="fiu-coloc__note" role="status">
          {plural(result.meetings.length, 'meeting')}: two subjects' phones {within}, at most {plural(result.window, 'minute')} apart.
          {result.truncated.meetings ? ` Showing the first ${COLOCATION_LIMITS.findings}: shorten the period or the window.` : ''}
        </p>
        {result.meetings.length ? (
          <ul className="fiu-coloc__list">
            {result.meetings.map((m) => (
              <Finding key={`${m.subjects.map((s) => s.id).join('+')}@${m.first}`} summary={meetingSummary(m)} meta={meetingMeta(m)} evidence={m.evidence} total={m.evidenceCount} />
            ))}
          </ul>
        ) : (
          <EmptyState title="No meetings">No two subjects' phones were near each other in this period. Try a longer window or a larger distance.</EmptyState>
        )}
      </div>
      <div className="fiu-coloc__section">
        <h3>Shared contacts</h3>
        <p className="fiu-coloc__note">
          {plural(result.contacts.length, 'number')} that two or more subjects called or were called by.
          {result.truncated.contacts ? ` Showing the first ${COLOCATION_LIMITS.findings}.` : ''}
        </p>
        {result.contacts.length ? (
          <ul className="fiu-coloc__list">
            {result.contacts.map((c) => (
              <Finding key={c.number} summary={contactSummary(c)} meta={contactMeta(c)} evidence={c.evidence} total={c.evidenceCount} />
            ))}
          </ul>
        ) : (
          <EmptyState title="No shared contacts">No number was in touch with two or more of these subjects in this period.</EmptyState>
        )}
      </div>
    </>
  );
}

function meetingSummary(m: ColocationMeeting): string {
  return `${names(m.subjects)} at ${m.sites.join(' and ') || 'nearby sites'}`;
}
function meetingMeta(m: ColocationMeeting): string {
  const [from, to] = [formatLongDateTime(m.first), formatLongDateTime(m.last)];
  const sameDay = from.slice(0, from.lastIndexOf(',')) === to.slice(0, to.lastIndexOf(','));
  const when = from === to ? from : `${from} to ${sameDay ? to.slice(to.lastIndexOf(',') + 2) : to}`;
  return `${when} · ${m.distance === 0 ? 'same site' : `${plural(m.distance, 'metre')} apart`} · ${plural(m.evidenceCount, 'call')}`;
}
function contactSummary(c: ColocationContact): string {
  return `${c.number}${c.name ? ` (${c.name})` : ''}`;
}
function contactMeta(c: ColocationContact): string {
  return `${c.subjects.map((s) => `${s.name || 'Unnamed subject'}: ${plural(s.calls, 'call')}`).join(' · ')}`;
}

/** One finding: a disclosure button, and the call records behind it when open. */
function Finding({ summary, meta, evidence, total }: { summary: string; meta: string; evidence: readonly ColocationEvidence[]; total: number }): ReactElement {
  const [open, setOpen] = useState(false);
  const id = `fiu-coloc-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  return (
    <li className="fiu-coloc__item">
      <button type="button" className="fiu-coloc__toggle" aria-expanded={open} aria-controls={id} onClick={() => setOpen(!open)}>
        <span className="fiu-coloc__chevron" aria-hidden="true">
          ▸
        </span>
        <span className="fiu-coloc__what">
          {summary}
          <span className="fiu-coloc__meta">{meta}</span>
        </span>
      </button>
      {open ? (
        <div className="fiu-coloc__evidence" id={id} role="region" aria-label={`Call records: ${summary}`}>
          <table>
            <caption>
              {evidence.length < total ? `The first ${evidence.length} of ${plural(total, 'call record')}` : plural(total, 'call record')}
            </caption>
            <thead>
              <tr>
                <th scope="col">cdr_ts</th>
                <th scope="col">originating_number</th>
                <th scope="col">originating site</th>
                <th scope="col">terminating_number</th>
                <th scope="col">terminating site</th>
                <th scope="col">call_type</th>
                <th scope="col">call_duration</th>
              </tr>
            </thead>
            <tbody>
              {evidence.map((e) => (
                <tr key={e.Record_ID}>
                  <td>
                    <time dateTime={e.cdr_ts}>{formatLongDateTime(e.cdr_ts)}</time>
                  </td>
                  <td>
                    {e.originating_number}
                    {e.calling_subscriber_name ? ` (${e.calling_subscriber_name})` : ''}
                  </td>
                  <td>{e.originating_sitename ?? ''}</td>
                  <td>
                    {e.terminating_number}
                    {e.called_subscriber_name ? ` (${e.called_subscriber_name})` : ''}
                  </td>
                  <td>{e.terminating_sitename ?? ''}</td>
                  <td>{e.call_type ?? ''}</td>
                  <td>{e.call_duration === null ? '' : `${e.call_duration} seconds`}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </li>
  );
}

export default CoLocation;
