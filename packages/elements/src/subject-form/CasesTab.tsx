/**
 * The Cases tab (central unit only, core-records §2.6). Cases and their links to subjects come with the
 * cases screens (a later issue); until then the tab lists the cases a record carries, if any.
 */
import type { ReactElement } from 'react';
import { EmptyState } from '@fiu/ui/EmptyState';

interface CaseRef {
  id?: unknown;
  label?: unknown;
}

const caseLabel = (c: unknown): string =>
  typeof c === 'string' ? c : String((c as CaseRef)?.label ?? (c as CaseRef)?.id ?? '');

export default function CasesTab({ cases }: { cases: unknown }): ReactElement {
  const list = Array.isArray(cases) ? cases.map(caseLabel).filter(Boolean) : [];
  if (list.length === 0) {
    return (
      <EmptyState title="No cases linked">
        Subjects are linked to cases from the Cases screen, which arrives in a later release.
      </EmptyState>
    );
  }
  return (
    <section className="fiu-rf__section">
      <h2 className="fiu-rf__section-title">Cases</h2>
      <ul className="sf-cases">
        {list.map((label, i) => (
          <li key={i}>{label}</li>
        ))}
      </ul>
    </section>
  );
}
