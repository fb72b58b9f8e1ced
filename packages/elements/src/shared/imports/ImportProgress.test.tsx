// @vitest-environment happy-dom
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { act } from 'react';
import { configure, resetSharedCore } from '@fiu/core';
import type { ImportJob } from '@fiu/core/api/imports';
import { render } from '@fiu/ui/test/render';
import { waitFor } from '../../test/harness';
import { startServer, type ElementTestServer } from '../../test/server';
import { ImportProgress, percentOf } from './ImportProgress';

let server: ElementTestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());
beforeEach(() => {
  resetSharedCore();
  configure({ apiBase: server.origin });
  server.clear();
});

const job = (over: Partial<ImportJob>): ImportJob => ({
  id: 'job-1',
  kind: 'cdr',
  registry: null,
  status: 'queued',
  file_name: 'calls.csv',
  rows_read: 0,
  rows_stored: 0,
  rows_duplicate: 0,
  rows_repeated: 0,
  rows_refused: 0,
  rows_total: null,
  quality: [],
  error: null,
  created: '2026-01-01T00:00:00Z',
  started: null,
  finished: null,
  ...over,
});

/** The job's states in order, one per poll; the last one repeats. */
function serveStates(states: ImportJob[]): () => number {
  let polls = 0;
  server.answerNext('GET /api/imports/job-1', () => ({ status: 200, json: states[Math.min(polls++, states.length - 1)] }), Infinity);
  return () => polls;
}

const bar = (c: HTMLElement) => c.querySelector('[role="progressbar"]') as HTMLElement;
const counts = (c: HTMLElement) =>
  Object.fromEntries([...c.querySelectorAll('.fiu-progress__counts div')].map((d) => [d.querySelector('dt')!.textContent, d.querySelector('dd')!.textContent]));

describe('ImportProgress', () => {
  it('percent: unknown until the total is known, 100 when done', () => {
    expect(percentOf(job({ status: 'running', rows_read: 10 }))).toBeNull();
    expect(percentOf(job({ status: 'running', rows_read: 50, rows_total: 200 }))).toBe(25);
    expect(percentOf(job({ status: 'done', rows_read: 7 }))).toBe(100);
  });

  it('polls while queued or running, shows the bar move and the counts, then stops when done', async () => {
    const polls = serveStates([
      job({}),
      job({ status: 'running', rows_read: 50, rows_stored: 48, rows_refused: 2, rows_total: 200 }),
      job({
        status: 'done',
        rows_read: 200,
        rows_stored: 190,
        rows_duplicate: 7,
        rows_refused: 3,
        rows_total: 200,
        quality: [{ check: 'duplicate_transaction', count: 2, message: 'Duplicate transactions: 2', rows: [14, 15] }],
      }),
    ]);
    // Each state stays on screen for one poll interval: long enough (300 ms) that waitFor, which looks every 50 ms,
    // sees the running state even on a loaded machine.
    const { container } = render(<ImportProgress importId="job-1" pollMs={300} />);
    await waitFor(() => expect(polls()).toBeGreaterThanOrEqual(1));
    await waitFor(() => expect(bar(container).getAttribute('aria-valuenow')).toBe('25'));
    expect(counts(container)).toMatchObject({ 'Rows read': '50 of 200', Stored: '48', Refused: '2' });
    await waitFor(() => expect(bar(container).getAttribute('aria-valuenow')).toBe('100'));
    expect(container.textContent).toContain('Import finished');
    expect(counts(container)).toEqual({ 'Rows read': '200 of 200', Stored: '190', 'Already present': '7', Refused: '3' });
    expect(container.textContent).toContain('Duplicate transactions: 2 (rows 14, 15)');
    expect([...container.querySelectorAll('button')].map((b) => b.textContent)).toContain('Download refused rows');
    const after = polls();
    await act(() => new Promise((r) => setTimeout(r, 700)));
    expect(polls()).toBe(after); // done: no more polling
  });

  it('is indeterminate while the total is unknown, and shows a failed job\'s error', async () => {
    serveStates([job({ status: 'running', rows_read: 5 }), job({ status: 'failed', rows_read: 5, error: 'File not uploaded check Excel headers' })]);
    const { container } = render(<ImportProgress importId="job-1" pollMs={30} />);
    await waitFor(() => expect(counts(container)['Rows read']).toBe('5'));
    await waitFor(() => expect(container.querySelector('[role="alert"]')?.textContent).toBe('File not uploaded check Excel headers'));
    expect(bar(container).hasAttribute('aria-valuenow')).toBe(false);
    expect(container.querySelector('button')).toBeNull(); // nothing refused, nothing to download
  });

  it('a file that repeats its own rows: the count apart from already present, and the list to download', async () => {
    serveStates([
      job({
        status: 'done',
        rows_read: 20,
        rows_stored: 16,
        rows_repeated: 4,
        rows_total: 20,
        quality: [{ check: 'repeated_row', count: 4, message: '4 rows repeat an earlier row of this file and were stored once (first: row 9 repeats row 3)', rows: [9, 10, 12, 20] }],
      }),
    ]);
    const { container } = render(<ImportProgress importId="job-1" pollMs={30} />);
    await waitFor(() => expect(container.textContent).toContain('Import finished'));
    expect(counts(container)).toEqual({ 'Rows read': '20 of 20', Stored: '16', 'Already present': '0', 'Repeated in the file': '4', Refused: '0' });
    expect(container.textContent).toContain('(first: row 9 repeats row 3) (rows 9, 10, 12, 20)');
    expect([...container.querySelectorAll('button')].map((b) => b.textContent)).toEqual(['Download repeated rows']);
  });

  it('stops polling when it goes away', async () => {
    const polls = serveStates([job({ status: 'running' })]);
    const r = render(<ImportProgress importId="job-1" pollMs={30} />);
    await waitFor(() => expect(polls()).toBeGreaterThanOrEqual(2));
    r.unmount();
    const after = polls();
    await act(() => new Promise((res) => setTimeout(res, 150)));
    expect(polls()).toBeLessThanOrEqual(after + 1); // at most the one already under way
  });
});
