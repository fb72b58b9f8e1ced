/**
 * Known file layouts: the header rows that banks and telcos are documented to send, mapped to our targets.
 * A layout matches a file when every header it names is in the file (compared normalized).
 *
 * Sources (public material found by searching code and pages; none of it is an official bank or telco spec):
 * - GTBank: the Excel statement reader of ng-bank-parser (devcenter-square, lib/ng-bank-parser/parsers/
 *   gtb-excel-parser/helpers.rb) reads 'Trans Date', 'Reference', 'Debit', 'Credit', 'Balance', 'Remarks';
 *   the internet-banking export adds 'Value Date' (third column of the same parser's HTML table).
 * - UBA: ng-bank-parser's UBA statement constants (uba-pdf-parser/constants.rb): 'Date', 'Description',
 *   'Chq. No', 'Val Date', 'Debit', 'Credit', 'Balance'.
 * - Zenith: two public statement parsers: 'DATE POSTED', 'VALUE DATE', 'DESCRIPTION', 'DEBIT', 'CREDIT',
 *   'BALANCE' (PDF layout) and 'TRANS DATE', 'VALUE DATE', 'TRANS ID', 'DR AMOUNT', 'CR AMOUNT', 'BALANCE',
 *   'REMARKS' (CSV export).
 * - Access Bank, First Bank, Fidelity, FCMB, Ecobank, Stanbic, Wema, Kuda, OPay: no documented column
 *   headers found (ng-bank-parser's Access and First Bank readers parse PDFs by position). The layouts below
 *   for them are the headers Nigerian statements commonly carry, and are marked `documented: false`.
 * - MTN, Airtel, Glo, 9mobile call records: no public documentation of their law-enforcement CDR exports was
 *   found. The telco layouts are the fields such exports commonly carry (A/B party, IMEI, IMSI, cell site,
 *   start time, duration), marked `documented: false`; the fuzzy match covers variants.
 * - The two public call-record samples of ../shared/samples (their own header rows, documented by the files).
 */
import type { MappingKind } from './targets.js';

export interface Layout {
  source: string;
  kind: MappingKind;
  documented: boolean;
  /** target → header as the file writes it. */
  columns: Record<string, string>;
}

export const LAYOUTS: readonly Layout[] = [
  // ── Call records: the two public samples ──────────────────────────────────────────────────────────────
  {
    source: 'CDR analyzer sample (A Number / B Number)',
    kind: 'cdr',
    documented: true,
    columns: {
      originating_number: 'A Number',
      terminating_number: 'B Number',
      imsi_originating: 'IMSI',
      imei_originating: 'IMEI',
      cdr_ts: 'Start Time',
      call_type: 'INBOUND_OUTBOUND_IND',
      call_duration: 'Call_Network_Volume',
      originating_latitude: 'Latitude',
      originating_longitude: 'Longitude',
      msc_call_type: 'CALL_TYPE',
      originating_sitename: 'Location',
    },
  },
  {
    source: 'Spatial Data Commons CDR sample (SUBID / CDATE / CTIME)',
    kind: 'cdr',
    documented: true,
    columns: {
      originating_number: 'SUBID',
      // The time stamp is split over CDATE (yyyymmdd) and CTIME (h:mm:ss); cdr_time names the time column.
      cdr_ts: 'CDATE',
      cdr_time: 'CTIME',
      call_duration: 'DURATION',
      originating_sitename: 'CELLID',
      originating_latitude: 'LATITUDE',
      originating_longitude: 'LONGITUDE',
      msc_call_type: 'network_type',
      call_type: 'call_type',
    },
  },
  // ── Call records: Nigerian telcos (undocumented; common fields) ───────────────────────────────────────
  ...['MTN', 'Airtel', 'Glo', '9mobile'].map(
    (telco): Layout => ({
      source: `${telco} (common CDR fields)`,
      kind: 'cdr',
      documented: false,
      columns: {
        originating_number: 'A Party',
        terminating_number: 'B Party',
        cdr_ts: 'Call Date Time',
        call_duration: 'Duration',
        call_type: 'Call Type',
        imei_originating: 'IMEI',
        imsi_originating: 'IMSI',
        originating_sitename: 'Cell Site',
      },
    }),
  ),
  // ── Bank statements ──────────────────────────────────────────────────────────────────────────────────
  {
    source: 'GTBank',
    kind: 'statement',
    documented: true,
    columns: {
      Transaction_Date: 'Trans Date',
      Transaction_ID: 'Reference',
      Transaction_Value_Date: 'Value Date',
      Outflows: 'Debit',
      Inflows: 'Credit',
      Balance: 'Balance',
      Transaction_Description: 'Remarks',
    },
  },
  {
    source: 'UBA',
    kind: 'statement',
    documented: true,
    columns: {
      Transaction_Date: 'Date',
      Transaction_Description: 'Description',
      Transaction_ID: 'Chq. No',
      Transaction_Value_Date: 'Val Date',
      Outflows: 'Debit',
      Inflows: 'Credit',
      Balance: 'Balance',
    },
  },
  {
    source: 'Zenith Bank',
    kind: 'statement',
    documented: true,
    columns: {
      Transaction_Date: 'TRANS DATE',
      Transaction_Value_Date: 'VALUE DATE',
      Transaction_ID: 'TRANS ID',
      Outflows: 'DR AMOUNT',
      Inflows: 'CR AMOUNT',
      Balance: 'BALANCE',
      Transaction_Description: 'REMARKS',
    },
  },
  {
    source: 'Zenith Bank (posted-date layout)',
    kind: 'statement',
    documented: true,
    columns: {
      Transaction_Date: 'DATE POSTED',
      Transaction_Value_Date: 'VALUE DATE',
      Transaction_Description: 'DESCRIPTION',
      Outflows: 'DEBIT',
      Inflows: 'CREDIT',
      Balance: 'BALANCE',
    },
  },
  {
    source: 'Access Bank (common statement headers)',
    kind: 'statement',
    documented: false,
    columns: {
      Transaction_Date: 'Posted Date',
      Transaction_Value_Date: 'Value Date',
      Transaction_Description: 'Description',
      Outflows: 'Debit',
      Inflows: 'Credit',
      Balance: 'Balance',
    },
  },
  {
    source: 'First Bank (common statement headers)',
    kind: 'statement',
    documented: false,
    columns: {
      Transaction_Date: 'Trans Date',
      Transaction_ID: 'Reference',
      Transaction_Description: 'Transaction Details',
      Transaction_Value_Date: 'Value Date',
      Inflows: 'Deposit',
      Outflows: 'Withdrawal',
      Balance: 'Balance',
    },
  },
  {
    source: 'Nigerian bank (Narration / Debit / Credit)',
    kind: 'statement',
    documented: false,
    columns: {
      Transaction_Date: 'Trans Date',
      Transaction_Value_Date: 'Value Date',
      Transaction_Description: 'Narration',
      Outflows: 'Debit',
      Inflows: 'Credit',
      Balance: 'Balance',
    },
  },
  {
    source: 'Nigerian bank (signed Amount with Dr/Cr)',
    kind: 'statement',
    documented: false,
    columns: {
      Transaction_Date: 'Transaction Date',
      Transaction_Value_Date: 'Value Date',
      Transaction_Description: 'Narration',
      Amount: 'Amount',
      Dr_Cr: 'Dr/Cr',
      Balance: 'Balance',
    },
  },
];
