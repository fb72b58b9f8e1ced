/** The list filters (core-records §2.5, §2.7), a part that loads on demand (RecordListView's RecordFilters). */
import type { ReactElement } from 'react';
import { DateTimeField } from '@fiu/ui/DateTimeField';
import { Select } from '@fiu/ui/Select';
import { TextField } from '@fiu/ui/TextField';
import { dateFieldCss } from '@fiu/ui/dateField.css';
import { GENDERS, statusLabel } from '@fiu/core/refdata/lists';
import { PartStyles } from '../forms/PartStyles';
import type { RecordFiltersProps } from './RecordListView';

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;
const pad = (n: number) => String(n).padStart(2, '0');

/**
 * A 'created' filter value as the date-time field shows it ('YYYY-MM-DDTHH:mm', local): the field's own value,
 * or an address's date (from its start, to its end) or instant (in local time, to the minute).
 */
export function fieldValue(value: string, end: boolean): string {
  if (!value || /T\d{2}:\d{2}$/.test(value)) return value;
  if (DATE_ONLY.test(value)) return `${value}T${end ? '23:59' : '00:00'}`;
  const d = new Date(value);
  if (Number.isNaN(d.getTime())) return '';
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** Created from, created to, organisation (central unit only), created by, gender (subjects), status, offence. */
export default function RecordFilters({ list, organisations, users, statuses, crimes, gender = false }: RecordFiltersProps): ReactElement {
  const { draft, setDraft } = list;
  const from = fieldValue(draft.created_from, false);
  return (
    <>
      <DateTimeField label="Created from" value={from} onChange={(v) => setDraft('created_from', v)} />
      <DateTimeField
        label="Created to"
        value={fieldValue(draft.created_to, true)}
        min={from || undefined}
        minMessage="Created to is before created from: no record can match."
        onChange={(v) => setDraft('created_to', v)}
      />
      {organisations ? (
        <Select
          label="Organisation"
          placeholder="All organisations"
          options={organisations.map((o) => ({ value: o.domain, label: o.name }))}
          value={draft.domain}
          onChange={(e) => setDraft('domain', e.currentTarget.value)}
        />
      ) : null}
      {users === 'unavailable' ? (
        <TextField
          label="Created by"
          hint="The user's id (the list of users could not be loaded)"
          value={draft.created_by}
          onChange={(e) => setDraft('created_by', e.currentTarget.value)}
        />
      ) : (
        <Select
          label="Created by"
          placeholder={users === 'loading' ? 'Loading users…' : 'Anyone'}
          options={users === 'loading' ? [] : users.map((u) => ({ value: u.id, label: u.name }))}
          value={draft.created_by}
          onChange={(e) => setDraft('created_by', e.currentTarget.value)}
        />
      )}
      {gender ? (
        <Select
          label="Gender"
          placeholder="Any"
          // core-records §2.5: female or male.
          options={[...GENDERS].reverse()}
          value={draft.gender}
          onChange={(e) => setDraft('gender', e.currentTarget.value)}
        />
      ) : null}
      <Select
        label="Status"
        placeholder="Any status"
        options={statuses.map((s) => ({ value: s, label: statusLabel(s) }))}
        value={draft.status}
        onChange={(e) => setDraft('status', e.currentTarget.value)}
      />
      <Select
        label="Offence"
        placeholder="Any offence"
        options={crimes.map((c) => ({ value: c, label: c }))}
        value={draft.currentcrimetype}
        onChange={(e) => setDraft('currentcrimetype', e.currentTarget.value)}
      />
      <PartStyles css={dateFieldCss} />
    </>
  );
}
