/**
 * Financial Statement > Goaml-Accounts (analysis-tools §2, §9): the goAML transactions grid (the server-side
 * DataGrid over source 'goaml'), and the accounts that the subjects' most called contacts hold on goAML
 * (accountDescrip: at most the top 30 contacts, so the rows are few and grouped here): columns Subject,
 * Communicated Number, Account Number, BVN, Bank Name, Account Name, grouped by the communicated number, 10
 * groups a page, with the red note, Expand All Groups and an .xlsx export of every row.
 */
import { useMemo, useState, type ReactElement } from 'react';
import { goamlAccounts } from '@fiu/core/api/analysis';
import { Button } from '@fiu/ui/Button';
import { saveBlob } from '../../shared/saveBlob';
import { scopeOf, type Period } from '../../shared/analysis/period';
import { TabFailed, TabLoading } from '../../shared/analysis/TabState';
import { useTabData } from '../../shared/analysis/useTabData';
import { serverText } from '../../shared/errors';
import { PartStyles } from '../../shared/forms/PartStyles';
import { financialCss } from './financial.css';
import GridTab from './GridTab';

/** The red note, to the letter (§2). */
export const TOP30_NOTE = 'Displaying top 30 contacts that have an account on goaml';
/** Groups a page (§9: grouped accounts grid page size 10). */
export const GROUPS_PER_PAGE = 10;
/** The export's file name: §9 names none for this grid; the old grid's default export name. */
export const ACCOUNTS_EXPORT_FILE = 'DataGrid.xlsx';

export interface AccountRow {
  Subject?: string | null;
  Called_Number?: string | null;
  Account_Number?: string | null;
  BVN?: string | null;
  Bank_Name?: string | null;
  Account_Name?: string | null;
}

export const ACCOUNT_COLUMNS: readonly { id: keyof AccountRow; label: string }[] = [
  { id: 'Subject', label: 'Subject' },
  { id: 'Called_Number', label: 'Communicated Number' },
  { id: 'Account_Number', label: 'Account Number' },
  { id: 'BVN', label: 'BVN' },
  { id: 'Bank_Name', label: 'Bank Name' },
  { id: 'Account_Name', label: 'Account Name' },
];
const GROUP_BY: keyof AccountRow = 'Called_Number';
const INNER = ACCOUNT_COLUMNS.filter((c) => c.id !== GROUP_BY);

/** The rows by communicated number, in the server's order (most called first). */
export function groupAccounts(rows: readonly AccountRow[]): { key: string; rows: AccountRow[] }[] {
  const groups = new Map<string, AccountRow[]>();
  for (const r of rows) {
    const key = r[GROUP_BY] ?? '';
    groups.set(key, [...(groups.get(key) ?? []), r]);
  }
  return [...groups.entries()].map(([key, list]) => ({ key, rows: list }));
}

/**
 * Every row as an .xlsx (SheetJS, loaded with the export). Cells are typed strings, never formulas; a text that
 * begins with =, +, -, @ or a tab also gets Excel's quote prefix so editing it keeps it text.
 */
