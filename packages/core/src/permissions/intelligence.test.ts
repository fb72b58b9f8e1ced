import { describe, expect, it } from 'vitest';
import {
  irColumns,
  irColumnLabel,
  interimButton,
  finalButton,
  canAddIntelligenceReport,
  canViewIntelligenceReports,
  canChangeIntelligenceReport,
  canDisseminate,
  canUseFeedbackButtons,
  canSendFeedback,
  canViewFeedbackRegister,
  canSeeDecryptionTool,
  canChangeBatch,
  evacuationStatusKind,
  helpEdition,
  IR_BASE_COLUMNS,
} from './intelligence.js';
import { demoUser, demoOrganisation } from '../demo/fixtures.js';
import { canSeeMenuEntry } from './menu.js';

const u = (ref: string) => demoUser(ref)!;
const base = [...IR_BASE_COLUMNS];

describe('intelligence reports (dissemination-feedback §6)', () => {
  it('who opens the register: the menu entry\'s rule', () => {
    expect(canViewIntelligenceReports(u('analyst@fiu'))).toBe(true);
    expect(canViewIntelligenceReports(u('viewer@fiu'))).toBe(false); // unit staff without can.view.ir
    expect(canViewIntelligenceReports(u('ceo@eca'))).toBe(true);
    expect(canViewIntelligenceReports(u('admin@eca'))).toBe(true);
    expect(canViewIntelligenceReports(u('cbnadmin@cbn'))).toBe(true);
    expect(canViewIntelligenceReports(u('entry@eca'))).toBe(false);
    expect(canViewIntelligenceReports(u('forex@cbn'))).toBe(false);
    expect(canViewIntelligenceReports(null)).toBe(false);
    for (const ref of ['analyst@fiu', 'viewer@fiu', 'ceo@eca', 'admin@eca', 'entry@eca', 'forex@cbn']) {
      expect(canViewIntelligenceReports(u(ref)), ref).toBe(canSeeMenuEntry('ireport', u(ref), null));
    }
  });

  it('add, change, disseminate', () => {
    expect(canAddIntelligenceReport(u('viewer@fiu'))).toBe(true);
    expect(canAddIntelligenceReport(u('admin@eca'))).toBe(false);
    expect(canChangeIntelligenceReport(u('analyst@fiu'))).toBe(true);
    expect(canChangeIntelligenceReport(u('viewer@fiu'))).toBe(false);
    expect(canDisseminate(u('analyst@fiu'))).toBe(true);
    expect(canDisseminate(u('viewer@fiu'))).toBe(false);
    expect(canDisseminate({ role: 'admin', permissions: ['can.disseminate.ir'] })).toBe(false);
  });

  it('columns per role', () => {
    expect(irColumns(u('analyst@fiu'))).toEqual([...base, 'download', 'interim', 'final', 'disseminate', 'created_by', 'created', 'modified_by', 'modified']);
    // unit staff with can.view.ir but without can.disseminate.ir: buttons and audit columns only
    expect(irColumns({ role: 'fiu', permissions: ['can.view.ir'] })).toEqual([...base, 'download', 'interim', 'final', 'created_by', 'created', 'modified_by', 'modified']);
    // unit staff without can.view.ir lose the buttons
    expect(irColumns(u('viewer@fiu'))).toEqual([...base, 'created_by', 'created', 'modified_by', 'modified']);
    expect(irColumns({ role: 'fiu', permissions: ['can.disseminate.ir'] })).toEqual([...base, 'disseminate', 'created_by', 'created', 'modified_by', 'modified']);
    expect(irColumns(u('admin@eca'))).toEqual([...base, 'download', 'interim', 'final']);
    expect(irColumns(u('ceo@eca'))).toEqual([...base, 'download', 'interim', 'final']);
    expect(irColumns(u('entry@eca'))).toEqual(base);
    expect(irColumns(null)).toEqual(base);
    expect(irColumnLabel('internal_reference')).toBe('FIU Reference');
    expect(irColumnLabel('internal_reference', 'nfiu')).toBe('NFIU Reference');
    expect(irColumnLabel('external_reference')).toBe('Case Reference');
  });

  it('feedback buttons and decryption link', () => {
    expect(canUseFeedbackButtons(u('ceo@eca'))).toBe(true);
    expect(canUseFeedbackButtons(u('admin@eca'))).toBe(true);
    expect(canUseFeedbackButtons(u('viewer@fiu'))).toBe(false);
    expect(canUseFeedbackButtons(u('entry@eca'))).toBe(false);
    expect(canSeeDecryptionTool(u('ceo@eca'))).toBe(true);
    expect(canSeeDecryptionTool(u('analyst@fiu'))).toBe(true);
    expect(canSeeDecryptionTool(u('admin@eca'))).toBe(false);
    expect(canSeeDecryptionTool(u('viewer@fiu'))).toBe(false);
  });

  it.each([
    ['Disclosure', '/pifeedback'],
    ['PRO-IR', '/pifeedback'],
    ['STR-ANALYSIS', '/pifeedback'],
    ['LEA-F', '/pifeedback'],
    ['INTERIM-REPORT', '/pifeedback'],
    ['RE(DOM)-IR', '/rifeedback'],
    ['RE(INT)-IR', '/rifeedback'],
    ['RFI', '/rifeedback'],
    [null, '/rifeedback'],
  ])('first interim feedback of %s goes to %s', (type, path) => {
    expect(interimButton({ report_type: type })).toEqual({ label: 'Interim', enabled: true, path });
    expect(finalButton({ report_type: type })).toEqual({ label: 'Final', enabled: false, path: '/finalfeedback' });
  });

  it('after interim feedback: Update to /caseupdate, Final enabled; after final: both disabled', () => {
    expect(interimButton({ report_type: 'Disclosure', has_interim_feedback: true })).toEqual({ label: 'Update', enabled: true, path: '/caseupdate' });
    expect(finalButton({ report_type: 'Disclosure', has_interim_feedback: true })).toEqual({ label: 'Final', enabled: true, path: '/finalfeedback' });
    const done = { report_type: 'RFI', has_interim_feedback: true, has_final_feedback: true };
    expect(interimButton(done).enabled).toBe(false);
    expect(finalButton(done).enabled).toBe(false);
    expect(interimButton({ report_type: 'RFI', has_final_feedback: true })).toEqual({ label: 'Interim', enabled: false, path: '/rifeedback' });
  });

  it('batch, evacuation, help', () => {
    expect(canChangeBatch(u('admin@eca'))).toBe(true);
    expect(canChangeBatch(u('ceo@eca'))).toBe(true);
    expect(canChangeBatch(u('entry@eca'))).toBe(false);
    expect(canChangeBatch(u('viewer@fiu'))).toBe(false);
    expect(canChangeBatch(u('analyst@fiu'))).toBe(true);
    const cbn = demoOrganisation('cbn')!;
    expect(evacuationStatusKind(u('forex@cbn'), cbn)).toBe('Approval');
    expect(evacuationStatusKind(u('cbnadmin@cbn'), cbn)).toBe('Approval');
    expect(evacuationStatusKind(u('viewer@fiu'), demoOrganisation('fiu'))).toBe('Inspection Report');
    expect(evacuationStatusKind(u('admin@eca'), demoOrganisation('eca'))).toBeNull();
    expect(evacuationStatusKind({ role: 'forex', domain: 'bank' }, { domain: 'bank', org_type: 'central_bank' })).toBe('Approval');
    expect(evacuationStatusKind(u('forex@cbn'), cbn, { centralBankDomains: ['other'] })).toBe('Approval');
    expect(evacuationStatusKind({ role: 'forex', domain: 'x' }, null, { centralBankDomains: ['x'] })).toBe('Approval');
    expect(evacuationStatusKind(null, cbn)).toBeNull();
    expect(helpEdition(u('viewer@fiu'))).toBe('analyst');
    expect(helpEdition(u('admin@eca'))).toBe('general');
  });
});

