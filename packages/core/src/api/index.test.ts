import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { configure } from '../config.js';
import { resetSharedCore } from '../core.js';
import type { SignedInUser } from '../schemas/index.js';
import { createMemoryStorage } from '../session/memoryStorage.js';
import { setSessionStorage, setStorage } from '../session/storage.js';
import { signIn } from '../session/store.js';
import { ApiError } from './http.js';
import { api } from './index.js';
import { startRecorder, type Recorder } from '../test/recorder.js';

const user: SignedInUser = {
  _id: 'u1', username: 'analyst', name: 'Ada', email: 'ada@fiu.example', role: 'fiu', domain: 'fiu',
  active: true, permissions: [], token: 'tok_0123456789abcdef0123456789abcdef', session: 'ses_42',
};

let server: Recorder;
beforeAll(async () => {
  server = await startRecorder();
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
  server.handle(() => ({ json: { results: [], count: 0 } }));
  setStorage(createMemoryStorage());
  setSessionStorage(createMemoryStorage());
  configure({ apiBase: server.origin });
  signIn(user);
});
afterEach(() => resetSharedCore());

const last = () => server.last();
const q = () => Object.fromEntries(last().query);
const authed = () => {
  expect(last().headers.token).toBe(user.token);
  expect(last().headers.session).toBe('ses_42');
};

describe('api object', () => {
  it('groups every area', () => {
    expect(Object.keys(api)).toEqual([
      'auth', 'lookups', 'users', 'groups', 'subjects', 'companies', 'cases', 'messages', 'rfi', 'dashboard',
      'intelligence', 'feedback', 'batch', 'forex', 'search', 'reports', 'analysis', 'colocation', 'imports', 'grids',
    ]);
  });
});

describe('lookups', () => {
  it('organisations, institutions, providers with pager=default', async () => {
    server.handle(() => ({ json: { results: [{ id: 1, name: 'Bank' }], count: 1 } }));
    expect(await api.lookups.institutions()).toEqual({ results: [{ id: 1, name: 'Bank' }], count: 1 });
    expect(last().path).toBe('/api/institutions');
    expect(q()).toEqual({ pager: 'default' });
    await api.lookups.organisations({ domain: 'efcc' });
    expect(last().path).toBe('/api/organisations');
    expect(q()).toEqual({ pager: 'default', domain: 'efcc' });
    await api.lookups.providers();
    expect(last().path).toBe('/api/providers');
  });
});

describe('users', () => {
  it('list sends scope (and domain); get, create, update, activation, reset', async () => {
    await api.users.list({ domain: 'efcc', limit: 300 });
    expect(last().path).toBe('/api/users');
    expect(q()).toEqual({ domain: 'efcc', limit: '300', scope: 'fiu-web' });
    authed();
    await api.users.get('u 2');
    expect(last().url).toBe('/api/users/u%202');
    await api.users.create({ username: 'bo', name: 'Bo' });
    expect(last()).toMatchObject({ method: 'POST', path: '/api/users', json: { username: 'bo', name: 'Bo', scope: 'fiu-web' } });
    await api.users.update('u2', { name: 'Bo B' });
    expect(last()).toMatchObject({ method: 'PATCH', path: '/api/users/u2', json: { name: 'Bo B' } });
    await api.users.setActive('u2', false);
    expect(last()).toMatchObject({ method: 'GET', path: '/api/activate/users' });
    expect(q()).toEqual({ action: 'deactivate', id: 'u2' });
    await api.users.setActive('u2', true);
    expect(q()).toEqual({ action: 'activate', id: 'u2' });
    await api.users.resetPassword({ _id: 'u2' });
    expect(last()).toMatchObject({ method: 'POST', path: '/api/password/reset', json: { _id: 'u2' } });
    authed();
    await api.users.change({ name: 'Bo B', phones: ['0803'] });
    expect(last()).toMatchObject({ method: 'POST', path: '/api/users/change', json: { name: 'Bo B', phones: ['0803'] } });
  });

  it("a save failure carries the server's text", async () => {
    server.handle(() => ({ status: 400, json: { error: 'Email already used', errors: { email: ['Email already used'] } } }));
    const e = (await api.users.create({ email: 'x' }).catch((x: unknown) => x)) as ApiError;
    expect(e).toBeInstanceOf(ApiError);
    expect(e).toMatchObject({ status: 400, message: 'Email already used', fieldErrors: { email: ['Email already used'] } });
  });
});

