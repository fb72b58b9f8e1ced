/**
 * The national place lists (36 states and the FCT with 774 LGAs, the countries) load on demand on the import
 * screens: the pickers are shared/forms/Places, fetched as their own chunk once the screen shows, so the lists
 * are not part of the screen's first load. Until they arrive, the fields show as disabled selects.
 */
import type { ComponentProps, ReactElement } from 'react';
import { Select } from '@fiu/ui/Select';
import { lazyPart } from '../forms/lazyPart';

import type * as Places from '../forms/Places';

const places = () => import('../forms/Places');
export const StateAndLga = lazyPart<ComponentProps<typeof Places.StateAndLga>>(() => places().then((m) => ({ default: m.StateAndLga })));
export const Country = lazyPart<ComponentProps<typeof Places.Country>>(() => places().then((m) => ({ default: m.Country })));

/** What shows while the lists load. */
export function PlaceLoading({ labels }: { labels: string[] }): ReactElement {
  return (
    <>
      {labels.map((label) => (
        <Select key={label} label={label} options={[]} placeholder="Loading…" disabled />
      ))}
    </>
  );
}
