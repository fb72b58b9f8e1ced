import { describe, expect, it } from 'vitest';
import type { GridFilterNode } from '../query';
import { fromDraft, newCondition, newGroup, opsFor, toDraft, type DraftCondition } from './builderModel';
import { columns } from './test/columns';

const col = (id: string) => columns.find((c) => c.id === id)!;
const cond = (column: string, op: DraftCondition['op'], value = '', value2 = ''): DraftCondition => ({ ...newCondition(col(column)), op, value, value2 });

describe('filter builder model', () => {
  it('offers operators by column type, Weekends on dates only', () => {
    expect(opsFor(col('Transaction_Date'))).toContain('weekend');
    expect(opsFor(col('Inflows'))).not.toContain('weekend');
    expect(opsFor(col('Inflows'))).toContain('between');
    expect(opsFor(col('Account_Number'))[0]).toBe('contains');
  });

  it('builds and/or groups, the Weekends operator and typed values', () => {
    const root = {
      ...newGroup('and'),
      items: [
        cond('Inflows', 'gt', '5,000,000'),
        cond('Transaction_Date', 'weekend'),
        { ...newGroup('or'), not: true, items: [cond('Account_Number', 'anyOf', '01, 02'), cond('Outflows', 'between', '1', '2')] },
        newGroup('and'),
      ],
    };
    expect(fromDraft(root, columns)).toEqual({
      ok: true,
      node: {
        type: 'group',
        join: 'and',
        items: [
          { type: 'compare', column: 'Inflows', op: 'gt', value: '5000000' },
          { type: 'weekend', column: 'Transaction_Date' },
          { type: 'group', join: 'or', not: true, items: [
            { type: 'in', column: 'Account_Number', values: ['01', '02'] },
            { type: 'between', column: 'Outflows', from: '1', to: '2' },
          ] },
        ],
      },
    });
  });

  it('reports conditions without a value instead of dropping them', () => {
    const missing = cond('Inflows', 'gt', '');
    const bad = cond('Outflows', 'lt', 'abc');
    const result = fromDraft({ ...newGroup(), items: [missing, bad, cond('Transaction_Date', 'notBlank')] }, columns);
    expect(result).toEqual({ ok: false, incomplete: [missing.key, bad.key] });
  });

  it('an empty builder clears the filter; a filter goes in and comes out the same', () => {
    expect(fromDraft(newGroup(), columns)).toEqual({ ok: true, node: undefined });
    const filter: GridFilterNode = {
      type: 'group',
      join: 'and',
      items: [
        { type: 'compare', column: 'Inflows', op: 'ge', value: '10' },
        { type: 'blank', column: 'Account_Number', not: true },
        { type: 'group', join: 'or', items: [
          { type: 'weekend', column: 'Transaction_Date', not: true },
          { type: 'between', column: 'Transaction_Date', from: '2026-01-01', to: '2026-02-01' },
        ] },
      ],
    };
    expect(fromDraft(toDraft(filter), columns)).toEqual({ ok: true, node: filter });
  });
});