describe('groups', () => {
  it('list, create, update {name}', async () => {
    await api.groups.list();
    expect(last()).toMatchObject({ method: 'GET', path: '/api/groups' });
    await api.groups.create({ name: 'Analysts' });
    expect(last()).toMatchObject({ method: 'POST', path: '/api/groups', json: { name: 'Analysts' } });
    await api.groups.update('g1', { name: 'Leads' });
    expect(last()).toMatchObject({ method: 'PUT', path: '/api/groups/g1', json: { name: 'Leads' } });
    authed();
  });
});

describe('subjects', () => {
  it('list sends pager=limit and every filter of core-records §7', async () => {
    await api.subjects.list({
      limit: 20, offset: 40, created__gte: '2024-01-01T00:00', created__lte: '2024-02-01T00:00', domain: 'efcc',
      created_by: 'u9', gender: 'female', status: 'pending', search: 'ada', ordering: '-modified', case: 'c1',
    });
    expect(last()).toMatchObject({ method: 'GET', path: '/api/suspects' });
    expect(q()).toEqual({
      pager: 'limit', limit: '20', offset: '40', created__gte: '2024-01-01T00:00', created__lte: '2024-02-01T00:00',
      domain: 'efcc', created_by: 'u9', gender: 'female', status: 'pending', search: 'ada', ordering: '-modified', case: 'c1',
    });
    authed();
  });

  it('create and update add suspect_id and suspectid to attachments', async () => {
    await api.subjects.update('s1', { suspectid: 'ABCD240101120000', surname: 'Doe', attachments: [{ attachment: 'a.pdf' }] });
    expect(last()).toMatchObject({ method: 'PUT', path: '/api/suspects/s1' });
    expect(last().json).toEqual({
      id: 's1', suspectid: 'ABCD240101120000', surname: 'Doe',
      attachments: [{ attachment: 'a.pdf', suspect_id: 's1', suspectid: 'ABCD240101120000' }],
    });
    await api.subjects.create({ suspectid: 'WXYZ240101120000', attachments: [{ attachment: 'b.pdf' }] });
    expect(last()).toMatchObject({ method: 'POST', path: '/api/suspects' });
    expect((last().json as { attachments: unknown[] }).attachments).toEqual([{ attachment: 'b.pdf', suspectid: 'WXYZ240101120000' }]);
  });

  it('get reads one subject by id', async () => {
    await api.subjects.get('ABCD240101120000');
    expect(last()).toMatchObject({ method: 'GET', path: '/api/suspects/ABCD240101120000' });
    authed();
  });

  it('uploadPhoto, saveUserState, approveAll, audit', async () => {
    server.handle(() => ({ json: { filename: 'p1.jpg' } }));
    expect(await api.subjects.uploadPhoto('p1.jpg', 'data:image/jpeg;base64,AAA')).toEqual({ filename: 'p1.jpg' });
    expect(last()).toMatchObject({ method: 'PUT', path: '/api/upload/p1.jpg', json: { image: 'data:image/jpeg;base64,AAA' } });
    await api.subjects.saveUserState('ABCD1', { selected_accounts: [{ tac_account: '1' }] });
    expect(last()).toMatchObject({ method: 'POST', path: '/api/userstate', json: { selected_accounts: [{ tac_account: '1' }], suspectid: 'ABCD1' } });
    await api.subjects.approveAll();
    expect(last()).toMatchObject({ method: 'GET', path: '/api/approveall' });
    await api.subjects.audit('s1');
    expect(last()).toMatchObject({ method: 'POST', path: '/api/audit', json: { resource: 's1', action: 'view', resourceType: 'suspect' } });
  });
});

