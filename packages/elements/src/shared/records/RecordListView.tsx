/**
 * The frame both record lists share (fiu-subject-list, fiu-company-list): title and buttons, the filter
 * panel with the search box, the table with its loading / error / empty states, and the pager.
 * The screens bring their columns, filters, buttons and rules.
 */
import { useState, type MouseEvent, type ReactElement, type ReactNode } from 'react';
import { Button } from '@fiu/ui/Button';
import { ColumnChooser, DataTable, FilterPanel, Pagination, type DataTableColumn } from '@fiu/ui/grid';
import { SearchBox } from '@fiu/ui/SearchBox';
import { statusLabel } from '@fiu/core/refdata/lists';
import { pageRange } from '@fiu/core/format/pagination';
import type { Organisation } from '@fiu/core/schemas/auth';
import { lazyPart } from '../forms/lazyPart';
import { activeFilters, type ListQuery, type RecordList } from './useRecordList';
import type { UserChoice } from './lookups';
import { text } from './cells';
import { useColumnChoice } from './columns';
import { listErrorText } from './listError';

export interface Noun {
  /** 'subject' */
  one: string;
  /** 'subjects' */
  many: string;
}

export interface RecordListViewProps<Row, F extends Record<string, string>> {
  title: string;
  noun: Noun;
  list: RecordList<Row, F>;
  pageSize: number;
  /** Every column of the list; the column chooser shows and hides them (headers are the chooser's labels). */
  columns: readonly DataTableColumn<Row>[];
  /** The filter panel starts open (the list was opened filtered from an address). */
  filtersOpen?: boolean;
  /** The list's name for its remembered column choice ('subjects': localStorage 'fiu.columns.subjects'). */
  listKey: string;
  /** Columns hidden until the user chooses otherwise (so the list fits 1280 px without sideways scroll). */
  defaultHidden?: readonly string[];
  /** Columns always shown (the one that opens the record). */
  alwaysShown?: readonly string[];
  /** Remember the column choice in localStorage (not when embedded in investigate mode). */
  rememberColumns?: boolean;
  rowKey(row: Row): string;
  rowActions?: (row: Row) => ReactNode;
  /** The filter fields. */
  filters: ReactNode;
  /** Buttons beside the title (Approve Pending, Add). */
  actions?: ReactNode;
  /** What to do when the list is empty and nothing filters it (e.g. 'Use Add to record the first one.'). */
  emptyHint: string;
  emptyAction?: ReactNode;
  searchPlaceholder: string;
  /** Rendered after everything (confirm dialog). */
  children?: ReactNode;
}

/**
 * Clicking anywhere on a row opens it, like its ID button (which is what keyboard users press): clicks on
 * the row's own controls, and the end of a text selection, do not.
 */
function openRowFromClick(event: MouseEvent<HTMLDivElement>): void {
  const target = event.target as HTMLElement;
  if (target.closest('button, a, select, input, textarea, label, summary, [role="menu"]')) return;
  const row = target.closest('tbody.fiu-datatable__body tr, li.fiu-datatable__card');
  const selection = (target.getRootNode() as Document | ShadowRoot & { getSelection?: () => Selection | null }).getSelection?.();
  if (!row || (selection && selection.toString() !== '')) return;
  (row.querySelector('[data-open]') as HTMLButtonElement | null)?.click();
}

