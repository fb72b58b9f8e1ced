import { readFile } from 'node:fs/promises';
import { expect, test, type Locator } from './support/fixture';
import { signIn } from './support/demo';

// Issue 9, done-when 1: "downloads the refused-rows list". A call-record file with bad rows goes up through the
// mapping flow; the screen shows how many were refused; the analyst downloads the list and finds every
// refused row with its row number and reason, the row the file repeats with the row it repeats, and the
// cells a spreadsheet would read as formulas written so that opening the file runs nothing.

const HEADER = 'A Number,B Number,Start Time,Duration,Latitude';
// The called number differs each run: with PW_REUSE_SERVERS=1 the calls of an earlier run are already present.
const B = `0809${String(Date.now() % 1e7).padStart(7, '0')}`;
// Source row numbers: the header is row 1.
const ROWS = [
  /* 2 */ '08031234567,08039876543,01/03/2024 10:00,60,6.5',
  /* 3 */ '08031234567,08039876543,31/02/2024 10:00,60,6.5',
  /* 4 */ ',08039876543,01/03/2024 10:05,60,6.5',
  /* 5 */ '08031234567,08039876543,01/03/2024 11:00,45,6.5',
  /* 6 */ '=1+2,08039876543,01/03/2024 11:30,45,6.5',
  /* 7 */ '08031234567,08039876543,01/03/2024 12:00,-3,6.5',
  /* 8 */ '08031234567,08039876543,01/03/2024 10:00,60,6.5',
  /* 9 */ '@SUM(A1),08039876543,not a date,45,6.5',
  /* 10 */ '08031234567,08039876543,01/03/2024 13:00,30,6.5',
].map((row) => row.replace('08039876543', B));
const FILE = `${HEADER}\n${ROWS.join('\n')}\n`;

/** The expected list, written out by hand: row → reason. */
const EXPECTED: [number, string][] = [
  [3, "cdr_ts: not a date ('31/02/2024 10:00')"],
  [4, 'originating_number: empty'],
  [6, "originating_number: not a phone number ('=1+2')"],
  [7, "call_duration: not a whole number of seconds ≥ 0 ('-3')"],
  [8, 'Repeats row 2 of this file (every mapped value equal): stored once, from row 2'],
  [9, "originating_number: not a phone number ('@SUM(A1)')"],
];

/** RFC 4180 fields of one CSV text (quoted fields may hold commas, quotes and line breaks). */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') (field += '"'), i++;
      else if (ch === '"') quoted = false;
      else field += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ',') row.push(field), (field = '');
    else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && text[i + 1] === '\n') i++;
      row.push(field), rows.push(row), (row = []), (field = '');
    } else field += ch;
  }
  if (field || row.length) row.push(field), rows.push(row);
  return rows;
}

async function finishedCounts(screen: Locator): Promise<Record<string, string>> {
  await expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100', { timeout: 60_000 });
  await expect(screen.locator('.fiu-progress')).toHaveAttribute('data-status', 'done');
  return screen.locator('.fiu-progress__counts').evaluate((dl) =>
    Object.fromEntries([...dl.querySelectorAll('div')].map((d) => [d.querySelector('dt')!.textContent!, d.querySelector('dd')!.textContent!])),
  );
}

test('analyst@fiu imports calls with bad rows, sees the refused count and downloads the refused rows as a formula-safe CSV', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, 'analyst', 'fiu');
  await page.goto('/import/cdr');
  const screen = page.locator('fiu-import-cdr');
  await expect(screen.getByRole('heading', { name: 'Import call records' })).toBeVisible();
  await screen.getByRole('tab', { name: 'Map columns' }).click();
  const name = 'calls-with-bad-rows.csv';
  await screen.locator('input[type="file"][name="file_field"]').setInputFiles({ name, mimeType: 'text/csv', buffer: Buffer.from(FILE) });

  const table = screen.locator('.fiu-map__table');
  await expect(table).toBeVisible();
  const choose = async (label: string, header: string) => {
    const select = table.getByLabel(label, { exact: true });
    if ((await select.inputValue()) !== header) await select.selectOption(header);
  };
  await choose('Originating Number', 'A Number');
  await choose('Terminating Number', 'B Number');
  await choose('Time Stamp', 'Start Time');
  await choose('Call Duration', 'Duration');
  await choose('Originating Latitude', 'Latitude');

  const answer = page.waitForResponse((r) => r.request().method() === 'PUT' && new URL(r.url()).pathname === '/api/cdr');
  await screen.getByRole('button', { name: 'Upload with this mapping' }).click();
  expect((await answer).status()).toBe(202);

  const counts = await finishedCounts(screen);
  expect(counts).toEqual({ 'Rows read': '9 of 9', Stored: '3', 'Already present': '0', 'Repeated in the file': '1', Refused: '5' });
  await expect(screen.locator('.fiu-progress__quality')).toContainText('1 row repeats an earlier row of this file and was stored once (first: row 8 repeats row 2) (rows 8)');

  const download = page.waitForEvent('download');
  await screen.getByRole('button', { name: 'Download refused rows' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^refused-rows-[0-9a-f-]{36}\.csv$/);
  const text = await readFile((await file.path())!, 'utf8');
  const [header, ...rows] = parseCsv(text);
  expect(header!.slice(0, 3)).toEqual(['row', 'sheet', 'reason']);
  expect(rows.map((r) => [Number(r[0]), r[2]])).toEqual(EXPECTED);
  // The cells of each listed row, as the file had them; the two that begin with = and @ are written with a
  // leading ' (a spreadsheet shows them as text and runs nothing).
  const cellsOf = (row: number) => rows.find((r) => Number(r[0]) === row)!.slice(3, 8);
  expect(cellsOf(3)).toEqual(ROWS[1]!.split(','));
  expect(cellsOf(6)).toEqual(["'=1+2", B, '01/03/2024 11:30', '45', '6.5']);
  expect(cellsOf(9)).toEqual(["'@SUM(A1)", B, 'not a date', '45', '6.5']);
  expect(text).not.toMatch(/(^|,)[=@]/m);
  expect(text).not.toMatch(/(^|,)"[=@]/m);
});
