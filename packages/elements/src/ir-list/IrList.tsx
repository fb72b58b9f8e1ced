/**
 * fiu-ir-list: the Intelligence Reports register of dissemination-feedback §2, §4, §6, §7, §9.
 *
 * 50 rows a page; the base columns for everyone and the role-dependent ones of §6 (core's irColumns). The
 * role-dependent buttons (the report zip, the Interim and Final feedback buttons with core's interimButton /
 * finalButton labels, enabled states and targets, Disseminate behind a confirmation that says it cannot be
 * undone, and Edit) sit in one menu per row, so unit staff's list fits 1280 px without sideways scroll; then
 * the audit columns. Sorting only by disseminated date or downloaded (default newest disseminated first), the
 * All Downloads / Downloaded / Not Downloaded filter, search on Enter for terms longer than 1 character.
 * Issue 11 item 5: a Feedback Due column (the next feedback owed, its date, an 'Overdue' chip) and an
 * Overdue-only toggle; the `query` attribute narrows the list (`domain=<code>`: one recipient organisation).
 *
 * Scope is the server's: the unit reads every report, a partner organisation only those disseminated to it.
 */
import { useEffect, useState, type ReactElement, type ReactNode } from 'react';
import * as intelligence from '@fiu/core/api/intelligence';
import type { IntelligenceListQuery } from '@fiu/core/api/intelligence';
import { formatLongDateTime } from '@fiu/core/format/date';
import { pageRange } from '@fiu/core/format/pagination';
import { INTELLIGENCE_MSG } from '@fiu/core/messages.intelligence';
import {
  canAddIntelligenceReport,
  canChangeIntelligenceReport,
  canSeeDecryptionTool,
  canViewIntelligenceReports,
  finalButton,
  interimButton,
  irColumnLabel,
  irColumns,
  type FeedbackButton,
  type IrColumn,
} from '@fiu/core/permissions/intelligence';
import { DOWNLOAD_FILTERS, reportTypeLabel } from '@fiu/core/refdata/intelligenceLists';
import type { IntelligenceReport } from '@fiu/core/schemas/intelligence';
import { parseFilter, REPORT_FILTER_FIELDS } from '@fiu/core/schemas/listFilter';
import { nextFeedbackDue, type ReportDueFields } from '@fiu/core/rules/feedbackDue';
import { ActionMenu, type ActionMenuItem } from '@fiu/ui/ActionMenu';
import { Badge } from '@fiu/ui/Badge';
import { Button } from '@fiu/ui/Button';
import { useConfirm } from '@fiu/ui/Confirm';
import { PermissionDenied } from '@fiu/ui/PermissionDenied';
import { SearchBox } from '@fiu/ui/SearchBox';
import { ToastProvider, useToast } from '@fiu/ui/ToastProvider';
import { ColumnChooser, DataTable, Pagination, gridCss, type DataTableColumn } from '@fiu/ui/grid';
import { Icon } from '@fiu/ui/icons';
import type { ElementProps } from '../define/types';
import { serverText } from '../shared/errors';
import { saveBlob } from '../shared/saveBlob';
import { DateCell, text, wrapText } from '../shared/records/cells';
import { listErrorText } from '../shared/records/listError';
import { useColumnChoice } from '../shared/records/columns';
import { useQueryChange } from '../shared/records/useQueryChange';
import { FilterChips, filterChipsCss } from '../shared/records/FilterChips';
import { recordListCss } from '../shared/records/records.css';
import { useListSession, useReloadOnSaved } from '../shared/records/listSession';
import { useRecordList } from '../shared/records/useRecordList';
import { irListCss } from './ir-list.css';

export const css = gridCss + recordListCss + filterChipsCss + irListCss;

/** The address's filters shown as chips (organisation, dissemination period); overdue=true is the toggle instead. */
function addressFilter(query: string | undefined): Record<string, string> {
  const { overdue: _toggle, ...rest } = parseFilter(REPORT_FILTER_FIELDS, query);
  return rest as Record<string, string>;
}

