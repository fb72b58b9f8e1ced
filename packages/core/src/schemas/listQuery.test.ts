import { describe, expect, it } from 'vitest';
import { listAddress, listFilterQuery, listFilterText, parseListFilter } from './listQuery.js';

describe('list filters from an address (issue 12 item 4)', () => {
  it('reads the subjects list names, with or without the question mark', () => {
    expect(parseListFilter('subjects', '?created__gte=2026-11-26T10:00:00Z&currentcrimetype=Kidnapping&domain=eca&status=pending')).toEqual({
      created__gte: '2026-11-26T10:00:00Z',
      currentcrimetype: 'Kidnapping',
      domain: 'eca',
      status: 'pending',
    });
    expect(parseListFilter('subjects', 'created__lte=2026-11-26')).toEqual({ created__lte: '2026-11-26' });
  });

  it('ignores unknown names and drops bad values one by one', () => {
    expect(parseListFilter('subjects', 'currentcrimetype=Nonsense&domain=eca&status=lost&created__gte=yesterday&limit=5&x=1')).toEqual({ domain: 'eca' });
    expect(parseListFilter('subjects', 'domain=%27%3B+drop')).toEqual({});
    expect(parseListFilter('subjects', '')).toEqual({});
    expect(parseListFilter('subjects', null)).toEqual({});
  });

  it('checks each list against its own values', () => {
    // Banditry is not a company offence; archived is not a company status.
    expect(parseListFilter('companies', 'currentcrimetype=Banditry&status=archived')).toEqual({});
    expect(parseListFilter('companies', 'currentcrimetype=Due+Diligence')).toEqual({ currentcrimetype: 'Due Diligence' });
    expect(parseListFilter('subjects', 'currentcrimetype=Banditry&status=archived')).toEqual({ currentcrimetype: 'Banditry', status: 'archived' });
    expect(parseListFilter('cases', 'assigned=me&status=open&domain=eca')).toEqual({ assigned: 'me', status: 'open' });
    expect(parseListFilter('cases', 'assigned=you')).toEqual({});
    expect(parseListFilter('rfi', 'domain=eca&status=pending')).toEqual({ domain: 'eca' });
    expect(parseListFilter('ireport', new URLSearchParams('domain=eca'))).toEqual({ domain: 'eca' });
  });

  it('writes the address back in the list order, encoded', () => {
    expect(listFilterQuery('subjects', { currentcrimetype: 'Drug Related Offences', domain: 'eca', status: '' })).toBe(
      'domain=eca&currentcrimetype=Drug+Related+Offences',
    );
    expect(listAddress('subjects', { created__gte: '2026-11-26T10:00:00.000Z' })).toBe('/list?created__gte=2026-11-26T10%3A00%3A00.000Z');
    expect(listAddress('cases', { assigned: 'me', status: 'open' })).toBe('/cases?assigned=me&status=open');
    expect(listAddress('rfi', {})).toBe('/rfi');
    const round = { created__gte: '2026-11-26T10:00:00.000Z', currentcrimetype: 'Terrorism/Violence' };
    expect(parseListFilter('subjects', listFilterQuery('subjects', round))).toEqual(round);
  });

  it('checks organisation codes and offers labels for the chips', () => {
    expect(parseListFilter('ireport', 'domain=eca')).toEqual({ domain: 'eca' });
    expect(parseListFilter('ireport', 'domain=..%2Fx')).toEqual({});
    expect(listFilterText('currentcrimetype', 'Kidnapping')).toBe('Offence: Kidnapping');
    expect(listFilterText('assigned', 'me')).toBe('Assigned to: me');
  });
});
