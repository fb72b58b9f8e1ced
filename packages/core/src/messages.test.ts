import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { MSG } from './messages.js';

describe('MSG', () => {
  it('keeps the spec texts to the letter, typos and spaces included', () => {
    expect(MSG.password).toContain('at least on capital letter');
    expect(MSG.selectCdrFile).toBe('SELECT CALL DETAIL RECORD (XLS)  FILE BEFORE UPLOADING!!!!');
    expect(MSG.registered).toBe('User registered successfully. Please contact the administrator to enable your account. ');
    expect(MSG.bvn).toBe('BVN must 11 digits long and can only contain digits');
    expect(MSG.productReference()).toBe('FIU Reference');
    expect(MSG.authorizedByDefault('nfiu')).toBe('Director/CEO (NFIU)');
    expect(MSG.maxLength(20)).toBe('Must be at most 20 characters');
    expect(MSG.seconds(12)).toBe('12 seconds');
  });

  // The spec lives beside the repository in the project's workspace; skip when it is not there.
  const specDir = fileURLToPath(new URL('../../../../shared/spec/', import.meta.url));
  const NOT_FROM_SPEC = new Set(['dateInFuture', 'required', 'maxLength', 'invalidEmail', 'digitsOnly', 'invalidDate', 'caseReference', 'invalidChoice', 'invalidValue', 'invalidNumber', 'invalidInteger', 'unknownField', 'fileType', 'height']);
  it.skipIf(!existsSync(specDir))('every string text appears quoted in a spec document', () => {
    const spec = ['core-records.md', 'dissemination-feedback.md', 'analysis-tools.md']
      .map((f) => readFileSync(specDir + f, 'utf8'))
      .join('\n');
    for (const [key, value] of Object.entries(MSG)) {
      if (typeof value !== 'string' || NOT_FROM_SPEC.has(key)) continue;
      expect(spec.includes(`'${value}'`), `${key}: '${value}'`).toBe(true);
    }
  });
});
