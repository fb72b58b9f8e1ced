/**
 * TEMPORARY until the mapping proposals (imports/mapping) are merged: a header maps to the target whose name
 * (or one of a few synonyms) it equals once case, spaces and punctuation are ignored.
 */
import type { TabularKind } from './headers.js';

const norm = (s: string) => s.toLowerCase().replace(/[^a-z0-9]/g, '');

const SYNONYMS: Record<TabularKind, Record<string, string[]>> = {
  cdr: {
    originating_number: ['a number', 'anumber', 'msisdn', 'caller', 'calling party', 'subid'],
    terminating_number: ['b number', 'bnumber', 'called party'],
    cdr_ts: ['start time', 'date time', 'timestamp', 'time stamp', 'call date'],
    call_duration: ['duration', 'call duration'],
    imsi_originating: ['imsi'],
    imei_originating: ['imei'],
    originating_latitude: ['latitude', 'lat'],
    originating_longitude: ['longitude', 'lon', 'long'],
    originating_sitename: ['location', 'site', 'cell site', 'cellid'],
    call_type: ['call_type', 'call type', 'inbound_outbound_ind'],
  },
  statement: {
    Transaction_Date: ['trans date', 'transaction date', 'date', 'posted date', 'tran date'],
    Value_Date: ['value date'],
    Description: ['narration', 'description', 'remarks', 'details', 'transaction details'],
    Inflow: ['credit', 'credits', 'inflow', 'deposit', 'cr'],
    Outflow: ['debit', 'debits', 'outflow', 'withdrawal', 'dr'],
    Balance: ['balance', 'running balance', 'closing balance'],
    Reference: ['reference', 'ref', 'transaction id', 'trans ref'],
  },
};

export function proposeMapping(kind: TabularKind, headers: string[]): Record<string, string> {
  const mapping: Record<string, string> = {};
  const used = new Set<string>();
  for (const [target, names] of Object.entries(SYNONYMS[kind])) {
    const wanted = new Set([norm(target), ...names.map(norm)]);
    const h = headers.find((x) => !used.has(x) && wanted.has(norm(x)));
    if (h) {
      mapping[target] = h;
      used.add(h);
    }
  }
  return mapping;
}
