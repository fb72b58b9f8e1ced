/**
 * Place pickers of the record forms: a state with its LGA (choosing a state refills the LGA choices and clears
 * an LGA of the old state), a country, and an address (Nigerian state and LGA from the lists; elsewhere as text).
 * The lists load on demand (useReferenceLists); meanwhile each select shows the saved value and 'Loading…'.
 */
import type { ReactElement } from 'react';
import { DEFAULT_COUNTRY } from '@fiu/core/refdata/defaults';
import { Select } from '@fiu/ui/Select';
import { TextField } from '@fiu/ui/TextField';
import type { Binder } from './bind';
import { listSelectProps, useReferenceLists } from './useReferenceLists';

export function StateAndLga({ b, state = 'state', lga = 'lga', stateLabel = 'State', lgaLabel = 'LGA' }: {
  b: Binder;
  state?: string;
  lga?: string;
  stateLabel?: string;
  lgaLabel?: string;
}): ReactElement {
  const refs = useReferenceLists();
  const { lists } = refs;
  const s = b.select(state, lists?.states ?? []);
  const hasState = Boolean(b.get(state));
  const l = b.select(lga, lists?.lgas(b.get(state)) ?? []);
  return (
    <>
      <Select
        label={stateLabel}
        {...listSelectProps(refs, 'Select a state')}
        {...s}
        onChange={(e) => {
          const next = e.currentTarget.value || null;
          s.onChange(e);
          if (lists && !lists.lgaInState(next, b.get(lga))) b.set(lga, null);
        }}
      />
      <Select
        label={lgaLabel}
        {...listSelectProps(refs, 'Select an LGA')}
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
  const refs = useReferenceLists();
  return <Select label={label} {...listSelectProps(refs, 'Select a country')} {...b.select(name, refs.lists?.countries ?? [])} />;
}

/** One address (core-records §3.1, §3.3): country, state, LGA, town, street. */
export function AddressFields({ b }: { b: Binder }): ReactElement {
  const country = b.get('country');
  const nigeria = !country || country === DEFAULT_COUNTRY;
  return (
    <>
      <Country b={b} name="country" label="Country" />
      {nigeria ? (
        <StateAndLga b={b} />
      ) : (
        <>
          <TextField label="State" {...b.text('state')} />
          <TextField label="LGA" {...b.text('lga')} />
        </>
      )}
      <TextField label="Town" {...b.text('town')} />
      <TextField className="fiu-form-grid__span2" label="Street" {...b.text('streetname')} />
    </>
  );
}
