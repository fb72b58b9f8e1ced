/** The subjects and companies lists' filter fields from an address's query (core's listQuery). */
import { parseListFilter } from '@fiu/core/schemas/listQuery';
import { NO_FILTERS, type RecordFilterValues } from './RecordListView';

/** The subjects or companies list's filter values from an address (created dates kept as the address wrote them). */
export function recordFiltersFromAddress(list: 'subjects' | 'companies', query: string | undefined): RecordFilterValues {
  const f = parseListFilter(list, query);
  return {
    ...NO_FILTERS,
    created_from: f.created__gte ?? '',
    created_to: f.created__lte ?? '',
    domain: f.domain ?? '',
    status: f.status ?? '',
    currentcrimetype: f.currentcrimetype ?? '',
  };
}
