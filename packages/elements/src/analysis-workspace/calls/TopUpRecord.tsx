/**
 * Call Details > Top Up Record (analysis-tools §2, §3 "Top-up and forensics rows"): the subjects' numbers as seen
 * in call records of other imports (Phone Number, Originating Number, Terminating Number), the numbers their
 * phones topped up, the phone-forensics contacts holding their numbers (Crims Subject, Cellebrite Suspects Name,
 * Contact Name, Mobile Number, Source) and the most-wanted entries. One call, api.analysis.topUpRecords
 * (GET /analysis/topups), over the subjects and the period. The old screen never made this call (it only set a
 * loading flag); here it loads, and says so when it fails.
 */
import type { ReactElement } from 'react';
import { topUpRecords } from '@fiu/core/api/analysis';
import { formatLongDateTime } from '@fiu/core/format/date';
import { formatNaira } from '@fiu/core/format/naira';
import { scopeOf } from '../../shared/analysis/period';
import { TabFailed, TabLoading } from '../../shared/analysis/TabState';
import { useTabData } from '../../shared/analysis/useTabData';
import { PartStyles } from '../../shared/forms/PartStyles';
import { callsCss } from './calls.css';
import type { CallTabProps } from './props';

type Row = Record<string, unknown>;
interface Column {
  key: string;
  label: string;
  format?(v: unknown): string;
}

const text = (v: unknown): string => (v === null || v === undefined ? '' : String(v));

const TABLES: { key: 'Records' | 'Topups' | 'Forensics' | 'MostWanted'; title: string; columns: Column[] }[] = [
  {
    key: 'Records',
    title: 'Call records of other imports',
    columns: [
      { key: 'Phone_Number', label: 'Phone Number' },
      { key: 'originating_number', label: 'Originating Number' },
      { key: 'terminating_number', label: 'Terminating Number' },
    ],
  },
  {
    key: 'Topups',
    title: 'Phone numbers that received top-up',
    columns: [
      { key: 'Phone_Number', label: 'Phone Number' },
      { key: 'originating_number', label: 'Originating Number' },
      { key: 'Amount', label: 'Amount', format: (v) => (v === null || v === undefined ? '' : formatNaira(v as string)) },
      { key: 'Date', label: 'Date', format: (v) => (v ? formatLongDateTime(v as string) : '') },
    ],
  },
  {
    key: 'Forensics',
    title: 'Phone forensics',
    columns: [
      { key: 'Subject', label: 'Crims Subject' },
      { key: 'Suspect_Name', label: 'Cellebrite Suspects Name' },
      { key: 'Contact_Names', label: 'Contact Name' },
      { key: 'MobileNo', label: 'Mobile Number' },
      { key: 'Source', label: 'Source' },
    ],
  },
  {
    key: 'MostWanted',
    title: 'Most wanted',
    columns: [
      { key: 'Suspect_Name', label: 'Name' },
      { key: 'MobileNo', label: 'Mobile Number' },
      { key: 'Offence', label: 'Offence' },
      { key: 'Agency', label: 'Agency' },
      { key: 'Source', label: 'Source' },
    ],
  },
];

export default function TopUpRecord({ subjects, period }: CallTabProps): ReactElement {
  const scope = scopeOf(subjects, period);
  const data = useTabData(() => topUpRecords(scope) as unknown as Promise<Record<string, Row[] | undefined>>, JSON.stringify(scope));
  if (data.status === 'failed') return <TabFailed what="The top-up records" error={data.error} onRetry={data.retry} />;
  if (!data.data) return <TabLoading label="Loading the top-up records" />;
  const lists = data.data;
  return (
    <div className="fiu-topup" aria-busy={data.status === 'loading'}>
      <PartStyles css={callsCss} />
      {data.status === 'loading' ? <TabLoading label="Reloading" /> : null}
      {TABLES.map((t) => (
        <RowsTable key={t.key} title={t.title} columns={t.columns} rows={lists[t.key] ?? []} />
      ))}
    </div>
  );
}

function RowsTable({ title, columns, rows }: { title: string; columns: Column[]; rows: Row[] }): ReactElement {
  const id = `fiu-topup-${title.replace(/\W+/g, '-').toLowerCase()}`;
  return (
    <section aria-labelledby={id}>
      <h3 className="fiu-topup__title" id={id}>
        {title} <span className="fiu-an__note">({rows.length.toLocaleString('en-NG')})</span>
      </h3>
      <div className="fiu-topup__scroll" tabIndex={0} role="region" aria-label={title}>
        <table>
          <thead>
            <tr>
              {columns.map((c) => (
                <th key={c.key} scope="col">
                  {c.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.length === 0 ? (
              <tr className="fiu-topup__empty">
                <td colSpan={columns.length}>No Results</td>
              </tr>
            ) : (
              rows.map((r, i) => (
                <tr key={i}>
                  {columns.map((c) => (
                    <td key={c.key}>{(c.format ?? text)(r[c.key])}</td>
                  ))}
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
    </section>
  );
}
