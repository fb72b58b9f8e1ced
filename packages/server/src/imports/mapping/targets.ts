/**
 * What each mapping target is called in real files (synonyms for the fuzzy match), and which targets a file
 * must map before it can be imported. The targets themselves live in core (refdata/lists.ts).
 */
import { CDR_MAPPING_TARGETS, STATEMENT_MAPPING_TARGETS } from '../../core.js';

export type MappingKind = 'cdr' | 'statement';

/**
 * Targets beyond core's lists: `cdr_time`, the time column of a call-record file that splits its time stamp
 * over a date column (mapped to cdr_ts) and a time column (the Spatial Data Commons sample: CDATE, CTIME).
 */
export const EXTRA_TARGETS: Record<MappingKind, string[]> = { cdr: ['cdr_time'], statement: [] };

export const targetsOf = (kind: MappingKind): string[] => [
  ...(kind === 'cdr' ? CDR_MAPPING_TARGETS : STATEMENT_MAPPING_TARGETS).map((o) => String(o.value)),
  ...EXTRA_TARGETS[kind],
];

/** A header as compared: lower case, every run of non-alphanumerics one space. No regex over long input: headers are short and bounded by the reader. */
export function normalizeHeader(header: string): string {
  return header
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/** The key a saved template is recognised by (0004 mapping_templates.headers_key): trimmed, lower-cased, joined by '|'. */
export function headersKey(headers: readonly string[]): string {
  return headers.map((h) => h.trim().toLowerCase()).join('|');
}

/** Synonyms, already normalized. The first is the target's own name in words. */
export const SYNONYMS: Record<MappingKind, Record<string, string[]>> = {
  cdr: {
    originating_number: ['originating number', 'a number', 'anumber', 'a party', 'a party number', 'a msisdn', 'msisdn', 'msisdn a', 'served msisdn', 'subscriber number', 'subid', 'target number', 'target msisdn', 'caller number', 'caller', 'source number', 'from number'],
    calling_number: ['calling number', 'calling no', 'calling party', 'calling party number', 'calling msisdn'],
    terminating_number: ['terminating number', 'b number', 'bnumber', 'b party', 'b party number', 'b msisdn', 'msisdn b', 'other party', 'other number', 'recipient number', 'destination number', 'to number', 'dialled number', 'dialed number'],
    called_number: ['called number', 'called no', 'called party', 'called party number', 'called msisdn'],
    cdr_ts: ['time stamp', 'timestamp', 'start time', 'call start time', 'start date time', 'call date time', 'date time', 'datetime', 'event time', 'call date', 'cdate', 'date', 'record opening time', 'charging time'],
    cdr_time: ['call time', 'ctime', 'time', 'time of call', 'start time of day'],
    call_duration: ['call duration', 'duration', 'duration sec', 'duration secs', 'duration seconds', 'call volume', 'call network volume', 'seconds', 'call length'],
    imei_originating: ['imei originating', 'imei', 'imei a', 'a imei', 'calling imei', 'handset imei', 'served imei'],
    imei_terminating: ['imei terminating', 'imei b', 'b imei', 'called imei'],
    imsi_originating: ['imsi originating', 'imsi', 'imsi a', 'a imsi', 'calling imsi', 'served imsi'],
    imsi_terminating: ['imsi terminating', 'imsi b', 'b imsi', 'called imsi'],
    originating_sitename: ['originating sitename', 'originating site name', 'site name', 'sitename', 'cell site', 'cell name', 'bts', 'first bts', 'first bts location', 'location', 'site address', 'cell id', 'cellid', 'first cell id', 'cell identifier', 'a site'],
    terminating_sitename: ['terminating sitename', 'terminating site name', 'b site', 'last bts', 'last cell id', 'b cell id'],
    originating_longitude: ['originating longitude', 'longitude', 'long', 'lon', 'lng', 'site longitude', 'a longitude'],
    terminating_longitude: ['terminating longitude', 'b longitude'],
    originating_latitude: ['originating latitude', 'latitude', 'lat', 'site latitude', 'a latitude'],
    terminating_latitude: ['terminating latitude', 'b latitude'],
    originating_lga: ['originating lga', 'lga', 'a lga', 'local government area'],
    terminating_lga: ['terminating lga', 'b lga'],
    originating_city: ['originating city', 'city', 'town', 'a city'],
    terminating_city: ['terminating city', 'b city'],
    originating_state: ['originating state', 'state', 'region', 'a state'],
    terminating_state: ['terminating state', 'b state'],
    calling_subscriber_name: ['calling subscriber name', 'subscriber name', 'caller name', 'a name', 'a party name', 'customer name'],
    called_subscriber_name: ['called subscriber name', 'called name', 'b name', 'b party name'],
    msc_call_type: ['msc call type', 'record type', 'msc type', 'event type', 'service type', 'network type', 'connection type'],
    call_type: ['call type', 'type', 'direction', 'inbound outbound ind', 'call direction', 'in out', 'usage type'],
  },
  statement: {
    Transaction_Date: ['transaction date', 'trans date', 'tran date', 'txn date', 'trn date', 'posting date', 'post date', 'posted date', 'book date', 'booking date', 'entry date', 'date'],
    Transaction_Value_Date: ['value date', 'val date', 'value dt', 'valuedate', 'effective date'],
    Transaction_Description: ['transaction description', 'description', 'narration', 'narrative', 'transaction narration', 'transaction details', 'details', 'remarks', 'remark', 'particulars', 'memo', 'transaction remarks'],
    Inflows: ['inflows', 'inflow', 'credit', 'credits', 'credit amount', 'cr', 'cr amount', 'deposit', 'deposits', 'lodgement', 'lodgements', 'money in', 'paid in', 'receipts'],
    Outflows: ['outflows', 'outflow', 'debit', 'debits', 'debit amount', 'dr', 'dr amount', 'withdrawal', 'withdrawals', 'money out', 'paid out', 'payments'],
    Amount: ['amount', 'transaction amount', 'trans amount', 'txn amount', 'amt', 'local amount', 'amount ngn'],
    Dr_Cr: ['dr cr', 'debit credit', 'cr dr', 'd c', 'drcr', 'debit credit indicator', 'transaction type', 'trans type', 'entry type', 'part tran type'],
    Balance: ['balance', 'running balance', 'closing balance', 'ledger balance', 'available balance', 'book balance', 'bal'],
    Transaction_ID: ['transaction id', 'reference', 'ref', 'ref no', 'reference number', 'reference no', 'trans ref', 'transaction reference', 'tran id', 'txn id', 'chq no', 'cheque number', 'chq ref no', 'document number', 'session id'],
    Transaction_Currency: ['transaction currency', 'currency', 'ccy', 'curr', 'currency code'],
    Account_Number: ['account number', 'account no', 'acct no', 'account', 'nuban', 'account num'],
    Channel: ['channel', 'transaction channel', 'source channel', 'mode', 'instrument', 'payment channel'],
  },
};

/** A requirement: one of the alternatives (each a set of targets) must be mapped. */
export interface Requirement {
  label: string;
  anyOf: string[][];
}

const REQUIRED: Record<MappingKind, Requirement[]> = {
  cdr: [
    { label: 'the originating (A) number', anyOf: [['originating_number'], ['calling_number']] },
    { label: 'the time stamp', anyOf: [['cdr_ts']] },
  ],
  statement: [
    { label: 'a date', anyOf: [['Transaction_Date'], ['Transaction_Value_Date']] },
    { label: 'a description', anyOf: [['Transaction_Description']] },
    { label: 'the money columns', anyOf: [['Inflows', 'Outflows'], ['Amount']] },
  ],
};

export function requiredTargets(kind: MappingKind): readonly Requirement[] {
  return REQUIRED[kind];
}

/** The requirements a mapping leaves unmet (empty: the file can be imported). */
export function unmetRequirements(kind: MappingKind, mapping: Record<string, string>): Requirement[] {
  return REQUIRED[kind].filter((r) => !r.anyOf.some((set) => set.every((t) => !!mapping[t])));
}
