import type { ReactElement } from 'react';
import { Button } from '../../Button';
import { Checkbox } from '../../Checkbox';
import type { GridBand, GridColumn, GridFilterNode } from '../query';
import { filterSentence } from './sentence';

export interface FilterBarProps {
  filter: GridFilterNode;
  columns: readonly GridColumn[];
  bands: readonly GridBand[];
  enabled: boolean;
  onEnabledChange(enabled: boolean): void;
  onClear(): void;
  onEdit(): void;
}

/** The filter panel under the grid's toolbar: the active filter as a sentence, a tick to apply it, Clear and Edit. */
export function FilterBar({ filter, columns, bands, enabled, onEnabledChange, onClear, onEdit }: FilterBarProps): ReactElement {
  return (
    <div className="fiu-dgrid__filterbar" role="region" aria-label="Filter">
      <Checkbox
        className="fiu-dgrid__filter-sentence"
        label={filterSentence(filter, columns, bands)}
        checked={enabled}
        title={enabled ? 'Untick to show every row' : 'Tick to apply the filter'}
        onChange={(e) => onEnabledChange(e.currentTarget.checked)}
      />
      <div className="fiu-dgrid__filterbar-actions">
        <Button size="sm" onClick={onEdit}>
          Edit
        </Button>
        <Button size="sm" variant="ghost" onClick={onClear}>
          Clear
        </Button>
      </div>
    </div>
  );
}
