/**
 * The import benchmark's files, written streaming (memory flat whatever the row count): a call-record .xlsx in
 * the MTN layout of imports/mapping/layouts.ts, a bank statement .xlsx in the GTBank layout (title lines and a
 * stated period above the header), and call-record CSVs of a given size for the memory proof. Values are
 * realistic and deterministic (a seeded PRNG): Nigerian MSISDNs, WAT time stamps (Excel serials with a date
 * style, as Excel writes them), IMEIs and IMSIs, cell sites in real LGAs, NIP/POS/ATM narrations with names.
 */
import { closeSync, openSync, writeSync } from 'node:fs';
import { createPrng } from '../../packages/server/src/db/prng.js';
import { DATE_STYLES, esc, sheetXml, writeXlsx } from '../../packages/server/src/imports/read/testing/build-xlsx.js';

export const CDR_HEADERS = ['A Party', 'B Party', 'Call Date Time', 'Duration', 'Call Type', 'IMEI', 'IMSI', 'Cell Site', 'LGA', 'State', 'Latitude', 'Longitude'];
/** The confirmed mapping the benchmark sends with the call-record file (target → header). */
export const CDR_MAPPING: Record<string, string> = {
  originating_number: 'A Party',
  terminating_number: 'B Party',
  cdr_ts: 'Call Date Time',
  call_duration: 'Duration',
  call_type: 'Call Type',
  imei_originating: 'IMEI',
  imsi_originating: 'IMSI',
  originating_sitename: 'Cell Site',
  originating_lga: 'LGA',
  originating_state: 'State',
  originating_latitude: 'Latitude',
  originating_longitude: 'Longitude',
};
export const STATEMENT_HEADERS = ['Trans Date', 'Reference', 'Value Date', 'Debit', 'Credit', 'Balance', 'Remarks'];

const PREFIXES = ['0803', '0806', '0813', '0816', '0703', '0706', '0810', '0814', '0903', '0906', '0802', '0808', '0812', '0701', '0708', '0902', '0805', '0807', '0815', '0905', '0809', '0817', '0818', '0909'];
const SITES: [string, string, string, number, number][] = [
  ['LAG-IKEJA-0412', 'Ikeja', 'Lagos', 6.6018, 3.3515],
  ['LAG-LEKKI-1190', 'Eti-Osa', 'Lagos', 6.4474, 3.4723],
  ['LAG-SURULERE-0233', 'Surulere', 'Lagos', 6.5, 3.3581],
  ['ABJ-WUSE-0051', 'Abuja Municipal', 'FCT', 9.0765, 7.4813],
  ['ABJ-GWAGWALADA-0310', 'Gwagwalada', 'FCT', 8.9431, 7.0849],
  ['KAN-NASSARAWA-0877', 'Nassarawa', 'Kano', 12.0022, 8.5196],
  ['PHC-OBIO-AKPOR-0145', 'Obio/Akpor', 'Rivers', 4.8396, 6.9112],
  ['IBD-NORTH-0620', 'Ibadan North', 'Oyo', 7.4163, 3.9062],
  ['ENU-EAST-0098', 'Enugu East', 'Enugu', 6.4698, 7.5443],
  ['KAD-KADUNA-N-0402', 'Kaduna North', 'Kaduna', 10.5485, 7.4388],
  ['BEN-OREDO-0333', 'Oredo', 'Edo', 6.335, 5.6037],
  ['ABA-ABA-N-0071', 'Aba North', 'Abia', 5.1066, 7.3667],
];
const CALL_TYPES = ['MOC', 'MTC', 'SMS-MO', 'SMS-MT'];
const FIRST = ['Chinedu', 'Aisha', 'Oluwaseun', 'Ngozi', 'Ibrahim', 'Funmilayo', 'Emeka', 'Hauwa', 'Tunde', 'Blessing', 'Musa', 'Adaeze', 'Yusuf', 'Kemi', 'Obinna', 'Zainab'];
const LAST = ['Okafor', 'Bello', 'Adeyemi', 'Eze', 'Abubakar', 'Ogunleye', 'Nwosu', 'Danjuma', 'Balogun', 'Okonkwo', 'Lawal', 'Uche', 'Ibrahim', 'Adebayo'];
const BANKS = ['GTB', 'ZENITH', 'ACCESS', 'UBA', 'FIRSTBANK', 'FCMB', 'OPAY', 'KUDA', 'MONIEPOINT', 'WEMA'];
const SHOPS = ['SHOPRITE LEKKI', 'JUMIA', 'BOLT', 'MTN VTU', 'TOTAL FILLING STN', 'SPAR ABUJA', 'CHICKEN REPUBLIC', 'DSTV'];

/** 1 Jan 2025 00:00 WAT as an Excel serial (the 1900 system): the wall clock is what the cell holds. */
const EXCEL_2025 = 45658;
type Rand = () => number;
const random = (seed: number): Rand => createPrng(seed).next;
const pick = <T>(r: Rand, xs: readonly T[]): T => xs[Math.floor(r() * xs.length)]!;
const digits = (r: Rand, n: number): string => {
  let s = '';
  for (let i = 0; i < n; i++) s += Math.floor(r() * 10);
  return s;
};
const msisdn = (r: Rand) => pick(r, PREFIXES) + digits(r, 7);
const name = (r: Rand) => `${pick(r, FIRST).toUpperCase()} ${pick(r, LAST).toUpperCase()}`;