/** Texts of this screen (the spec's own in quotes there: 'Download Decryption Tool', the filter's choices). */
export const IR_TEXT = {
  title: 'Intelligence Reports',
  decryptionTool: INTELLIGENCE_MSG.downloadDecryptionTool,
  download: 'Download',
  disseminate: 'Disseminate',
  disseminated: 'Disseminated',
  confirmTitle: 'Disseminate this report?',
  confirmMessage: (ref: string, org: string) =>
    `${ref} will be sent to ${org}, who can then download it. Dissemination cannot be undone.`,
  disseminatedToast: (ref: string) => `${ref} disseminated`,
  notDisseminated: 'The report was not disseminated.',
  notDownloaded: 'The report could not be downloaded.',
  filter: 'Downloads',
  edit: 'Edit',
  notYetDisseminated: 'Not disseminated',
  actions: (ref: string) => `Actions for ${ref}`,
  feedbackDue: 'Feedback Due',
  overdue: 'Overdue',
  overdueOnly: 'Overdue only',
  due: (kind: 'interim' | 'final') => `${kind === 'interim' ? 'Interim' : 'Final'} due`,
} as const;

/**
 * Shown until the user picks columns: unit staff get fourteen columns and the row menu, more than 1280 px beside
 * the drawer holds, so the four audit columns start hidden, one click away in the column chooser (as the
 * companies list does with its own); the Feedback Due column took the room 'Modified' had.
 */
const DEFAULT_HIDDEN = ['created_by', 'created', 'modified_by', 'modified'];

/** Default 'Download Decryption Tool' target: a static file the deployment serves (see the descriptor's docs). */
export const DEFAULT_DECRYPTION_TOOL_HREF = '/downloads/fiu-decryption-tool.zip';

export type IrRow = IntelligenceReport & ReportDueFields & {
  id: string;
  domain_name?: string;
  created_by_name?: string;
  modified_by_name?: string;
  number_of_files?: number;
};

export interface IrListProps extends ElementProps {
  pageSize?: number;
  decryptionToolHref?: string;
  query?: string;
}

/** '28 Sept 2026' for an instant, the full date and time in its tooltip: a narrow column for 1280 px. */
function ShortDate({ value }: { value: string | null | undefined }): ReactElement {
  const d = value ? new Date(value) : null;
  if (!d || Number.isNaN(d.getTime())) return <span className="fiu-records__none">—</span>;
  return (
    <time dateTime={value!} title={formatLongDateTime(value)}>
      {d.toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric' })}
    </time>
  );
}

/** '29 Jun 2026' for a due day ('2026-06-29', a calendar day: no time zone shift). */
function dueDay(day: string): string {
  const [y, m, d] = day.split('-').map(Number);
  return new Date(y!, m! - 1, d!).toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });
}

export default function IrList(props: IrListProps): ReactElement {
  return (
    <ToastProvider>
      <IrListScreen {...props} />
    </ToastProvider>
  );
}

type DownloadFilter = (typeof DOWNLOAD_FILTERS)[number]['value'];
const DISPLAY_ONLY = ['domain_name', 'created_by_name', 'modified_by_name', 'disseminated_by_name', 'number_of_files', 'interim_due_on', 'final_due_on', 'overdue'];
/** Core's button columns, shown as the row menu's items instead. */
const MENU_COLUMNS: readonly IrColumn[] = ['download', 'interim', 'final', 'disseminate'];

/** The row as the whole report for PUT: without the display fields the server adds. */
function wholeReport(row: IrRow): IrRow {
  const out = { ...row } as Record<string, unknown>;
  for (const k of DISPLAY_ONLY) delete out[k];
  return out as unknown as IrRow;
}

/** The route state of the Interim and Final buttons: fiu-feedback-form's `report` (the report's id). */
const feedbackState = (r: IrRow) => ({ report: r.id });