describe('companies', () => {
  it('list with pager=limit; create/update stamp created_by, modified_by, domain; approveAll', async () => {
    await api.companies.list({ limit: 20, status: 'pending', search: 'acme' });
    expect(last().path).toBe('/api/companies');
    expect(q()).toEqual({ pager: 'limit', limit: '20', status: 'pending', search: 'acme' });
    await api.companies.create({ name: 'Acme Ltd' });
    expect(last()).toMatchObject({ method: 'POST', path: '/api/companies', json: { name: 'Acme Ltd', created_by: 'u1', modified_by: 'u1', domain: 'fiu' } });
    await api.companies.update('c1', { name: 'Acme', created_by: 'u7', domain: 'efcc' });
    expect(last()).toMatchObject({ method: 'PUT', path: '/api/companies/c1', json: { id: 'c1', name: 'Acme', created_by: 'u7', modified_by: 'u1', domain: 'efcc' } });
    await api.companies.approveAll();
    expect(last()).toMatchObject({ method: 'GET', path: '/api/companies/approveall' });
    await api.companies.get('c1');
    expect(last()).toMatchObject({ method: 'GET', path: '/api/companies/c1' });
  });
});

describe('cases', () => {
  it('list filters, save, assignment status', async () => {
    await api.cases.list({ limit: 20, offset: 0, search: 'x', suspects__suspect__id: 's1' });
    expect(last().path).toBe('/api/cases');
    expect(q()).toEqual({ limit: '20', offset: '0', search: 'x', suspects__suspect__id: 's1' });
    await api.cases.create({ label: 'Op Kite', suspects: [{ suspect: 's1' }], assignments: [{ handler: 'u2', status: 'open' }] });
    expect(last()).toMatchObject({ method: 'POST', path: '/api/cases', json: { label: 'Op Kite', created_by: 'u1', modified_by: 'u1', domain: 'fiu' } });
    await api.cases.update('k1', { label: 'Op Kite 2' });
    expect(last()).toMatchObject({ method: 'PUT', path: '/api/cases/k1' });
    await api.cases.updateAssignment('a1', { status: 'archived' });
    expect(last()).toMatchObject({ method: 'PUT', path: '/api/case/assignments/a1', json: { status: 'archived' } });
  });
});

describe('messages', () => {
  it('GET /api/messages', async () => {
    await api.messages.list();
    expect(last()).toMatchObject({ method: 'GET', path: '/api/messages' });
    authed();
  });
});

describe('rfi', () => {
  it('list and feedback', async () => {
    await api.rfi.list({ limit: 10, offset: 10, search: 'ab' });
    expect(last().path).toBe('/api/rfi');
    expect(q()).toEqual({ limit: '10', offset: '10', search: 'ab' });
    await api.rfi.update('r1', { subject_name: 'X' });
    expect(last()).toMatchObject({ method: 'PUT', path: '/api/rfi/r1' });
    await api.rfi.createFeedback({ rfi: 'r1', subject_name: 'X', other_comments: 'ok' });
    expect(last()).toMatchObject({
      method: 'POST', path: '/api/feedback',
      json: { rfi: 'r1', subject_name: 'X', other_comments: 'ok', domain: 'fiu', created_by: 'u1', modified_by: 'u1' },
    });
    await api.rfi.updateFeedback('f1', { other_comments: 'more' });
    expect(last()).toMatchObject({ method: 'PUT', path: '/api/feedback/f1' });
  });
});

describe('dashboard', () => {
  it('GET /api/dashboard with start/stop dates and /api/dashboard/locations', async () => {
    await api.dashboard.get({ start_date: new Date('2024-01-01T00:00:00Z'), stop_date: '2024-02-01' });
    expect(last().path).toBe('/api/dashboard');
    expect(q()).toEqual({ start_date: '2024-01-01T00:00:00.000Z', stop_date: '2024-02-01' });
    await api.dashboard.get();
    expect(last().url).toBe('/api/dashboard');
    await api.dashboard.locations();
    expect(last().path).toBe('/api/dashboard/locations');
  });
});

