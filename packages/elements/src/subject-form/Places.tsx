/**
 * Pickers shared by the tabs: a state with its LGA (choosing a state refills the LGA choices and clears an
 * LGA of the old state), and a country.
 */
import type { ReactElement } from 'react';
import { Select } from '@fiu/ui/Select';
import type { Binder } from '../shared/forms/bind';
import { countryOptions, lgaInState, lgaOptions, stateOptions } from './options';

export function StateAndLga({ b, state, lga, stateLabel = 'State', lgaLabel = 'LGA' }: {
  b: Binder;
  state: string;
  lga: string;
  stateLabel?: string;
  lgaLabel?: string;
}): ReactElement {
  const s = b.select(state, stateOptions);
  const hasState = Boolean(b.get(state));
  const l = b.select(lga, lgaOptions(b.get(state)));
  return (
    <>
      <Select
        label={stateLabel}
        placeholder="Select a state"
        {...s}
        onChange={(e) => {
          const next = e.currentTarget.value || null;
          s.onChange(e);
          if (!lgaInState(next, b.get(lga))) b.set(lga, null);
        }}
      />
      <Select
        label={lgaLabel}
        placeholder="Select an LGA"
        {...l}
        onChange={(e) => {
          const v = e.currentTarget.value;
          const cut = v.indexOf('/');
          if (hasState || cut < 0) return l.onChange(e);
          b.set(state, v.slice(0, cut));
          b.set(lga, v.slice(cut + 1));
        }}
      />
    </>
  );
}

export function Country({ b, name, label }: { b: Binder; name: string; label: string }): ReactElement {
  return <Select label={label} placeholder="Select a country" {...b.select(name, countryOptions)} />;
}