/** A call-record row's values as text (the CSV) and the cells of the same row (the XLSX). */
interface CdrRow {
  a: string;
  b: string;
  /** Excel serial of the call's WAT wall-clock time. */
  serial: number;
  duration: number;
  type: string;
  imei: string;
  imsi: string;
  site: (typeof SITES)[number];
}

function cdrRows(seed: number): { next: () => CdrRow; vocabulary: string[] } {
  const r = random(seed);
  // A target's call records: one A party (a few SIMs), a bounded circle of contacts, a phone or two.
  const targets = Array.from({ length: 3 }, () => msisdn(r));
  const contacts = Array.from({ length: 4000 }, () => msisdn(r));
  const imeis = Array.from({ length: 5 }, () => `35${digits(r, 13)}`);
  const imsis = targets.map(() => `62130${digits(r, 10)}`);
  let serial = EXCEL_2025;
  const vocabulary = [...targets, ...contacts, ...CALL_TYPES, ...imeis, ...imsis, ...SITES.flatMap((s) => [s[0], s[1], s[2]])];
  const next = (): CdrRow => {
    const t = Math.floor(r() * targets.length);
    serial += r() * 0.003; // about 2 minutes on average between events
    const type = pick(r, CALL_TYPES);
    return {
      a: targets[t]!,
      b: contacts[Math.floor(r() ** 2 * contacts.length)]!,
      serial: Math.round(serial * 86400) / 86400,
      duration: type.startsWith('SMS') ? 0 : Math.floor(r() * r() * 1800),
      type,
      imei: imeis[t % imeis.length]!,
      imsi: imsis[t]!,
      site: pick(r, SITES),
    };
  };
  return { next, vocabulary };
}

