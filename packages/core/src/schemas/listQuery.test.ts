import { describe, expect, it } from 'vitest';
import { CASE_LIST, REPORT_LIST, RFI_LIST, listAddress, listFilterQuery, listFilterText, parseListFilter } from './listQuery.js';
import { COMPANY_LIST, SUBJECT_LIST } from './listQueryRecords.js';

describe('list filters from an address (issue 12 item 4)', () => {
  it('reads the subjects list names, with or without the question mark', () => {
    expect(parseListFilter(SUBJECT_LIST, '?created__gte=2026-11-26T10:00:00Z&currentcrimetype=Kidnapping&domain=eca&status=pending')).toEqual({
      created__gte: '2026-11-26T10:00:00Z',
      currentcrimetype: 'Kidnapping',
      domain: 'eca',
      status: 'pending',
    });
    expect(parseListFilter(SUBJECT_LIST, 'created__lte=2026-11-26')).toEqual({ created__lte: '2026-11-26' });
  });

  it('ignores unknown names and drops bad values one by one', () => {
    expect(parseListFilter(SUBJECT_LIST, 'currentcrimetype=Nonsense&domain=eca&status=lost&created__gte=yesterday&limit=5&x=1')).toEqual({ domain: 'eca' });
    expect(parseListFilter(SUBJECT_LIST, 'created__lte=2026-02-30')).toEqual({});
    expect(parseListFilter(SUBJECT_LIST, 'domain=%27%3B+drop')).toEqual({});
    expect(parseListFilter(SUBJECT_LIST, '')).toEqual({});
    expect(parseListFilter(SUBJECT_LIST, null)).toEqual({});
  });

  it('checks each list against its own values', () => {
    // Banditry is not a company offence; archived is not a company status.
    expect(parseListFilter(COMPANY_LIST, 'currentcrimetype=Banditry&status=archived')).toEqual({});
    expect(parseListFilter(COMPANY_LIST, 'currentcrimetype=Due+Diligence')).toEqual({ currentcrimetype: 'Due Diligence' });
    expect(parseListFilter(SUBJECT_LIST, 'currentcrimetype=Banditry&status=archived')).toEqual({ currentcrimetype: 'Banditry', status: 'archived' });
    expect(parseListFilter(CASE_LIST, 'assigned=me&status=open&domain=eca')).toEqual({ assigned: 'me', status: 'open' });
    expect(parseListFilter(CASE_LIST, 'assigned=you')).toEqual({});
    expect(parseListFilter(RFI_LIST, 'domain=eca&status=pending&created__gte=2026-11-01&created__lte=soon')).toEqual({ domain: 'eca', created__gte: '2026-11-01' });
    expect(parseListFilter(REPORT_LIST, 'disseminated_on__lte=2026-11-30T23:00:00Z&created__gte=2026-11-01')).toEqual({ disseminated_on__lte: '2026-11-30T23:00:00Z' });
    expect(parseListFilter(REPORT_LIST, new URLSearchParams('domain=eca'))).toEqual({ domain: 'eca' });
  });

  it('writes the address back in the list order, encoded', () => {
    expect(listFilterQuery(SUBJECT_LIST, { currentcrimetype: 'Drug Related Offences', domain: 'eca', status: '' })).toBe('domain=eca&currentcrimetype=Drug+Related+Offences');
    expect(listAddress(SUBJECT_LIST, { created__gte: '2026-11-26T10:00:00.000Z' })).toBe('/list?created__gte=2026-11-26T10%3A00%3A00.000Z');
    expect(listAddress(COMPANY_LIST, { currentcrimetype: 'Smuggling' })).toBe('/companies?currentcrimetype=Smuggling');
    expect(listAddress(CASE_LIST, { assigned: 'me', status: 'open' })).toBe('/cases?assigned=me&status=open');
    expect(listAddress(REPORT_LIST, { domain: 'ssa' })).toBe('/ireport?domain=ssa');
    expect(listAddress(RFI_LIST, {})).toBe('/rfi');
    const round = { created__gte: '2026-11-26T10:00:00.000Z', currentcrimetype: 'Terrorism/Violence' };
    expect(parseListFilter(SUBJECT_LIST, listFilterQuery(SUBJECT_LIST, round))).toEqual(round);
  });

  it('has the words of the chips', () => {
    expect(listFilterText('currentcrimetype', 'Kidnapping')).toBe('Offence: Kidnapping');
    expect(listFilterText('assigned', 'me')).toBe('Assigned to: me');
  });
});
