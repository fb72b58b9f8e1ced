/** The intelligence report as a record kind of the shared form lifecycle (shared/forms/useRecordForm). */
import { create, get, update } from '@fiu/core/api/intelligence';
import { getConfig } from '@fiu/core/config';
import { INTELLIGENCE_MSG as MSG } from '@fiu/core/messages.intelligence';
import { canAddIntelligenceReport, canChangeIntelligenceReport } from '@fiu/core/permissions/intelligence';
import { relatedPaths } from '../shared/forms/fieldErrors';
import type { RecordKind } from '../shared/forms/useRecordForm';
import type { ReportRecord } from './model';
import { toSent } from './model';

export const reportKind: RecordKind<ReportRecord> = {
  kind: 'report',
  noun: 'intelligence report',
  nouns: 'intelligence reports',
  listPath: '/ireport',
  load: (id) => get(id) as Promise<ReportRecord>,
  // §9 defaults: report_type RFI, authorized_by 'Director/CEO ({product})', one attachment of type report.
  blank: () => ({
    domain: '',
    report_type: 'RFI',
    authorized_by: MSG.authorizedByDefault(getConfig().unitCode),
    attachments: [{ attachment: '', attachment_type: 'report' }],
  }),
  rules: () => import('./rules').then((m) => m.checkReport),
  // Add: unit staff only; change: unit staff with can.change.ir (§6).
  isReadOnly: (user, record, mode) =>
    mode === 'investigate' || !(record?.id ? canChangeIntelligenceReport(user, { unitCode: getConfig().unitCode }) : canAddIntelligenceReport(user, { unitCode: getConfig().unitCode })),
  mayChange: (user, mode) => mode !== 'investigate' && canAddIntelligenceReport(user, { unitCode: getConfig().unitCode }),
  create: (record) => create(toSent(record)) as Promise<ReportRecord>,
  update: (id, record) => update(id, toSent(record)) as Promise<ReportRecord>,
  related: relatedPaths,
};