export async function accountsWorkbook(rows: readonly AccountRow[]): Promise<Blob> {
  const XLSX = await import('xlsx');
  const risky = /^[=+\-@\t\r]/;
  const sheet = XLSX.utils.aoa_to_sheet([ACCOUNT_COLUMNS.map((c) => c.label), ...rows.map((r) => ACCOUNT_COLUMNS.map((c) => r[c.id] ?? ''))], { cellDates: false });
  for (const [addr, cell] of Object.entries(sheet)) {
    if (addr.startsWith('!') || typeof cell !== 'object' || cell === null) continue;
    const c = cell as { t?: string; v?: unknown; z?: string };
    if (c.t === 's' && typeof c.v === 'string' && risky.test(c.v)) c.z = '@';
  }
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, sheet, 'Goaml-Accounts');
  const bytes = XLSX.write(book, { type: 'array', bookType: 'xlsx' }) as ArrayBuffer;
  return new Blob([bytes], { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' });
}

export interface GoamlAccountsTabProps {
  subjects: readonly string[];
  period: Period;
}

export default function GoamlAccountsTab({ subjects, period }: GoamlAccountsTabProps): ReactElement {
  const s = scopeOf(subjects, period);
  const data = useTabData(() => goamlAccounts(s) as Promise<{ Statement: AccountRow[] }>, JSON.stringify(s));
  const groups = useMemo(() => groupAccounts(data.data?.Statement ?? []), [data.data]);
  const [expandAll, setExpandAll] = useState(false);
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  const [page, setPage] = useState(0);
  const [exportError, setExportError] = useState<string | null>(null);
  const pages = Math.max(1, Math.ceil(groups.length / GROUPS_PER_PAGE));
  const current = Math.min(page, pages - 1);
  const shown = groups.slice(current * GROUPS_PER_PAGE, (current + 1) * GROUPS_PER_PAGE);
  const isOpen = (key: string) => expandAll || open.has(key);

  const toggle = (key: string) => {
    if (expandAll) {
      // Collapsing one group out of "all expanded": every other group stays open.
      setExpandAll(false);
      setOpen(new Set(groups.map((g) => g.key).filter((k) => k !== key)));
      return;
    }
    setOpen((o) => {
      const n = new Set(o);
      if (n.has(key)) n.delete(key);
      else n.add(key);
      return n;
    });
  };

  async function exportRows(): Promise<void> {
    setExportError(null);
    try {
      saveBlob(await accountsWorkbook(data.data?.Statement ?? []), ACCOUNTS_EXPORT_FILE);
    } catch (e) {
      setExportError(`The export could not be made: ${serverText(e)}`);
    }
  }

  return (
    <div className="fiu-goaml-accounts">
      <PartStyles css={financialCss} />
      <GridTab source="goaml" subjects={subjects} period={period} label="Goaml-Accounts transactions" height={360} />
      <section aria-labelledby="fiu-goaml-accounts-title" className="fiu-goaml-accounts">
        <h3 id="fiu-goaml-accounts-title">Accounts on goAML</h3>
        <p className="fiu-goaml-accounts__note">{TOP30_NOTE}</p>
        {data.status === 'failed' ? (
          <TabFailed what="The goAML accounts" error={data.error} onRetry={data.retry} />
        ) : !data.data ? (
          <TabLoading label="Loading the goAML accounts" />
        ) : (
          <>
            <div className="fiu-goaml-accounts__bar">
              <label className="fiu-fin__tick">
                <input
                  type="checkbox"
                  checked={expandAll}
                  onChange={(e) => {
                    setExpandAll(e.target.checked);
                    setOpen(new Set());
                  }}
                />
                Expand All Groups
              </label>
              <Button variant="secondary" onClick={() => void exportRows()} disabled={groups.length === 0}>
                Export
              </Button>
            </div>
            {exportError ? (
              <p role="alert" className="fiu-an__bar-error">
                {exportError}
              </p>
            ) : null}
            {groups.length === 0 ? (
              <p className="fiu-an__note">No Results</p>
            ) : (
              <>
                <div className="fiu-goaml-accounts__scroll">
                  <table className="fiu-goaml-accounts__table" aria-label="Accounts on goAML, grouped by Communicated Number">
                    <thead>
                      <tr>
                        {INNER.map((c) => (
                          <th key={c.id} scope="col">
                            {c.label}
                          </th>
                        ))}
                      </tr>
                    </thead>
                    {shown.map((g) => (
                      <tbody key={g.key}>
                        <tr className="fiu-goaml-accounts__group">
                          <th scope="rowgroup" colSpan={INNER.length}>
                            <button type="button" aria-expanded={isOpen(g.key)} onClick={() => toggle(g.key)}>
                              <span aria-hidden="true">{isOpen(g.key) ? '▾' : '▸'}</span>
                              Communicated Number: {g.key || '(Blank)'} ({g.rows.length} {g.rows.length === 1 ? 'account' : 'accounts'})
                            </button>
                          </th>
                        </tr>
                        {isOpen(g.key)
                          ? g.rows.map((r, i) => (
                              <tr key={`${r.Account_Number}-${r.Subject}-${i}`}>
                                {INNER.map((c) => (
                                  <td key={c.id}>{r[c.id] ?? ''}</td>
                                ))}
                              </tr>
                            ))
                          : null}
                      </tbody>
                    ))}
                  </table>
                </div>
                {pages > 1 ? (
                  <nav className="fiu-goaml-accounts__pager" aria-label="Pages of goAML accounts">
                    <Button variant="ghost" onClick={() => setPage(current - 1)} disabled={current === 0}>
                      Previous
                    </Button>
                    <span>
                      Page {current + 1} of {pages}
                    </span>
                    <Button variant="ghost" onClick={() => setPage(current + 1)} disabled={current >= pages - 1}>
                      Next
                    </Button>
                  </nav>
                ) : null}
              </>
            )}
          </>
        )}
      </section>
    </div>
  );
}
