// @vitest-environment happy-dom
import { act, createElement, useState, type ReactElement } from 'react';
import { createRoot } from 'react-dom/client';
import { describe, expect, it, vi } from 'vitest';
import { binder } from './bind';
import { Country, StateAndLga } from './Places';
import { loadReferenceLists } from './useReferenceLists';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

// The lists' chunk arrives when the test says so (a slow connection).
let arrive: () => void = () => {};
const arrived = new Promise<void>((resolve) => (arrive = resolve));
vi.mock('./referenceLists', async (importOriginal) => {
  await arrived;
  return importOriginal();
});

function Form({ initial }: { initial: Record<string, unknown> }): ReactElement {
  const [record, setRecord] = useState(initial);
  const b = binder({ get: (k) => record[k], set: (k, v) => setRecord((r) => ({ ...r, [k]: v })), error: () => undefined, readOnly: false });
  return createElement('div', null, createElement(Country, { b, name: 'nationality', label: 'Nationality' }), createElement(StateAndLga, { b }));
}

const select = (root: HTMLElement, label: string): HTMLSelectElement => {
  const l = [...root.querySelectorAll('label')].find((x) => x.textContent?.replace('*', '').trim() === label);
  return root.querySelector(`#${CSS.escape(l!.htmlFor)}`) as HTMLSelectElement;
};
const texts = (s: HTMLSelectElement) => [...s.options].map((o) => o.textContent);

describe('national reference lists on demand', () => {
  it("shows the saved value and 'Loading…' until the lists arrive, then the full choices with the value chosen", async () => {
    const host = document.createElement('div');
    document.body.append(host);
    const root = createRoot(host);
    await act(async () => root.render(createElement(Form, { initial: { nationality: 'GH', state: 'Lagos', lga: 'Ikeja' } })));

    const country = select(host, 'Nationality');
    expect(country.value).toBe('GH');
    expect(texts(country)).toEqual(['Loading…', 'GH']);
    expect(country.getAttribute('aria-busy')).toBe('true');
    expect(select(host, 'State').value).toBe('Lagos');
    expect(select(host, 'LGA').value).toBe('Ikeja');
    expect(texts(select(host, 'LGA'))).toEqual(['Loading…', 'Ikeja']);

    await act(async () => {
      arrive();
      await loadReferenceLists();
    });
    const loaded = select(host, 'Nationality');
    expect(loaded.value).toBe('GH');
    expect(loaded.selectedOptions[0]?.textContent).toBe('Ghana');
    expect(loaded.options[0]?.textContent).toBe('Select a country');
    expect(loaded.hasAttribute('aria-busy')).toBe(false);
    expect(texts(select(host, 'State'))).toHaveLength(38); // placeholder + 37
    expect(select(host, 'LGA').selectedOptions[0]?.textContent).toBe('Ikeja (Lagos)');
    expect(texts(select(host, 'LGA'))).toHaveLength(21); // placeholder + Lagos's 20

    // A second form gets them at once.
    const other = document.createElement('div');
    document.body.append(other);
    const root2 = createRoot(other);
    await act(async () => root2.render(createElement(Form, { initial: { nationality: 'NG' } })));
    expect(select(other, 'Nationality').selectedOptions[0]?.textContent).toBe('Nigeria');
    act(() => {
      root.unmount();
      root2.unmount();
    });
  });
});