export function RecordListView<Row, F extends Record<string, string>>(props: RecordListViewProps<Row, F>): ReactElement {
  const { title, noun, list, pageSize, columns, listKey, defaultHidden = [], alwaysShown = [], rememberColumns = true } = props;
  const { rowKey, rowActions, filters, actions, emptyHint, emptyAction, searchPlaceholder, children, filtersOpen = false } = props;
  const choice = useColumnChoice(listKey, defaultHidden, rememberColumns);
  const shown = columns.filter((c) => alwaysShown.includes(c.id) || !choice.hidden.includes(c.id));
  const filtered = activeFilters(list.applied) > 0 || list.search !== '';
  const [term, setTerm] = useState('');
  const headingId = `fiu-records-${noun.many.replace(/\W/g, '')}`;

  return (
    <section className="fiu-records" aria-labelledby={headingId}>
      <header className="fiu-records__header" part="header">
        <h1 className="fiu-records__title" id={headingId} part="title">
          {title}
          {list.loaded && !list.error ? <span className="fiu-records__total">{list.count.toLocaleString('en-GB')}</span> : null}
        </h1>
        {actions ? (
          <div className="fiu-records__actions" part="actions">
            {actions}
          </div>
        ) : null}
      </header>

      <FilterPanel
        className="fiu-records__filters"
        onApply={list.apply}
        onClear={list.clear}
        defaultOpen={filtersOpen}
        activeCount={activeFilters(list.applied)}
        busy={list.loading}
        toolbar={
          <>
            <SearchBox
              className="fiu-records__search"
              label={`Search ${noun.many}`}
              hideLabel
              placeholder={searchPlaceholder}
              value={term}
              onValueChange={setTerm}
              onSearch={list.setSearch}
            />
            <ColumnChooser
              className="fiu-records__columns"
              columns={columns.map((c) => ({ id: c.id, label: typeof c.header === 'string' ? c.header : c.id, hideable: !alwaysShown.includes(c.id) }))}
              hidden={choice.hidden}
              onHiddenChange={choice.setHidden}
            />
          </>
        }
      >
        {filters}
      </FilterPanel>

      {/* The click handler only mirrors the rows' ID buttons for mouse users; keyboard users use those. */}
      <div className="fiu-records__table" part="table" onClick={openRowFromClick}>
        <DataTable
          caption={title}
          hideCaption
          columns={shown}
          narrowLayout="cards"
          rows={list.rows}
          rowKey={rowKey}
          sort={list.sort}
          onSortChange={list.setSort}
          loading={list.loading}
          loadingLabel={`Loading ${noun.many}`}
          error={list.error ? `The ${noun.many} could not be loaded. ${listErrorText(list.error)}` : undefined}
          onRetry={list.reload}
          emptyTitle={filtered ? `No ${noun.many} match` : `No ${noun.many} yet`}
          empty={filtered ? `Change or clear the filters and the search to see other ${noun.many}.` : emptyHint}
          emptyAction={
            filtered ? (
              <Button
                size="sm"
                onClick={() => {
                  list.clear();
                  setTerm('');
                  list.setSearch('');
                }}
              >
                Clear filters and search
              </Button>
            ) : (
              emptyAction
            )
          }
          rowActions={rowActions}
          rowActionsHeader="Actions"
          skeletonRows={Math.min(pageSize, 8)}
        />
      </div>

      <div className="fiu-records__footer" part="pagination">
        <Pagination
          offset={list.offset}
          pageSize={pageSize}
          total={list.count}
          // The text tells which rows are on screen; the buttons step from the page asked for last, so quick
          // clicks move on page by page while one loads.
          rangeText={pageRange(list.shownOffset, pageSize, list.count)}
          onChange={list.setOffset}
          disabled={!list.loaded}
          aria-label={`Pages of ${noun.many}`}
        />
      </div>
      {children}
    </section>
  );
}

/** The list parameters' names as the filters label them, for a 400 that names a parameter. */
export { DateCell, text, wrapText, yesNo } from './cells';
export { listErrorText } from './listError';

// ── Cells ───────────────────────────────────────────────────────────────────────────────────────────

// A status's label and colour are core's (STATUS_LABELS, STATUS_TONES), shown the same in the forms.
export { StatusBadge } from '../StatusBadge';
export { statusLabel } from '@fiu/core/refdata/lists';

export interface StatusSelectProps {
  value: string;
  options: readonly string[];
  /** Names the select for screen readers, e.g. 'Status of ABCD260101120000'. */
  label: string;
  busy: boolean;
  onChange(status: string): void;
}

/** A compact status selector for a table cell. A current value outside the choices is shown, not offered. */
export function StatusSelect({ value, options, label, busy, onChange }: StatusSelectProps): ReactElement {
  const all = options.includes(value) || !value ? options : [value, ...options];
  return (
    <span className="fiu-select fiu-records__status">
      <select
        className="fiu-input"
        aria-label={label}
        value={value}
        disabled={busy}
        aria-busy={busy || undefined}
        data-status={value}
        onChange={(e) => onChange(e.target.value)}
      >
        {all.map((s) => (
          <option key={s} value={s} disabled={!options.includes(s)}>
            {statusLabel(s)}
          </option>
        ))}
      </select>
    </span>
  );
}

