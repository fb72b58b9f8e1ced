import type { ReactElement, ReactNode } from 'react';
import { FormGrid } from '@fiu/ui/FormGrid';

/** A titled group of fields of a record form, on the 8 px grid (stacking to one column on a phone). */
export function FormSection({ title, note, columns = 3, children }: { title: string; note?: ReactNode; columns?: 1 | 2 | 3 | 4; children: ReactNode }): ReactElement {
  return (
    <section className="fiu-rf__section">
      <h2 className="fiu-rf__section-title">{title}</h2>
      {note ? <p className="fiu-rf__note">{note}</p> : null}
      <FormGrid columns={columns}>{children}</FormGrid>
    </section>
  );
}
