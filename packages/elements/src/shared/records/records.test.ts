import { describe, expect, it } from 'vitest';
import { ApiError } from '@fiu/core/api/http';
import { NO_FILTERS, filterQuery, isoInstant, listErrorText, statusLabel, wholeRecord } from './RecordListView';
import { activeFilters, orderingOf } from './useRecordList';
import { initials } from './usePhoto';
import { pageSizeOf } from './useRecordScreen';

describe('record list helpers', () => {
  it("orders with the column id, '-' first for descending", () => {
    expect(orderingOf({ id: 'modified', direction: 'desc' })).toBe('-modified');
    expect(orderingOf({ id: 'surname', direction: 'asc' })).toBe('surname');
  });

  it('sends local date-times as ISO instants and leaves empty filters out', () => {
    expect(isoInstant('')).toBeUndefined();
    expect(isoInstant('not a date')).toBeUndefined();
    expect(isoInstant('2026-03-04T05:06')).toBe(new Date(2026, 2, 4, 5, 6).toISOString());
    expect(filterQuery(NO_FILTERS)).toEqual({
      created__gte: undefined, created__lte: undefined, domain: undefined, created_by: undefined, gender: undefined, status: undefined,
    });
    expect(filterQuery({ ...NO_FILTERS, created_by: '  u-1 ', status: 'pending' })).toMatchObject({ created_by: 'u-1', status: 'pending' });
    expect(activeFilters({ ...NO_FILTERS, gender: 'male', domain: 'eca' })).toBe(2);
  });

  it('strips only the display fields from a row sent back whole', () => {
    const row = { id: 'x', status: 'pending', telephones: [{ telephone: '234' }], created_by_name: 'A', modified_by_name: 'B', domain_name: 'C' };
    expect(wholeRecord(row)).toEqual({ id: 'x', status: 'pending', telephones: [{ telephone: '234' }] });
  });

  it('names a refused list parameter by its filter', () => {
    expect(listErrorText(new ApiError(400, 'Invalid input', null, { created_by: ['Must be a user id'], ordering: ['Order by one of x'] }))).toBe(
      'Created by: Must be a user id; Sort: Order by one of x',
    );
    expect(listErrorText(new ApiError(500, 'Database is down'))).toBe('Database is down');
  });

  it('labels statuses, makes initials and reads the page size attribute', () => {
    expect(statusLabel('disseminated')).toBe('Disseminated');
    expect(statusLabel('')).toBe('');
    expect(initials('okafor', 'chinedu paul')).toBe('OC');
    expect(initials('Ọlá', null)).toBe('Ọ');
    expect(initials(null, undefined)).toBe('');
    expect(pageSizeOf(undefined)).toBe(20);
    expect(pageSizeOf(50)).toBe(50);
    expect(pageSizeOf(0)).toBe(20);
    expect(pageSizeOf(2.5)).toBe(20);
  });
});