describe('intelligence', () => {
  it('list defaults to -disseminated_on and passes the downloaded filter', async () => {
    await api.intelligence.list({ limit: 50, downloaded: false, search: 'kite' });
    expect(last().path).toBe('/api/intelligence');
    expect(q()).toEqual({ ordering: '-disseminated_on', limit: '50', downloaded: 'false', search: 'kite' });
    await api.intelligence.list({ ordering: 'downloaded' });
    expect(q()).toEqual({ ordering: 'downloaded' });
  });

  it('disseminate PUTs disseminated true, now, the user, and drops downloaded', async () => {
    const now = new Date('2025-03-04T05:06:07Z');
    await api.intelligence.disseminate({ id: 'ir1', report_title: 'T', downloaded: true }, now);
    expect(last()).toMatchObject({ method: 'PUT', path: '/api/intelligence/ir1' });
    const body = last().json as Record<string, unknown>;
    expect(body).toMatchObject({ id: 'ir1', report_title: 'T', disseminated: true, disseminated_on: '2025-03-04T05:06:07.000Z', disseminated_by: 'u1' });
    expect(body).not.toHaveProperty('downloaded');
  });

  it('download returns the zip with the file name from Content-Disposition, headers not URL', async () => {
    server.handle(() => ({ body: Buffer.from('PK\u0003\u0004zip'), headers: { 'content-type': 'application/zip', 'content-disposition': 'attachment; filename="IR-2025-001.zip"' } }));
    const d = await api.intelligence.download('ir1');
    expect(last()).toMatchObject({ method: 'GET', path: '/api/intelligence/download/ir1' });
    authed();
    expect(d.filename).toBe('IR-2025-001.zip');
    expect(await d.blob.text()).toBe('PK\u0003\u0004zip');
  });

  it('a failed download still yields the server text', async () => {
    server.handle(() => ({ status: 404, json: { error: 'Report not found' } }));
    await expect(api.intelligence.download('nope')).rejects.toMatchObject({ status: 404, message: 'Report not found' });
  });
});

describe('feedback', () => {
  it('each questionnaire has its path: context by report, submit with the report, update by id', async () => {
    server.handle(() => ({ json: { report: { id: 'ir1', internal_reference: 'FIU/IR/1' }, feedback: null } }));
    const ctx = await api.feedback.context('proactive-interim', 'ir1');
    expect(ctx.report.internal_reference).toBe('FIU/IR/1');
    expect(last()).toMatchObject({ method: 'GET', path: '/api/pifeedback' });
    expect(q()).toEqual({ report: 'ir1' });
    authed();
    await api.feedback.submit('reactive-interim', 'ir1', { info_fiu_records: 6 });
    expect(last()).toMatchObject({ method: 'POST', path: '/api/rifeedback', json: { report: 'ir1', info_fiu_records: 6, created_by: 'u1', modified_by: 'u1', domain: 'fiu' } });
    await api.feedback.update('case-update', 'f9', { current_case_status: 'prosecution' });
    expect(last()).toMatchObject({ method: 'PUT', path: '/api/caseupdate/f9', json: { id: 'f9', current_case_status: 'prosecution', modified_by: 'u1' } });
    await api.feedback.submit('final', 'ir/2', {});
    expect(last()).toMatchObject({ path: '/api/finalfeedback', json: { report: 'ir/2' } });
  });

  it('the register is GET /api/feedback with limit, offset and search', async () => {
    await api.feedback.register({ limit: 50, offset: 50, search: 'kite' });
    expect(last()).toMatchObject({ method: 'GET', path: '/api/feedback' });
    expect(q()).toEqual({ limit: '50', offset: '50', search: 'kite' });
  });
});

describe('batch', () => {
  it('report_type is batch', async () => {
    await api.batch.list({ limit: 10, search: 'q1' });
    expect(last().path).toBe('/api/batch');
    expect(q()).toEqual({ limit: '10', search: 'q1' });
    await api.batch.create({ notes: 'n', files: [{ uploaded_file: 'data:application/vnd.ms-excel;base64,AA' }] });
    expect(last()).toMatchObject({ method: 'POST', path: '/api/batch', json: { notes: 'n', report_type: 'batch', created_by: 'u1' } });
    await api.batch.update('b1', { notes: 'm' });
    expect(last()).toMatchObject({ method: 'PUT', path: '/api/batch/b1', json: { report_type: 'batch' } });
  });
});

describe('forex', () => {
  it('requests, statuses of a request, status files', async () => {
    await api.forex.listRequests({ limit: 10 });
    expect(last().path).toBe('/api/forex/requests');
    await api.forex.createRequest({ institution: '3', provider: '7' });
    expect(last()).toMatchObject({ method: 'POST', path: '/api/forex/requests', json: { institution: '3', provider: '7' } });
    await api.forex.listStatuses('e1', { limit: 10, offset: 0 });
    expect(last().path).toBe('/api/forex/statuses');
    expect(q()).toEqual({ limit: '10', offset: '0', request: 'e1' });
    await api.forex.createStatus({ request: 'e1', status_type: 'Approval', notes: 'ok' });
    expect(last()).toMatchObject({ method: 'POST', path: '/api/forex/statuses', json: { request: 'e1', status_type: 'Approval' } });
    await api.forex.updateStatus('st1', { notes: 'x' });
    expect(last()).toMatchObject({ method: 'PUT', path: '/api/forex/statuses/st1' });
    await api.forex.statusFiles('st1');
    expect(last().path).toBe('/api/forex/statusfiles');
    expect(q()).toEqual({ status: 'st1' });
  });
});

