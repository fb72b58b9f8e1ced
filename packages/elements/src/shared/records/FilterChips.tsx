/**
 * The filters a list without filter fields was opened with (an address's `query`): "Filtered:" then one
 * removable chip per filter ('Organisation: eca'), and Clear. Nothing is drawn when no filter is in force.
 */
import type { ReactElement } from 'react';
import { listFilterText } from '@fiu/core/schemas/listFilter';
import { Button } from '@fiu/ui/Button';

export interface FilterChipsProps {
  filter: Readonly<Record<string, string | undefined>>;
  onRemove(name: string): void;
  onClear(): void;
}

export function FilterChips({ filter, onRemove, onClear }: FilterChipsProps): ReactElement | null {
  const active = Object.entries(filter).filter((e): e is [string, string] => !!e[1]);
  if (active.length === 0) return null;
  return (
    <div className="fiu-filter-chips" role="group" aria-label="Active filters" part="filters">
      <span className="fiu-filter-chips__label">Filtered:</span>
      {active.map(([name, value]) => {
        const text = listFilterText(name, value);
        return (
          <span key={name} className="fiu-filter-chips__chip">
            {text}
            <button type="button" className="fiu-filter-chips__remove" aria-label={`Remove filter ${text}`} onClick={() => onRemove(name)}>
              <span aria-hidden="true">×</span>
            </button>
          </span>
        );
      })}
      <Button size="sm" variant="ghost" onClick={onClear}>
        Clear
      </Button>
    </div>
  );
}

export const filterChipsCss = /* css */ `
.fiu-filter-chips { display: flex; flex-wrap: wrap; align-items: center; gap: var(--fiu-space-2); font-size: var(--fiu-font-size-sm); }
.fiu-filter-chips__label { color: var(--fiu-color-text-muted); }
.fiu-filter-chips__chip {
  display: inline-flex; align-items: center; gap: var(--fiu-space-1); padding: 0 var(--fiu-space-1) 0 var(--fiu-space-2);
  color: var(--fiu-color-text); background: var(--fiu-color-primary-subtle); border: 1px solid var(--fiu-color-border); border-radius: 999px;
}
.fiu-filter-chips__remove {
  display: inline-grid; place-items: center; width: 20px; height: 20px; padding: 0; border: 0; border-radius: 50%;
  font: inherit; line-height: 1; color: var(--fiu-color-text-muted); background: none; cursor: pointer;
}
.fiu-filter-chips__remove:hover { color: var(--fiu-color-text); background: var(--fiu-color-surface-hover); }
.fiu-filter-chips__remove:focus-visible { outline: 2px solid var(--fiu-color-focus); outline-offset: 1px; }
`;
