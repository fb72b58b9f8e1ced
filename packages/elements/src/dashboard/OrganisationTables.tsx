import { useState, type ReactElement } from 'react';
import { Tabs } from '@fiu/ui/Tabs';
import type { OffenceCount } from '@fiu/core/schemas/dashboard';
import type { Emit } from '../define/types';
import { StatTable } from './StatTable';

export interface OrganisationOffences {
  /** The organisation's code (the list filter's `domain`) and name. */
  domain: string;
  name: string;
  offences: readonly OffenceCount[];
}

/**
 * Per-organisation predicate offences (core-records §2.13): one vertical tab per organisation (Up/Down arrows,
 * Home/End), its offences as a table with a chart beside it.
 */
export function OrganisationTables({
  title,
  organisations,
  hrefOf,
  subtitle,
  emit,
}: {
  title: string;
  organisations: readonly OrganisationOffences[];
  hrefOf(domain: string, offence: string): string;
  subtitle: string;
  emit: Emit;
}): ReactElement {
  const [chosen, setChosen] = useState<string | null>(null);
  if (organisations.length === 0) return <p className="dash-table__none">No records</p>;
  const selected = organisations.find((o) => o.domain === chosen) ?? organisations[0]!;
  return (
    <Tabs
      orientation="vertical"
      aria-label={`${title}: organisations`}
      tabs={organisations.map((o) => ({ id: o.domain, label: o.name }))}
      value={selected.domain}
      onChange={setChosen}
      className="dash-orgs"
    >
      <StatTable
        title={`${title}: ${selected.name}`}
        subtitle={subtitle}
        chart
        emit={emit}
        rows={selected.offences.map((o) => ({ name: o.currentcrimetype, count: o.count, href: hrefOf(selected.domain, o.currentcrimetype) }))}
      />
    </Tabs>
  );
}
