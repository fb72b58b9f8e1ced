import { describe, expect, it } from 'vitest';
import type { GridFilterNode } from '../query';
import { findCondition, headerChoice, headerNode, parseAmount, rowCellNode, rowCellValue, setCondition } from './filterTree';
import { bands, columns } from './test/columns';

const col = (id: string) => columns.find((c) => c.id === id)!;

describe('filter row → conditions', () => {
  it('text contains; money takes an operator and an amount typed with commas; dates a day or a range', () => {
    expect(rowCellNode(col('Transaction_Description'), { value: ' pos ' })).toEqual({
      type: 'compare',
      column: 'Transaction_Description',
      op: 'contains',
      value: 'pos',
    });
    expect(rowCellNode(col('Inflows'), { op: 'gt', value: '5,000,000' })).toEqual({ type: 'compare', column: 'Inflows', op: 'gt', value: '5000000' });
    expect(rowCellNode(col('Inflows'), { value: '12.50' })).toEqual({ type: 'compare', column: 'Inflows', op: 'eq', value: '12.50' });
    expect(rowCellNode(col('Inflows'), { op: 'gt', value: 'lots' })).toBeUndefined();
    expect(rowCellNode(col('Transaction_Date'), { value: '2026-01-03' })).toEqual({ type: 'compare', column: 'Transaction_Date', op: 'eq', value: '2026-01-03' });
    expect(rowCellNode(col('Transaction_Date'), { value: '2026-01-01', to: '2026-01-31' })).toEqual({
      type: 'between',
      column: 'Transaction_Date',
      from: '2026-01-01',
      to: '2026-01-31',
    });
    expect(rowCellNode(col('Transaction_Date'), { to: '2026-01-31' })).toEqual({ type: 'between', column: 'Transaction_Date', to: '2026-01-31' });
    expect(rowCellNode(col('Transaction_Description'), { value: '  ' })).toBeUndefined();
  });

  it('a datetime column takes a day as the whole day (between the day and itself)', () => {
    expect(rowCellNode({ id: 'ts', label: 'ts', type: 'datetime' }, { value: '2026-01-03' })).toEqual({
      type: 'between',
      column: 'ts',
      from: '2026-01-03',
      to: '2026-01-03',
    });
  });

  it('reads a condition back into its cell', () => {
    expect(rowCellValue({ type: 'compare', column: 'Inflows', op: 'ge', value: 10 })).toEqual({ op: 'ge', value: '10' });
    expect(rowCellValue({ type: 'between', column: 'd', from: '2026-01-01', to: '2026-01-31' })).toEqual({ value: '2026-01-01', to: '2026-01-31' });
  });

  it('parses amounts', () => {
    expect(parseAmount('₦ 1,234.50')).toBe('1234.50');
    expect(parseAmount('1e9')).toBeNull();
  });
});

describe('header filter → conditions', () => {
  it('ticked bands are any-of, each min ≤ value < max; the open band has no top', () => {
    expect(headerNode(col('Inflows'), bands, { bands: [0, 2] })).toEqual({
      type: 'group',
      join: 'or',
      items: [
        { type: 'group', join: 'and', items: [
          { type: 'compare', column: 'Inflows', op: 'ge', value: 0 },
          { type: 'compare', column: 'Inflows', op: 'lt', value: 500_000 },
        ] },
        { type: 'compare', column: 'Inflows', op: 'ge', value: 100_000_000 },
      ],
    });
  });

  it('Weekends, Blank and values; a lone tick is its own condition', () => {
    expect(headerNode(col('Transaction_Date'), bands, { weekend: true })).toEqual({ type: 'weekend', column: 'Transaction_Date' });
    expect(headerNode(col('Account_Number'), bands, { blank: 'notBlank' })).toEqual({ type: 'blank', column: 'Account_Number', not: true });
    expect(headerNode(col('Account_Number'), bands, { values: ['01', '02'], blank: 'blank' })).toEqual({
      type: 'group',
      join: 'or',
      items: [
        { type: 'in', column: 'Account_Number', values: ['01', '02'] },
        { type: 'blank', column: 'Account_Number' },
      ],
    });
    expect(headerNode(col('Account_Number'), bands, {})).toBeUndefined();
  });

  it('reads its condition back into ticks', () => {
    const choice = { bands: [0, 2], weekend: true, blank: 'blank' as const };
    expect(headerChoice(headerNode(col('Inflows'), bands, choice), bands)).toEqual(choice);
    expect(headerChoice(headerNode(col('Inflows'), bands, { bands: [2] }), bands)).toEqual({ bands: [2] });
  });
});

describe('the controls share one filter', () => {
  const rowNode: GridFilterNode = { type: 'compare', column: 'Inflows', op: 'gt', value: 5_000_000 };
  const weekend: GridFilterNode = { type: 'weekend', column: 'Transaction_Date' };
  const builderGroup: GridFilterNode = {
    type: 'group',
    join: 'or',
    items: [
      { type: 'compare', column: 'Account_Number', op: 'eq', value: '1' },
      { type: 'compare', column: 'Transaction_Description', op: 'contains', value: 'atm' },
    ],
  };

  it('each control replaces its own item and leaves the others (the builder’s groups too)', () => {
    let f = setCondition(undefined, 'Inflows', 'row', rowNode);
    expect(f).toEqual(rowNode);
    f = setCondition(f, 'Transaction_Date', 'header', weekend);
    f = setCondition(f, 'x', 'row', undefined);
    expect(f).toEqual({ type: 'group', join: 'and', items: [rowNode, weekend] });
    f = { type: 'group', join: 'and', items: [rowNode, weekend, builderGroup] };
    const bigger: GridFilterNode = { ...rowNode, value: 6_000_000 };
    f = setCondition(f, 'Inflows', 'row', bigger);
    expect(f).toEqual({ type: 'group', join: 'and', items: [bigger, weekend, builderGroup] });
    expect(findCondition(f, 'Transaction_Date', 'header')).toEqual(weekend);
    expect(findCondition(f, 'Transaction_Date', 'row')).toBeUndefined();
    f = setCondition(f, 'Inflows', 'row', undefined);
    f = setCondition(f, 'Transaction_Date', 'header', undefined);
    expect(f).toEqual(builderGroup);
  });

  it('a band tick and a filter-row amount on one column are two items', () => {
    const band = headerNode(col('Inflows'), bands, { bands: [2] });
    let f = setCondition(undefined, 'Inflows', 'header', band);
    f = setCondition(f, 'Inflows', 'row', rowNode);
    expect(findCondition(f, 'Inflows', 'header')).toEqual(band);
    expect(findCondition(f, 'Inflows', 'row')).toEqual(rowNode);
  });
});
