/** The list filters (core-records §2.5, §2.7), a part that loads on demand (RecordListView's RecordFilters). */
import type { ReactElement } from 'react';
import { DateTimeField } from '@fiu/ui/DateTimeField';
import { Select } from '@fiu/ui/Select';
import { TextField } from '@fiu/ui/TextField';
import { dateFieldCss } from '@fiu/ui/dateField.css';
import { GENDERS, statusLabel } from '@fiu/core/refdata/lists';
import { PartStyles } from '../forms/PartStyles';
import type { RecordFiltersProps } from './RecordListView';

/** Created from, created to, organisation (central unit only), created by, gender (subjects), status. */
export default function RecordFilters({ list, organisations, users, statuses, gender = false }: RecordFiltersProps): ReactElement {
  const { draft, setDraft } = list;
  return (
    <>
      <DateTimeField label="Created from" value={draft.created_from} onChange={(v) => setDraft('created_from', v)} />
      <DateTimeField
        label="Created to"
        value={draft.created_to}
        min={draft.created_from || undefined}
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
      <PartStyles css={dateFieldCss} />
    </>
  );
}
