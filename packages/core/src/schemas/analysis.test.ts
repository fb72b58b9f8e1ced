import { describe, expect, it } from 'vitest';
import { MSG } from '../messages.js';
import {
  accountSchema,
  callRecordSchema,
  companyMatchSchema,
  erfSchema,
  faceJobSchema,
  graphElementsSchema,
  nationalIdRecordSchema,
  statementRecordSchema,
  suspectReportSchema,
  transactionSchema,
  transactionsRequestSchema,
  userStateSchema,
  vehicleSchema,
} from './analysis.js';
import { expectErrors, expectValid } from '../test/expectValidation.js';

const img = (name: string) => ({ name, url: `/media/${name}`, filename: name });

describe('emergency request form', () => {
  it('needs at least one file and refuses unknown keys', () => {
    expectValid(erfSchema, { files: [{ uploaded_file: 'data:application/pdf;base64,AA' }], domain: 'eca' });
    expectErrors(erfSchema, { files: [], owner: 'x' }, { files: [MSG.required], owner: [MSG.unknownField] });
  });
});

describe('face job', () => {
  const known = { url: '/media/ref.png', name: 'ref.png' };

  it('accepts a named job with a reference and another image', () => {
    const data = expectValid(faceJobSchema, { task: 'Job 1', known, unknown: [img('a.png')], user: 'u', created: '2026-01-01' });
    expect(data.unknown).toHaveLength(1);
  });

  it('checks in the spec order: name, two images, reference', () => {
    expectErrors(faceJobSchema, { task: '', known, unknown: [img('a.png')] }, { task: [MSG.faceJobName] });
    expectErrors(faceJobSchema, { task: 'J', known }, { unknown: [MSG.faceJobTwoImages] });
    expectErrors(faceJobSchema, { task: 'J', unknown: [img('a.png')] }, { unknown: [MSG.faceJobTwoImages] });
    expectErrors(faceJobSchema, { task: 'J', unknown: [img('a.png'), img('b.png')] }, { known: [MSG.faceJobReference] });
  });
});

describe('analysis rows', () => {
  it('keep the fields the services add', () => {
    const nin = expectValid(nationalIdRecordSchema, { nin: '12345678901', heigth: 180, nok_firstname: 'Ada', residence_state: 'Lagos' });
    expect(nin).toMatchObject({ nok_firstname: 'Ada', residence_state: 'Lagos' });
    expect(expectValid(accountSchema, { tac_account: '0123456789', tac_entity_id: null, extra: 1 })).toHaveProperty('extra', 1);
  });

  it('check the typed fields', () => {
    expectValid(companyMatchSchema, { rcNumber: 'RC1', company_type: 3, confidence: 80, affiliates: [{ name: 'D', index: 1 }], graph_users: ['u1'] });
    expectErrors(companyMatchSchema, { company_type: 4, confidence: 'high', affiliates: [{ name: 5 }] }, {
      company_type: [MSG.invalidChoice],
      confidence: [MSG.invalidNumber],
      'affiliates.0.name': [MSG.invalidValue],
    });
    expectValid(transactionSchema, { report_type: 'STR', ttr_amount_local: 1000.5, ttr_date_transaction: 1700000000 });
    expectErrors(transactionSchema, { report_type: 'SAR' }, { report_type: [MSG.invalidChoice] });
    expectValid(callRecordSchema, { call_type: 'SMS Terminating', call_duration: 0, Record_ID: 7 });
    expectErrors(callRecordSchema, { call_type: 'Data' }, { call_type: [MSG.invalidChoice] });
    expectValid(vehicleSchema, { number_plate: 'LAG1', owner_lastnamee: 'Obi' });
    expectValid(statementRecordSchema, { Transaction_ID: 'T1', Inflows: 10, Outflows: 0, Transaction_Currency: 'NGN' });
    // The server sends money as exact decimal text.
    expectValid(statementRecordSchema, { Transaction_ID: 'T2', Inflows: '150000000.50', Outflows: '0.00', Transaction_Currency: 'NGN' });
  });

  it('read both graph forms', () => {
    const g = expectValid(graphElementsSchema, {
      nodes: [{ data: { id: 's1', type: 'Suspect', label: 'Ada' } }, { data: { id: 'c1', type: 'Cellebrite' } }],
      edges: [{ data: { source: 's1', target: 'c1', type: 'owns_phone', api_count: 3 } }, { data: { source: 's1', target: 'c1', type: 'TRANSACTION' } }],
    });
    expect(g.nodes).toHaveLength(2);
    expect(expectValid(graphElementsSchema, {})).toMatchObject({ nodes: [], edges: [] });
    expectErrors(graphElementsSchema, { nodes: [{ data: { id: 'x', type: 'Planet' } }], edges: [{ data: { source: 'a', type: 'LIKES' } }] }, {
      'nodes.0.data.type': [MSG.invalidChoice],
      'edges.0.data.target': [MSG.required],
      'edges.0.data.type': [MSG.invalidChoice],
    });
  });
});

describe('saved work', () => {
  it('stores the subject report as an HTML data URL', () => {
    expectValid(suspectReportSchema, { report: 'data:text/html;base64,PHA+aGk8L3A+', suspect: 's1', modified_by: 'u1' });
    expectErrors(suspectReportSchema, { report: '<p>hi</p>' }, { report: [MSG.invalidValue], suspect: [MSG.required] });
  });

  it('saves the four selections of a subject, defaulting to empty', () => {
    expect(expectValid(userStateSchema, { suspectid: 'ABCD260101000000' })).toEqual({
      suspectid: 'ABCD260101000000',
      selected_accounts: [],
      selected_vehicles: [],
      selected_tax_details: [],
      selected_companies: [],
    });
    expectErrors(userStateSchema, { suspectid: 'S', selected_nin: [] }, { selected_nin: [MSG.unknownField] });
  });

  it('asks for transactions of at least one account', () => {
    expectValid(transactionsRequestSchema, { accounts: ['a1'] });
    expectErrors(transactionsRequestSchema, { accounts: [] }, { accounts: [MSG.required] });
  });
});
