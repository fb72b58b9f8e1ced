import { describe, it } from 'vitest';
import { MSG } from '../messages.js';
import { expectErrors, expectValid } from '../test/expectValidation.js';
import { evacuationRequestSchema, evacuationStatusFileSchema, evacuationStatusSchema, institutionSchema } from './forex.js';

describe('evacuation request', () => {
  it('needs institution and provider', () => {
    expectValid(evacuationRequestSchema, { institution: 'i1', provider: 'p1' });
    expectErrors(evacuationRequestSchema, { institution: '' }, { institution: [MSG.required], provider: [MSG.required] });
    expectErrors(evacuationRequestSchema, { institution: 'i', provider: 'p', approved: true }, { approved: [MSG.unknownField] });
  });
});

describe('evacuation request status', () => {
  it('is Approval or Inspection Report, with notes up to 512', () => {
    expectValid(evacuationStatusSchema, { status_type: 'Approval', notes: 'n'.repeat(512), request: 'r1', attachments: [{ attachment: 'data:application/pdf;base64,AA' }] });
    expectValid(evacuationStatusSchema, { status_type: 'Inspection Report', request: 'r1' });
    expectErrors(evacuationStatusSchema, { status_type: 'Rejected', notes: 'n'.repeat(513) }, {
      status_type: [MSG.invalidChoice],
      notes: [MSG.maxLength(512)],
      request: [MSG.required],
    });
  });

  it('reads status files and lookups', () => {
    expectValid(evacuationStatusFileSchema, { id: 'f1', status: 's1', attachment: '/media/f1.pdf' });
    expectValid(institutionSchema, { id: 'b1', name: 'Bank' });
    expectErrors(institutionSchema, { id: 'b1' }, { name: [MSG.required] });
  });
});