describe('feedback senders and the register', () => {
  const u = (role: string, domain: string, permissions: string[] = []) => ({ role, domain, permissions, _id: `${role}@${domain}` });
  const eca = { domain: 'eca' };
  it('the report organisation\'s admin or investigator, or the unit with can.view.ir, may send', () => {
    expect(canSendFeedback(u('admin', 'eca'), eca)).toBe(true);
    expect(canSendFeedback(u('ceo', 'eca'), eca)).toBe(true);
    expect(canSendFeedback(u('admin', 'cbn'), eca)).toBe(false);
    expect(canSendFeedback(u('data_entry', 'eca'), eca)).toBe(false);
    expect(canSendFeedback(u('fiu', 'fiu', ['can.view.ir']), eca)).toBe(true);
    expect(canSendFeedback(u('fiu', 'fiu'), eca)).toBe(false);
    expect(canSendFeedback(null, eca)).toBe(false);
  });
  it('the register: admin-like, or unit staff with can.view.all.feedback', () => {
    expect(canViewFeedbackRegister(u('admin', 'eca'))).toBe(true);
    expect(canViewFeedbackRegister(u('ceo', 'eca'))).toBe(true);
    expect(canViewFeedbackRegister(u('data_entry', 'eca'))).toBe(false);
    expect(canViewFeedbackRegister(u('fiu', 'fiu', ['can.view.all.feedback']))).toBe(true);
    expect(canViewFeedbackRegister(u('fiu', 'fiu'))).toBe(false);
    expect(canViewFeedbackRegister(u('data_entry', 'eca', ['can.view.all.feedback']))).toBe(false);
  });
});
