import { describe, expect, it } from 'vitest';
import { proposeMapping, unmetRequirements, headersKey } from './index.js';

const LARGE = ['A Number', 'B Number', 'IMSI', 'IMEI', 'Start Time', 'INBOUND_OUTBOUND_IND', 'Call_Network_Volume', 'Latitude', 'Longitude', 'CALL_TYPE', 'Location'];
const SMALL = ['SUBID', 'CDATE', 'CTIME', 'DURATION', 'CELLID', 'LATITUDE', 'LONGITUDE', 'network_type', 'call_type'];

const mappedHeaders = (m: Record<string, string>): string[] => Object.values(m).sort();

describe('proposeMapping', () => {
  it("maps every column of both samples' header rows, by their known layouts", () => {
    const large = proposeMapping('cdr', LARGE);
    expect(mappedHeaders(large.mapping)).toEqual([...LARGE].sort());
    expect(large.mapping).toMatchObject({ originating_number: 'A Number', terminating_number: 'B Number', cdr_ts: 'Start Time' });
    expect(large.source).toMatch(/sample/);
    expect(unmetRequirements('cdr', large.mapping)).toEqual([]);

    const small = proposeMapping('cdr', SMALL);
    expect(mappedHeaders(small.mapping)).toEqual([...SMALL].sort());
    expect(small.mapping).toMatchObject({ originating_number: 'SUBID', cdr_ts: 'CDATE', cdr_time: 'CTIME' });
    expect(unmetRequirements('cdr', small.mapping)).toEqual([]);
  });

  it('maps a reordered, renamed variant by fuzzy match', () => {
    const headers = ['Call Start Time', 'Duration (s)', 'B_Number', 'A_Number', 'IMEI_A', 'Site Lat', 'Site Long'];
    const p = proposeMapping('cdr', headers);
    expect(p.source).toBeNull();
    expect(p.mapping).toMatchObject({
      cdr_ts: 'Call Start Time',
      call_duration: 'Duration (s)',
      originating_number: 'A_Number',
      terminating_number: 'B_Number',
      imei_originating: 'IMEI_A',
      originating_latitude: 'Site Lat',
      originating_longitude: 'Site Long',
    });
    for (const c of Object.values(p.confidence)) expect(typeof c === 'number' && c >= 0.6 && c <= 1).toBe(true);
    expect(unmetRequirements('cdr', p.mapping)).toEqual([]);
  });

  it('recognises bank layouts and maps statement variants, a signed Amount with Dr/Cr included', () => {
    const gtb = proposeMapping('statement', ['Trans Date', 'Reference', 'Value Date', 'Debit', 'Credit', 'Balance', 'Remarks']);
    expect(gtb.source).toBe('GTBank');
    expect(gtb.mapping).toEqual({
      Transaction_Date: 'Trans Date',
      Transaction_ID: 'Reference',
      Transaction_Value_Date: 'Value Date',
      Outflows: 'Debit',
      Inflows: 'Credit',
      Balance: 'Balance',
      Transaction_Description: 'Remarks',
    });
    const zenith = proposeMapping('statement', ['DATE POSTED', 'VALUE DATE', 'DESCRIPTION', 'DEBIT', 'CREDIT', 'BALANCE']);
    expect(zenith.source).toMatch(/Zenith/);
    const signed = proposeMapping('statement', ['Txn Date', 'Narrations', 'Amount (NGN)', 'DR/CR', 'Running Bal', 'Currency']);
    expect(signed.mapping).toMatchObject({
      Transaction_Date: 'Txn Date',
      Transaction_Description: 'Narrations',
      Amount: 'Amount (NGN)',
      Dr_Cr: 'DR/CR',
      Balance: 'Running Bal',
      Transaction_Currency: 'Currency',
    });
    expect(unmetRequirements('statement', signed.mapping)).toEqual([]);
    const split = proposeMapping('statement', ['Posting Date', 'Transaction Narration', 'Withdrawal Amt.', 'Deposit Amt.', 'Closing Balance', 'Chq./Ref.No.']);
    expect(split.mapping).toMatchObject({
      Transaction_Date: 'Posting Date',
      Transaction_Description: 'Transaction Narration',
      Outflows: 'Withdrawal Amt.',
      Inflows: 'Deposit Amt.',
      Balance: 'Closing Balance',
      Transaction_ID: 'Chq./Ref.No.',
    });
  });

  it('lets a saved template with the same headers win over layouts and fuzzy matching', () => {
    const template = {
      id: '00000000-0000-4000-8000-000000000001',
      source: 'Analyst template',
      headers_key: headersKey(LARGE.map((h) => ` ${h.toUpperCase()} `)),
      mapping: { originating_number: 'B Number', terminating_number: 'A Number', cdr_ts: 'Start Time', not_a_target: 'IMSI' },
    };
    const p = proposeMapping('cdr', LARGE, [template]);
    expect(p).toEqual({
      mapping: { originating_number: 'B Number', terminating_number: 'A Number', cdr_ts: 'Start Time' },
      source: 'Analyst template',
      template_id: template.id,
      confidence: { originating_number: 'template', terminating_number: 'template', cdr_ts: 'template' },
    });
  });

  it('leaves the requirements unmet for nonsense headers', () => {
    const cdr = proposeMapping('cdr', ['foo', 'bar', 'zzz', '']);
    expect(unmetRequirements('cdr', cdr.mapping).map((r) => r.label)).toEqual(['the originating (A) number', 'the time stamp']);
    const st = proposeMapping('statement', ['Trans Date', 'Narration']);
    expect(unmetRequirements('statement', st.mapping).map((r) => r.label)).toEqual(['the money columns']);
  });
});
