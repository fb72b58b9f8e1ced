/**
 * The bank-statement narration parser: from a transaction's description, its channel (transfer, cash, POS,
 * ATM, charges, ...) and, where the narration carries them, the counterparty's name, account number and bank.
 *
 * Shapes handled (Nigerian banks' narrations): NIP/NEFT slash records ("NIP/ACCESS/JOHN DOE/REF"),
 * "TRF FROM X TO Y", "TRF//FRM X TO Y", "MOB TRF TO X", "TRANSFER FROM X", "FT ...", card narrations
 * ("POS PURCHASE @ MERCHANT", "VC POS Loc-123--MERCHANT  OY  NG", "ATM WDL ..."), "CASH DEP BY X",
 * cheques, USSD (*737#, *901#), SMS alert charges, VAT, COT, stamp duty, reversals and interest.
 *
 * Safe on hostile input: only the first MAX_CHARS characters are read (narrations are at most a few hundred
 * characters), and matching is done on words with indexOf and regexes without nested quantifiers.
 */
import { bankInText, bankOfSegment } from './banks.js';

export type Channel = 'transfer' | 'cash' | 'pos' | 'atm' | 'charges' | 'web' | 'ussd' | 'cheque' | 'reversal' | 'interest' | 'other';

export interface ParsedDescription {
  channel: Channel;
  counterparty_name: string | null;
  counterparty_account: string | null;
  /** core's BANKS code (CBN code) when the bank is recognised and has one, else null. */
  counterparty_bank: string | null;
}

export const MAX_CHARS = 2000;