const pad = (n: number) => String(n).padStart(2, '0');
/** An Excel serial as WAT wall-clock text ('2025-03-01 14:05:09'). */
function serialText(serial: number): string {
  const d = new Date(Math.round((serial - 25569) * 86400) * 1000);
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}`;
}

const inline = (ref: string, text: string) => `<c r="${ref}" t="inlineStr"><is><t>${esc(text)}</t></is></c>`;
const COLS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** Shared strings for a bounded vocabulary, known before the sheet is written (as Excel writes them); unique texts go inline. */
class SharedStrings {
  readonly list: string[] = [];
  private readonly index = new Map<string, number>();
  constructor(vocabulary: string[]) {
    for (const s of vocabulary) if (!this.index.has(s)) this.index.set(s, this.list.push(s) - 1);
  }
  cell(ref: string, text: string): string {
    const i = this.index.get(text);
    if (i === undefined) throw new Error(`not in the shared strings: ${text}`);
    return `<c r="${ref}" t="s"><v>${i}</v></c>`;
  }
}

function headerRow(r: number, headers: string[]): string {
  return `<row r="${r}">${headers.map((h, i) => inline(`${COLS[i]}${r}`, h)).join('')}</row>`;
}

/** The 200,000-row call-record workbook (one sheet, 'CDR'). */
export function writeCdrXlsx(path: string, rows: number, seed = 1): void {
  // The vocabulary is drawn first (the shared strings part precedes the sheet in our writer's zip).
  const { next, vocabulary } = cdrRows(seed);
  const sst = new SharedStrings(vocabulary);
  writeXlsx(path, {
    sharedStrings: sst.list,
    styles: DATE_STYLES,
    sheets: [
      {
        name: 'CDR',
        xml: () =>
          (function* () {
            const [head, tail] = sheetXml('@@', `A1:L${rows + 1}`).split('@@') as [string, string];
            yield head + headerRow(1, CDR_HEADERS);
            let chunk = '';
            for (let n = 2; n <= rows + 1; n++) {
              const c = next();
              chunk +=
                `<row r="${n}">${sst.cell(`A${n}`, c.a)}${sst.cell(`B${n}`, c.b)}<c r="C${n}" s="2"><v>${c.serial}</v></c><c r="D${n}"><v>${c.duration}</v></c>` +
                `${sst.cell(`E${n}`, c.type)}${sst.cell(`F${n}`, c.imei)}${sst.cell(`G${n}`, c.imsi)}${sst.cell(`H${n}`, c.site[0])}${sst.cell(`I${n}`, c.site[1])}${sst.cell(`J${n}`, c.site[2])}` +
                `<c r="K${n}"><v>${c.site[3]}</v></c><c r="L${n}"><v>${c.site[4]}</v></c></row>`;
              if (n % 2000 === 0) (yield chunk), (chunk = '');
            }
            yield chunk + tail;
          })(),
      },
    ],
  });
}

/** A call-record CSV of about `bytes` bytes (the memory proof); answers its row count. */
export function writeCdrCsv(path: string, bytes: number, seed = 1): number {
  const { next } = cdrRows(seed);
  const fd = openSync(path, 'w');
  let written = 0;
  let rows = 0;
  try {
    let chunk = `${CDR_HEADERS.join(',')}\n`;
    while (written + chunk.length < bytes) {
      const c = next();
      chunk += `${c.a},${c.b},${serialText(c.serial)},${c.duration},${c.type},${c.imei},${c.imsi},${c.site[0]},${c.site[1]},${c.site[2]},${c.site[3]},${c.site[4]}\n`;
      rows++;
      if (chunk.length > 1 << 20) {
        written += writeSync(fd, chunk);
        chunk = '';
      }
    }
    writeSync(fd, chunk);
  } finally {
    closeSync(fd);
  }
  return rows;
}

/** A narration as Nigerian banks write them, and whether money comes in. */
function narration(r: Rand): { text: string; credit: boolean; kobo: number } {
  const k = r();
  const ref = digits(r, 12);
  if (k < 0.3) return { text: `NIP TRF FROM ${name(r)}/${pick(r, BANKS)}/${ref}`, credit: true, kobo: 100 * Math.floor(1000 + r() * r() * 2_000_000) };
  if (k < 0.55) return { text: `NIP TRF TO ${name(r)}/${digits(r, 10)}/${pick(r, BANKS)}`, credit: false, kobo: 100 * Math.floor(500 + r() * r() * 1_500_000) };
  if (k < 0.72) return { text: `POS PURCHASE @ ${pick(r, SHOPS)} ${ref.slice(0, 6)}`, credit: false, kobo: Math.floor(50_000 + r() * 5_000_000) };
  if (k < 0.85) return { text: `ATM WDL ${pick(r, BANKS)} ATM ${pick(SITES_RNG, SITES)[1]!.toUpperCase()}`, credit: false, kobo: 100 * 1000 * (1 + Math.floor(r() * 20)) };
  if (k < 0.93) return { text: `CASH DEPOSIT BY ${name(r)}`, credit: true, kobo: 100 * 1000 * (5 + Math.floor(r() * 200)) };
  if (k < 0.97) return { text: 'SMS ALERT CHARGES', credit: false, kobo: 400 };
  return { text: `VAT ON NIP TRANSFER FEE ${ref.slice(0, 8)}`, credit: false, kobo: 375 };
}
const SITES_RNG = random(7);

/** The 50,000-row statement workbook: title lines, the stated period, then the GTBank header and rows. */
export function writeStatementXlsx(path: string, rows: number, seed = 2): void {
  const r = random(seed);
  const days = Math.max(1, Math.ceil(rows / 140));
  const endSerial = EXCEL_2025 + days;
  const d = (serial: number) => new Date((serial - 25569) * 86400 * 1000);
  const fmt = (s: number) => `${pad(d(s).getUTCDate())}-${d(s).toLocaleString('en', { month: 'short', timeZone: 'UTC' })}-${d(s).getUTCFullYear()}`;
  writeXlsx(path, {
    sharedStrings: [],
    styles: DATE_STYLES,
    sheets: [
      {
        name: 'Statement',
        xml: () =>
          (function* () {
            const [head, tail] = sheetXml('@@').split('@@') as [string, string];
            yield head +
              `<row r="1">${inline('A1', 'GUARANTY TRUST BANK PLC - CUSTOMER STATEMENT')}</row>` +
              `<row r="2">${inline('A2', 'Account No: 0123456789   Currency: NGN')}</row>` +
              `<row r="3">${inline('A3', `Period: ${fmt(EXCEL_2025)} to ${fmt(endSerial)}`)}</row>` +
              headerRow(5, STATEMENT_HEADERS);
            let balance = 250_000_00;
            let serial = EXCEL_2025;
            let chunk = '';
            for (let i = 0; i < rows; i++) {
              const n = i + 6;
              serial = Math.min(endSerial, serial + r() * (days / rows) * 2);
              const day = Math.floor(serial);
              const t = narration(r);
              // A debit takes at most a quarter of what is there (a statement that stays in credit, as most do).
              const kobo = t.credit ? t.kobo : Math.max(t.kobo < 1000 ? t.kobo : 1000, Math.min(t.kobo, Math.floor(balance / 4)));
              balance += t.credit ? kobo : -kobo;
              const money = (v: number) => (v / 100).toFixed(2);
              chunk +=
                `<row r="${n}"><c r="A${n}" s="1"><v>${day}</v></c>${inline(`B${n}`, `GTB${day}${String(i).padStart(7, '0')}`)}<c r="C${n}" s="1"><v>${day}</v></c>` +
                (t.credit ? `<c r="D${n}"/><c r="E${n}" s="4"><v>${money(kobo)}</v></c>` : `<c r="D${n}" s="4"><v>${money(kobo)}</v></c><c r="E${n}"/>`) +
                `<c r="F${n}" s="4"><v>${money(balance)}</v></c>${inline(`G${n}`, t.text)}</row>`;
              if (i % 2000 === 1999) (yield chunk), (chunk = '');
            }
            yield chunk + tail;
          })(),
      },
    ],
  });
}
