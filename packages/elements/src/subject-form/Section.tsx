import type { ReactElement, ReactNode } from 'react';
import { FormGrid } from '@fiu/ui/FormGrid';

/** A titled group of fields on the 8 px grid (three columns on wide screens). */
export function Section({ title, children, columns = 3 }: { title: string; children: ReactNode; columns?: 1 | 2 | 3 | 4 }): ReactElement {
  return (
    <section className="sf-section">
      <h2 className="sf-section__title">{title}</h2>
      <FormGrid columns={columns}>{children}</FormGrid>
    </section>
  );
}