/** Words of the narration: upper case, split on anything that is not a letter, digit, '*', '#', '@' or '&'. */
function wordsOf(text: string): string[] {
  return text.toUpperCase().split(/[^A-Z0-9*#@&']+/).filter((w) => w.length > 0);
}

const has = (words: readonly string[], ...any: string[]): boolean => any.some((w) => words.includes(w));
const phrase = (upper: string, ...any: string[]): boolean => any.some((p) => upper.includes(p));

const TRANSFER_MARKERS = ['NIP', 'NEFT', 'TRF', 'TFR', 'TRANSFER', 'FROM', 'FRM', 'TO'];

function channelOf(upper: string, words: readonly string[], slash: boolean): Channel {
  if (has(words, 'REV', 'REVERSAL', 'RVSL', 'REVERSED', 'RETURNED') || phrase(upper, 'REVERSAL')) return 'reversal';
  // A NIP/NEFT record is a transfer whatever its purpose says ("NIP/GTB/ADA OKAFOR/SCHOOL FEES").
  if (slash) return 'transfer';
  if (
    has(words, 'VAT', 'COT', 'CHARGE', 'CHARGES', 'CHG', 'CHGS', 'COMMISSION', 'COMM', 'LEVY', 'EMTL', 'MAINTENANCE') ||
    phrase(upper, 'SMS ALERT', 'STAMP DUTY', 'ACCOUNT MAINT', 'ACCT MAINT', 'CARD ISSUANCE', 'MGT FEE') ||
    // "FEE(S)" alone is often a transfer's purpose ("TRF TO X FOR SCHOOL FEES"): charges only without a transfer marker.
    (has(words, 'FEE', 'FEES') && !has(words, ...TRANSFER_MARKERS))
  ) {
    return 'charges';
  }
  if (has(words, 'INTEREST', 'INT') && !has(words, 'TRF', 'TRANSFER', 'NIP')) return 'interest';
  if (has(words, 'ATM')) return 'atm';
  if (has(words, 'USSD') || /\*\d{3}[*#]/.test(upper)) return 'ussd';
  if (has(words, 'POSWEB', 'WEB', 'ONLINE', 'PAYSTACK', 'FLUTTERWAVE', 'INTERSWITCH') || phrase(upper, 'POS/WEB', 'WEB PURCHASE', 'INTERNET BANKING')) {
    return 'web';
  }
  if (has(words, 'POS', 'PURCHASE', 'PRCH', 'PRCHS')) return 'pos';
  if (has(words, 'CHQ', 'CHEQUE', 'CHECK', 'CLEARING', 'CLG')) return 'cheque';
  if (has(words, 'CASH', 'CSH', 'TELLER')) return 'cash';
  if (
    has(words, 'NIP', 'NEFT', 'TRF', 'TFR', 'TRANSFER', 'TRANSFERS', 'FT', 'RTGS', 'NIBSS', 'FIP', 'ACCESSMOBILE', 'FRM', 'IFO', 'MOB') ||
    phrase(upper, 'INSTANT PAYMENT')
  ) {
    return 'transfer';
  }
  return 'other';
}

/** Words that end a name: the next part of the narration starts. */
const STOP = new Set(['TO', 'FROM', 'FRM', 'REF', 'REFERENCE', 'VIA', 'FOR', 'BEING', 'ON', 'AT', 'NIP', 'TRF', 'TRANSFER', 'CHARGE', 'VAT', 'SESSION', 'NARRATION', 'BY', 'IFO', 'BO', 'DATE', 'ID', 'TXN', 'FT', 'NEFT', 'APP', 'MOBILE', 'MOB', 'WEB', 'USSD', 'PAYMENT', 'PYMT', 'FEE']);
const FILLER = new Set(['MR', 'MRS', 'MS', 'MISS', 'DR', 'CHIEF', 'ALH', 'ALHAJI', 'ALHAJA', 'ENGR', 'PASTOR']);

/** A name from the words starting at `from`: letters-only words until a stop word, a number or the end; at most 6 words. */
function nameAt(words: readonly string[], from: number): string | null {
  const out: string[] = [];
  for (let i = from; i < words.length && out.length < 6; i++) {
    const w = words[i]!;
    if (STOP.has(w) || /\d/.test(w) || w.includes('*') || w.includes('#')) break;
    if (bankOfSegment(w) && out.length > 0 && (words[i + 1] === 'BANK' || !/^[A-Z']+$/.test(w))) break;
    if (out.length === 0 && FILLER.has(w)) continue;
    if (/^[A-Z'&]+$/.test(w)) out.push(w);
  }
  return out.length > 0 ? out.join(' ') : null;
}

/** A 10-digit NUBAN standing alone (not part of a longer number such as a NIP session id). */
function accountIn(text: string): string | null {
  const m = /(?:^|[^0-9])([0-9]{10})(?![0-9])/.exec(text);
  return m ? m[1]! : null;
}

function cleanName(s: string): string | null {
  const words = wordsOf(s).filter((w) => /^[A-Z'&]+$/.test(w));
  while (words.length > 0 && FILLER.has(words[0]!)) words.shift();
  const name = words.slice(0, 8).join(' ');
  return name.length >= 2 ? name : null;
}

/** "NIP/ACCESS/JOHN DOE/REF" and "NEFT/ZENITH/JOHN DOE": bank and name are the second and third parts. */
function slashRecord(upper: string): { name: string | null; bank: ReturnType<typeof bankOfSegment> } | null {
  const parts = upper.split(/[/:]/).map((p) => p.trim());
  if (parts.length < 3 || !has(wordsOf(parts[0]!), 'NIP', 'NEFT', 'NIBSS', 'FIP', 'MOB', 'TRF', 'IB', 'NIPCR', 'NIPDR')) return null;
  for (let i = 1; i < parts.length - 1; i++) {
    const bank = bankOfSegment(parts[i]!);
    if (bank) return { bank, name: cleanName(parts[i + 1]!) };
  }
  return null;
}

/** POS/ATM/web card narrations: the merchant or terminal name. */
function merchantOf(text: string): string | null {
  const at = text.indexOf('@');
  const dashes = text.indexOf('--');
  const start = at >= 0 ? at + 1 : dashes >= 0 ? dashes + 2 : -1;
  if (start < 0) return null;
  // Card narrations separate fields by runs of spaces: the first field is the merchant.
  const field = text.slice(start).trimStart().split(/ {2,}|\t/)[0] ?? '';
  return cleanName(field.replace(/\b[A-Z]{2}\s*$/, ''));
}

export function parseDescription(text: string, opts: { direction?: 'in' | 'out' } = {}): ParsedDescription {
  const raw = (text ?? '').slice(0, MAX_CHARS);
  const upper = raw.toUpperCase();
  const words = wordsOf(raw);
  const slash = slashRecord(upper);
  const channel = channelOf(upper, words, slash !== null);
  const result: ParsedDescription = { channel, counterparty_name: null, counterparty_account: null, counterparty_bank: null };
  if (channel === 'charges' || channel === 'interest') return result;

  result.counterparty_account = accountIn(raw);

  if (slash) {
    result.counterparty_name = slash.name;
    result.counterparty_bank = slash.bank?.code ?? null;
  }

  if (!result.counterparty_name && (channel === 'pos' || channel === 'web' || channel === 'atm')) {
    result.counterparty_name = merchantOf(upper);
  }

  if (!result.counterparty_name) {
    const fromAt = words.findIndex((w) => w === 'FROM' || w === 'FRM' || w === 'IFO' || w === 'BO' || w === 'BY');
    const toAt = words.findIndex((w, i) => w === 'TO' && i > 0);
    const fromName = fromAt >= 0 ? nameAt(words, fromAt + 1) : null;
    const toName = toAt >= 0 ? nameAt(words, toAt + 1) : null;
    result.counterparty_name = opts.direction === 'out' ? (toName ?? fromName) : opts.direction === 'in' ? (fromName ?? toName) : (fromName ?? toName);
  }

  if (!result.counterparty_bank) result.counterparty_bank = bankInText(words)?.code ?? null;
  return result;
}