describe('search', () => {
  it('repeats identifier parameters and sends the user e-mail', async () => {
    await api.search.identifiers({ account: ['0123456789', '1111111111'], phone: ['08031234567'], companyName: ['Acme Ltd'] });
    expect(last().path).toBe('/api/search');
    expect(last().query.getAll('account')).toEqual(['0123456789', '1111111111']);
    expect(last().query.getAll('phone')).toEqual(['08031234567']);
    expect(last().query.getAll('companyName')).toEqual(['Acme Ltd']);
    expect(last().query.has('passport')).toBe(false);
    expect(last().query.get('user')).toBe('ada@fiu.example');
  });
});

describe('reports', () => {
  it('HEAD generate-report: 200 exists, 404 not yet', async () => {
    server.handle(() => ({ status: 200 }));
    expect(await api.reports.subjectReportExists('s1')).toBe(true);
    expect(last()).toMatchObject({ method: 'HEAD', path: '/api/generate-report/s1' });
    server.handle(() => ({ status: 404 }));
    expect(await api.reports.subjectReportExists('s1')).toBe(false);
  });

  it('media URLs for reports and manuals; downloads with headers', async () => {
    expect(api.reports.subjectReportUrl('s1')).toBe(`${server.origin}/media/reports/s1.pdf`);
    expect(api.reports.subjectReportUrl('s1', 'docx')).toBe(`${server.origin}/media/reports/s1.docx`);
    expect(api.reports.manualUrl('general')).toBe(`${server.origin}/media/manual/general.pdf`);
    server.handle(() => ({ body: '%PDF-1.7', headers: { 'content-type': 'application/pdf' } }));
    const d = await api.reports.downloadManual('analyst');
    expect(last().path).toBe('/media/manual/analyst.pdf');
    authed();
    expect(d.filename).toBe('analyst.pdf');
    await api.reports.downloadSubjectReport('s1', 'docx');
    expect(last().path).toBe('/media/reports/s1.docx');
  });
});

