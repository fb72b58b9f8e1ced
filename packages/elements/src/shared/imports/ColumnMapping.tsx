/**
 * The column-mapping step (issue 9, analysis-tools §3 "column-mapping targets"): each target field with a
 * select of the file's headers, preset to the server's proposal, with where the proposal came from (a saved
 * template, a known layout, a similar header and how similar). The user confirms or changes it and names the
 * source: the confirmed mapping is kept as that source's template.
 */
import { useId, type ReactElement } from 'react';
import type { MappingProposal } from '@fiu/core/api/imports';
import type { Option } from '@fiu/core/refdata/lists';
import { TextField } from '@fiu/ui/TextField';

export type Mapping = Record<string, string>;

/** Why a target is preset, in words. */
export function whyText(proposal: MappingProposal | null, target: string): string {
  const c = proposal?.confidence[target];
  if (c === undefined || !proposal?.mapping[target]) return '';
  if (c === 'template') return `Saved template${proposal.source ? ` (${proposal.source})` : ''}`;
  if (c === 'layout') return `Known layout${proposal.source ? ` (${proposal.source})` : ''}`;
  return `Similar header (${Math.round(c * 100)}%)`;
}

/** The proposal's mapping, keeping only headers the file has. */
export const presetOf = (proposal: MappingProposal | null, headers: readonly string[]): Mapping =>
  Object.fromEntries(Object.entries(proposal?.mapping ?? {}).filter(([, h]) => headers.includes(h)));

export interface ColumnMappingProps {
  targets: readonly Option[];
  headers: readonly string[];
  proposal: MappingProposal | null;
  mapping: Mapping;
  onChange(mapping: Mapping): void;
  source: string;
  onSource(source: string): void;
  disabled?: boolean;
}

export function ColumnMapping({ targets, headers, proposal, mapping, onChange, source, onSource, disabled }: ColumnMappingProps): ReactElement {
  const id = useId().replace(/[^a-zA-Z0-9_-]/g, '');
  const mapped = Object.keys(mapping).length;
  return (
    <section className="fiu-rf__section fiu-map" aria-label="Map columns">
      <h2 className="fiu-rf__section-title">Map columns</h2>
      <p className="fiu-rf__note">
        {proposal?.source
          ? `Proposed from ${proposal.source}. Check each field and change what is wrong.`
          : proposal && Object.keys(proposal.mapping).length
            ? 'Proposed from similar header names. Check each field and change what is wrong.'
            : 'No known layout matches these headers: choose the column for each field.'}{' '}
        {mapped} of {targets.length} fields mapped.
      </p>
      <div className="fiu-map__scroll">
        <table className="fiu-map__table">
          <caption>Target field and the file's column</caption>
          <thead>
            <tr>
              <th scope="col">Field</th>
              <th scope="col">Column in the file</th>
              <th scope="col">Proposed by</th>
            </tr>
          </thead>
          <tbody>
            {targets.map((t) => {
              const selectId = `fiu-map-${id}-${t.value}`;
              return (
                <tr key={t.value}>
                  <th scope="row">
                    <label htmlFor={selectId}>{t.label}</label>
                  </th>
                  <td>
                    <span className="fiu-select">
                      <select
                        id={selectId}
                        className="fiu-input"
                        name={`mapping.${t.value}`}
                        value={mapping[String(t.value)] ?? ''}
                        disabled={disabled}
                        onChange={(e) => {
                          const next = { ...mapping };
                          if (e.currentTarget.value) next[String(t.value)] = e.currentTarget.value;
                          else delete next[String(t.value)];
                          onChange(next);
                        }}
                      >
                        <option value="">Not in the file</option>
                        {headers.map((h, i) => (
                          <option key={`${i}-${h}`} value={h}>
                            {h || `(column ${i + 1} has no header)`}
                          </option>
                        ))}
                      </select>
                    </span>
                  </td>
                  <td className="fiu-map__why">{mapping[String(t.value)] === proposal?.mapping[String(t.value)] ? whyText(proposal, String(t.value)) : mapping[String(t.value)] ? 'Your choice' : ''}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <TextField
        label="Source name"
        name="source"
        value={source}
        onChange={(e) => onSource(e.currentTarget.value)}
        hint="The operator or bank the file comes from (e.g. MTN). The mapping is kept as its template for the next file."
        disabled={disabled}
      />
    </section>
  );
}
