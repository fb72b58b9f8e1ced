import { describe, expect, it } from 'vitest';
import { headerNode } from './filterTree';
import { filterSentence } from './sentence';
import { bands, columns } from './test/columns';

describe('filterSentence', () => {
  it('says the filter as the panel shows it', () => {
    expect(
      filterSentence(
        {
          type: 'group',
          join: 'and',
          items: [
            { type: 'compare', column: 'Inflows', op: 'gt', value: 5_000_000 },
            { type: 'weekend', column: 'Transaction_Date' },
          ],
        },
        columns,
      ),
    ).toBe('[IN-FLOW] is greater than 5,000,000 and [Transaction Date] is on a weekend');
  });

  it('nests groups in brackets, names bands, dates day first, text quoted', () => {
    const band = headerNode(columns[3]!, bands, { bands: [1] })!;
    expect(
      filterSentence(
        {
          type: 'group',
          join: 'and',
          items: [
            { type: 'group', join: 'or', items: [
              { type: 'compare', column: 'Transaction_Description', op: 'contains', value: 'atm' },
              { type: 'blank', column: 'Account_Number', not: true },
            ] },
            band,
            { type: 'between', column: 'Transaction_Date', from: '2026-01-01', to: '2026-01-31' },
            { type: 'in', column: 'Outflows', values: [1000, 2500.5], not: true },
          ],
        },
        columns,
        bands,
      ),
    ).toBe(
      "([Description] contains 'atm' or [Account Number] is not blank) and [IN-FLOW] is in the band '500,000 - 3 Million' and " +
        '[Transaction Date] is between 01/01/2026 and 31/01/2026 and [OUT-FLOW] is none of 1,000, 2,500.5',
    );
  });

  it('a negated group and open ranges', () => {
    expect(
      filterSentence(
        { type: 'group', join: 'or', not: true, items: [
          { type: 'between', column: 'Transaction_Date', from: '2026-02-01' },
          { type: 'weekend', column: 'Transaction_Date', not: true },
        ] },
        columns,
      ),
    ).toBe('not ([Transaction Date] is on or after 01/02/2026 or [Transaction Date] is not on a weekend)');
    expect(filterSentence(undefined, columns)).toBe('');
  });
});