function IrListScreen({ emit, pageSize: pageSizeAttr, decryptionToolHref, query }: IrListProps): ReactElement {
  const session = useListSession();
  const { user, unitCode } = session;
  const opts = { unitCode };
  const allowed = !user || canViewIntelligenceReports(user, opts);
  const pageSize = typeof pageSizeAttr === 'number' && Number.isInteger(pageSizeAttr) && pageSizeAttr > 0 && pageSizeAttr <= 100 ? pageSizeAttr : 50;
  const [downloaded, setDownloaded] = useState<DownloadFilter>('all');
  const fixed = parseFilter(REPORT_FILTER_FIELDS, query);
  const [overdueOnly, setOverdueOnly] = useState(fixed.overdue === 'true');
  // A new address (the host or the shell changed the attribute) sets the toggle again.
  useEffect(() => setOverdueOnly(fixed.overdue === 'true'), [fixed.overdue]);
  const [term, setTerm] = useState('');
  const [busy, setBusy] = useState<string | null>(null);
  const toast = useToast();
  const [confirm, confirmDialog] = useConfirm();
  const choice = useColumnChoice('ireport', DEFAULT_HIDDEN, !session.investigate);

  const list = useRecordList<IrRow, Record<string, string>>({
    load: (q) => intelligence.list(q as IntelligenceListQuery) as Promise<{ results: IrRow[]; count: number }>,
    pageSize,
    emptyFilters: {},
    initialFilters: addressFilter(query),
    // The downloads filter applies at once (a select, not a filter panel): read from state on every render.
    toQuery: (applied) => ({
      ...applied,
      downloaded: downloaded === 'all' ? undefined : downloaded,
      overdue: overdueOnly ? 'true' : undefined,
    }),
    defaultSort: { id: 'disseminated_on', direction: 'desc' },
    enabled: session.canLoad && allowed,
  });
  useReloadOnSaved('report', list.reload);
  useQueryChange(query, (q) => list.replaceFilters(addressFilter(q)));

  if (!session.canLoad && !user) {
    return (
      <p className="fiu-records__signin" role="status">
        Sign in to see the intelligence reports.
      </p>
    );
  }
  if (!allowed) return <PermissionDenied />;

  const mayAdd = session.investigate ? false : canAddIntelligenceReport(user, opts);
  const mayChange = session.investigate ? false : canChangeIntelligenceReport(user, opts);
  const reference = (r: IrRow) => r.internal_reference || r.id;

  const download = async (r: IrRow) => {
    if (busy) return;
    setBusy(`download:${r.id}`);
    try {
      const file = await intelligence.download(r.id);
      saveBlob(file.blob, file.filename);
      if (!r.downloaded) list.reload();
    } catch (error) {
      toast.error(`${IR_TEXT.notDownloaded} ${serverText(error)}`);
    } finally {
      setBusy(null);
    }
  };

  const disseminate = async (r: IrRow) => {
    if (busy) return;
    const yes = await confirm({
      title: IR_TEXT.confirmTitle,
      message: IR_TEXT.confirmMessage(reference(r), r.domain_name || r.domain),
      confirmLabel: IR_TEXT.disseminate,
      cancelLabel: 'Cancel',
    });
    if (!yes) return;
    setBusy(`disseminate:${r.id}`);
    try {
      await intelligence.disseminate(wholeReport(r));
      toast.success(IR_TEXT.disseminatedToast(reference(r)));
      list.reload();
    } catch (error) {
      toast.error(`${IR_TEXT.notDisseminated} ${serverText(error)}`);
    } finally {
      setBusy(null);
    }
  };

  const open = (r: IrRow) => {
    emit('fiu-open', { id: r.id });
    emit('fiu-navigate', { path: `/ireport/${encodeURIComponent(r.id)}` });
  };

  const feedback = (r: IrRow, b: FeedbackButton, name: string): ActionMenuItem => ({
    id: name,
    label: b.label,
    disabled: !b.enabled,
    onSelect: () => emit('fiu-navigate', { path: b.path, state: feedbackState(r) }),
  });

  const cells: Record<IrColumn, Omit<DataTableColumn<IrRow>, 'id' | 'header'>> = {
    internal_reference: {
      cell: (r) =>
        mayChange ? (
          <button type="button" className="fiu-records__open" aria-label={`Edit report ${reference(r)}`} onClick={() => open(r)}>
            {reference(r)}
          </button>
        ) : (
          text(r.internal_reference, 220)
        ),
    },
    external_reference: { wrap: true, cell: (r) => wrapText(r.external_reference) },
    report_type: { wrap: true, cell: (r) => reportTypeLabel(r.report_type) },
    report_title: { wrap: true, cell: (r) => wrapText(r.report_title) },
    domain: { wrap: true, cell: (r) => wrapText(r.domain_name || r.domain) },
    downloaded: { sortable: true, firstDirection: 'desc', cell: (r) => <YesNoChip value={r.downloaded === true} /> },
    number_of_files: { numeric: true, cell: (r) => String(r.number_of_files ?? r.attachments?.length ?? 0) },
    disseminated_on: {
      sortable: true,
      firstDirection: 'desc',
      cell: (r) => (r.disseminated ? <ShortDate value={r.disseminated_on} /> : <span className="fiu-ir__pending">{IR_TEXT.notYetDisseminated}</span>),
    },
    // The menu's actions (rowActions below), never columns.
    download: { cell: () => null },
    interim: { cell: () => null },
    final: { cell: () => null },
    disseminate: { cell: () => null },
    created_by: { cell: (r) => text(r.created_by_name || r.created_by, 180) },
    created: { cell: (r) => <DateCell value={r.created} /> },
    modified_by: { cell: (r) => text(r.modified_by_name || r.modified_by, 180) },
    modified: { cell: (r) => <DateCell value={r.modified} /> },
  };
  const allowedColumns = irColumns(user, opts);
  const columns: DataTableColumn<IrRow>[] = allowedColumns
    .filter((id) => !MENU_COLUMNS.includes(id))
    .map((id) => ({ id, header: irColumnLabel(id, unitCode), ...cells[id] }));
  // The feedback due dates, after the disseminated date: everyone who reads the list sees what is owed.
  columns.splice(columns.findIndex((c) => c.id === 'disseminated_on') + 1, 0, { id: 'feedback_due', header: IR_TEXT.feedbackDue, wrap: true, cell: (r) => <DueCell row={r} /> });

  const may = (id: IrColumn) => allowedColumns.includes(id);
  const menuItems = (r: IrRow): ActionMenuItem[] => {
    const items: ActionMenuItem[] = [];
    if (may('download')) items.push({ id: 'download', label: IR_TEXT.download, disabled: busy === `download:${r.id}`, onSelect: () => void download(r) });
    if (may('interim')) items.push(feedback(r, interimButton(r), 'interim'));
    if (may('final')) items.push(feedback(r, finalButton(r), 'final'));
    if (may('disseminate') && !r.disseminated) items.push({ id: 'disseminate', label: IR_TEXT.disseminate, onSelect: () => void disseminate(r) });
    if (mayChange) items.push({ id: 'edit', label: IR_TEXT.edit, onSelect: () => open(r) });
    return items;
  };
  const hasMenu = MENU_COLUMNS.some(may) || mayChange;
  const rowActions = hasMenu ? (r: IrRow) => <ActionMenu label={IR_TEXT.actions(reference(r))} items={menuItems(r)} /> : undefined;
  const shown = columns.filter((c) => c.id === 'internal_reference' || !choice.hidden.includes(c.id));

  const actions: ReactNode[] = [];
  if (canSeeDecryptionTool(user, opts)) {
    actions.push(
      <a key="tool" className="fiu-ir__tool" href={decryptionToolHref || DEFAULT_DECRYPTION_TOOL_HREF} download>
        {IR_TEXT.decryptionTool}
      </a>,
    );
  }
  if (mayAdd) {
    actions.push(
      <Button key="add" variant="primary" icon={<Icon name="plus" />} onClick={() => emit('fiu-navigate', { path: '/ireport/new' })}>
        Add
      </Button>,
    );
  }
  const filtered = downloaded !== 'all' || overdueOnly || list.search !== '';

  return (
    <section className="fiu-records fiu-ir" aria-labelledby="fiu-ir-title">
      <header className="fiu-records__header" part="header">
        <h1 className="fiu-records__title" id="fiu-ir-title" part="title">
          {IR_TEXT.title}
          {list.loaded && !list.error ? <span className="fiu-records__total">{list.count.toLocaleString('en-GB')}</span> : null}
        </h1>
        {actions.length ? (
          <div className="fiu-records__actions" part="actions">
            {actions}
          </div>
        ) : null}
      </header>

      <div className="fiu-ir__toolbar" part="toolbar">
        <SearchBox
          className="fiu-records__search fiu-ir__search"
          label="Search intelligence reports"
          hideLabel
          placeholder="Reference, case reference, title…"
          value={term}
          onValueChange={setTerm}
          onSearch={list.setSearch}
        />
        <ColumnChooser
          className="fiu-records__columns"
          columns={columns.map((c) => ({ id: c.id, label: String(c.header), hideable: c.id !== 'internal_reference' }))}
          hidden={choice.hidden}
          onHiddenChange={choice.setHidden}
        />
        {/* A native select in ui's field markup: ui's Select would add its field shell to this screen's first load. */}
        <div className="fiu-field fiu-ir__filter">
          <label className="fiu-field__label" htmlFor="fiu-ir-downloads">
            {IR_TEXT.filter}
          </label>
          <span className="fiu-select">
            <select
              id="fiu-ir-downloads"
              className="fiu-input"
              value={downloaded}
              onChange={(e) => {
                setDownloaded(e.currentTarget.value as DownloadFilter);
                list.setOffset(0);
              }}
            >
              {DOWNLOAD_FILTERS.map((f) => (
                <option key={f.value} value={f.value}>
                  {f.label}
                </option>
              ))}
            </select>
          </span>
        </div>
        {/* Beside the spec's downloads filter, not in it: whether feedback is overdue is another question. */}
        <label className="fiu-ir__overdue">
          <input
            type="checkbox"
            checked={overdueOnly}
            onChange={(e) => {
              setOverdueOnly(e.currentTarget.checked);
              list.setOffset(0);
            }}
          />
          {IR_TEXT.overdueOnly}
        </label>
      </div>

      <FilterChips
        filter={list.applied}
        onRemove={(name) => list.replaceFilters(Object.fromEntries(Object.entries(list.applied).filter(([k]) => k !== name)))}
        onClear={list.clear}
      />

      <div className="fiu-records__table" part="table">
        <DataTable
          caption={IR_TEXT.title}
          hideCaption
          columns={shown}
          narrowLayout="cards"
          rows={list.rows}
          rowKey={(r) => r.id}
          rowActions={rowActions}
          sort={list.sort}
          onSortChange={list.setSort}
          loading={list.loading}
          loadingLabel="Loading intelligence reports"
          error={list.error ? `The intelligence reports could not be loaded. ${listErrorText(list.error)}` : undefined}
          onRetry={list.reload}
          emptyTitle={filtered ? 'No intelligence reports match' : 'No intelligence reports yet'}
          empty={
            filtered
              ? 'Change the downloads filter, clear Overdue only or the search to see other reports.'
              : mayAdd
                ? 'Reports you add appear here. Use Add to record the first one.'
                : 'Reports disseminated to your organisation appear here.'
          }
          skeletonRows={8}
        />
      </div>

      <div className="fiu-records__footer" part="pagination">
        <Pagination
          offset={list.offset}
          pageSize={pageSize}
          total={list.count}
          rangeText={pageRange(list.shownOffset, pageSize, list.count)}
          onChange={list.setOffset}
          disabled={!list.loaded}
          aria-label="Pages of intelligence reports"
        />
      </div>
      {confirmDialog}
    </section>
  );
}

/** The downloaded column's Yes/No chip. */
function YesNoChip({ value }: { value: boolean }): ReactElement {
  return <Badge tone={value ? 'success' : 'neutral'}>{value ? 'Yes' : 'No'}</Badge>;
}


/** The feedback owed next and by when, with an 'Overdue' chip once its day has passed; a dash when nothing is owed. */
function DueCell({ row }: { row: IrRow }): ReactElement {
  const next = nextFeedbackDue(row);
  if (!next) return <span className="fiu-records__none">—</span>;
  return (
    <span className="fiu-ir__due">
      {next.overdue ? <Badge tone="danger">{IR_TEXT.overdue}</Badge> : null}
      {/* Two pieces that may wrap apart: the column stays narrow enough for 1280 px. */}
      <span>
        <span>{IR_TEXT.due(next.due)}</span> <time dateTime={next.on}>{dueDay(next.on)}</time>
      </span>
    </span>
  );
}