/** A user's name from the users for scope, the row's `*_name` field, or the stored value itself. */
export function userName(names: ReadonlyMap<string, string>, id: unknown, given: unknown): ReactNode {
  if (typeof given === 'string' && given) return text(given, 180);
  if (typeof id !== 'string' || !id) return text(null);
  return text(names.get(id) ?? id, 180);
}

export function nameMap(users: UserChoice[] | 'loading' | 'unavailable'): Map<string, string> {
  return new Map(Array.isArray(users) ? users.map((u) => [u.id, u.name]) : []);
}

/** Display-only fields a server may add to list rows; never sent back with a whole record. */
const DISPLAY_ONLY = ['created_by_name', 'modified_by_name', 'domain_name'];

/** The row as a whole record for PUT (core-records §4.1, §4.2: a status change sends the whole record). */
export function wholeRecord<T extends object>(row: T): T {
  const out = { ...row } as Record<string, unknown>;
  for (const k of DISPLAY_ONLY) delete out[k];
  return out as T;
}

// ── Filters ─────────────────────────────────────────────────────────────────────────────────────────

/** The filters of both lists (core-records §2.5, §2.7); companies have no gender. */
export interface RecordFilterValues extends Record<string, string> {
  created_from: string;
  created_to: string;
  domain: string;
  created_by: string;
  gender: string;
  status: string;
  /** The offence (the crime list of the kind): the dashboard's offence links. */
  currentcrimetype: string;
}

export const NO_FILTERS: RecordFilterValues = { created_from: '', created_to: '', domain: '', created_by: '', gender: '', status: '', currentcrimetype: '' };

const LOCAL_FIELD = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/;

/**
 * A 'created' filter value for the server: the date-time field's local minute as an ISO instant, or an address's
 * own text as it came (a date, or an instant to the millisecond), so a dashboard link counts exactly what the
 * dashboard counted (a date alone as created__lte means that whole day, on the server).
 */
export function createdParam(value: string): string | undefined {
  if (!value) return undefined;
  return LOCAL_FIELD.test(value) ? isoInstant(value) : value;
}

/** A datetime-local value ('YYYY-MM-DDTHH:mm', the user's local time) as an ISO instant for the server. */
export function isoInstant(local: string): string | undefined {
  if (!local) return undefined;
  const d = new Date(local);
  return Number.isNaN(d.getTime()) ? undefined : d.toISOString();
}

/** The list call's filter parameters (core-records §7): created__gte, created__lte, domain, created_by, gender, status. */
export function filterQuery(f: RecordFilterValues): ListQuery {
  return {
    created__gte: createdParam(f.created_from),
    created__lte: createdParam(f.created_to),
    domain: f.domain || undefined,
    created_by: f.created_by.trim() || undefined,
    gender: f.gender || undefined,
    status: f.status || undefined,
    currentcrimetype: f.currentcrimetype || undefined,
  };
}

export interface RecordFiltersProps {
  list: RecordList<unknown, RecordFilterValues>;
  /** Organisations for the organisation filter (central unit only); null hides the filter. */
  organisations: Organisation[] | null | false;
  users: UserChoice[] | 'loading' | 'unavailable';
  statuses: readonly string[];
  /** The kind's crime list, for the Offence filter. */
  crimes: readonly string[];
  gender?: boolean;
}

/**
 * Created from, created to, organisation (central unit only), created by, gender (subjects), status: in their own
 * chunk with the date-time fields, fetched as the list mounts (the panel starts closed, so the first paint
 * does not wait for them).
 */
export function RecordFilters(props: RecordFiltersProps): ReactElement | null {
  return (
    <FilterFields
      {...props}
      fallback={
        <p className="fiu-records__filters-loading" role="status">
          Loading filters…
        </p>
      }
    />
  );
}
const FilterFields = lazyPart<RecordFiltersProps>(() => import('./RecordFilters'));