describe('analysis', () => {
  it('analysis GETs repeat Suspect; start and end only when an end is set', async () => {
    await api.analysis.statement({ suspects: ['s1', 's2'], start: '2024-01-01T00:00', end: '2024-03-01T00:00' });
    expect(last().path).toBe('/api/analysis/statement');
    expect(last().query.getAll('Suspect')).toEqual(['s1', 's2']);
    expect(last().query.get('start')).toBe('2024-01-01T00:00');
    expect(last().query.get('end')).toBe('2024-03-01T00:00');
    authed();
    await api.analysis.cashTransactions({ suspects: ['s1'], start: '2024-01-01T00:00' });
    expect(last().path).toBe('/api/analysis/cash');
    expect([...last().query.keys()]).toEqual(['Suspect']);
    await api.analysis.timelineStatement({ suspects: ['s1'], end: '2024-03-01', range: 2 });
    expect(last().path).toBe('/api/analysis/timeline');
    expect(last().query.get('range')).toBe('2');
  });

  it('call records: {direction}_number, default=true, range, timeline, pickers', async () => {
    await api.analysis.callRecords({ direction: 'originating', number: '2348031234567', limit: 100, offset: 0, sort: '-cdr_ts' });
    expect(last().path).toBe('/api/cdr');
    expect(q()).toEqual({ originating_number: '2348031234567', limit: '100', offset: '0', sort: '-cdr_ts' });
    await api.analysis.callRecordsAll({ direction: 'terminating', number: ['1', '2'] });
    expect(last().query.getAll('terminating_number')).toEqual(['1', '2']);
    expect(last().query.get('default')).toBe('true');
    await api.analysis.callRecordsByRange({ suspects: ['s1'], direction: 'Voice Originating', start: '2024-01-01', end: '2024-02-01', limit: 100 });
    expect(last().path).toBe('/api/cdr/range');
    await api.analysis.kycSuspects('ada');
    expect(last().path).toBe('/api/kycsuspect');
    expect(q()).toEqual({ search: 'ada', limit: '5', pager: 'default' });
    await api.analysis.subjectsBrief({ suspects: ['s1', 's2'] });
    expect(last().path).toBe('/api/suspectlookup');
    expect(last().query.getAll('Suspects')).toEqual(['s1', 's2']);
  });

  it('imports are multipart', async () => {
    server.handle(() => ({ json: { result: 'queued' } }));
    const file = new Blob(['xls-bytes'], { type: 'application/vnd.ms-excel' });
    expect(await api.analysis.importStatement({ file_field: file, First_Name: 'Ada', BVN: '22123456789', image: null })).toEqual({ result: 'queued' });
    const r = last();
    expect(r).toMatchObject({ method: 'POST', path: '/api/import/statement' });
    expect(r.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(r.text).toContain('name="First_Name"');
    expect(r.text).toContain('xls-bytes');
    expect(r.text).not.toContain('name="image"');
    await api.analysis.importCdrMapped(file, { originating_number: 'A' });
    expect(last()).toMatchObject({ method: 'PUT', path: '/api/cdr' });
    expect(last().text).toContain('{"originating_number":"A"}');
    await api.analysis.importCdr({ file_field: file, phone_Number: '234803' });
    expect(last().path).toBe('/api/importcdr');
    await api.analysis.importCallRecords({ file_field: file });
    expect(last().path).toBe('/api/import/cdr');
  });

  it('graph, face jobs, panels, transactions, user state, subject report, erf', async () => {
    await api.analysis.graph('Suspect', 's1');
    expect(last().path).toBe('/api/graph');
    expect(q()).toEqual({ label: 'Suspect', id: 's1' });
    await api.analysis.createFaceJob({ known: { url: 'k.jpg', name: 'k' }, unknown: [], task: 'T', user: 'u1', created: '2025-01-01' });
    expect(last()).toMatchObject({ method: 'POST', path: '/api/facerecognition', json: { task: 'T' } });
    await api.analysis.faceJobs();
    expect(last()).toMatchObject({ method: 'GET', path: '/api/facerecognition' });
    await api.analysis.companyMatches('s1');
    expect(last().path).toBe('/api/companymatch');
    expect(q()).toEqual({ suspect_id: 's1', confidence: '25' });
    await api.analysis.companyQuery({ criterion: 'name', aname: 'Acme' });
    expect(q()).toEqual({ criterion: 'name', aname: 'Acme' });
    await api.analysis.accountsByName('ada');
    expect(last().path).toBe('/api/accounts/name');
    expect(q()).toEqual({ q: 'ada' });
    await api.analysis.transactions(['a1', 'a2']);
    expect(last()).toMatchObject({ method: 'POST', path: '/api/transactions', json: { accounts: ['a1', 'a2'] } });
    await api.analysis.transactionSummary(['a1']);
    expect(last().path).toBe('/api/transactions/summary');
    await api.analysis.twoPartyTransactions('0123456789', '9876543210');
    expect(q()).toEqual({ from: '0123456789', to: '9876543210' });
    await api.analysis.userState('ABCD1');
    expect(last().path).toBe('/api/userstate');
    expect(q()).toEqual({ suspectid: 'ABCD1' });
    await api.analysis.createSuspectReport({ report: 'data:text/html;base64,PGI+', suspect: 's1' });
    expect(last()).toMatchObject({ method: 'POST', path: '/api/suspectreport', json: { report: 'data:text/html;base64,PGI+', suspect: 's1', modified_by: 'u1' } });
    await api.analysis.updateSuspectReport('rep1', { report: 'x', suspect: 's1' });
    expect(last()).toMatchObject({ method: 'PUT', path: '/api/suspectreport/rep1' });
    await api.analysis.listErf({ limit: 10, offset: 0, search: 'ab' });
    expect(last().path).toBe('/api/erf');
    await api.analysis.createErf({ files: [] });
    expect(last()).toMatchObject({ method: 'POST', path: '/api/erf', json: { files: [], created_by: 'u1', modified_by: 'u1', domain: 'fiu' } });
    await api.analysis.updateErf('e1', { files: [] });
    expect(last()).toMatchObject({ method: 'PUT', path: '/api/erf/e1' });
    authed();
  });
});
