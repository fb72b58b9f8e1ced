// @vitest-environment happy-dom
/** The generated typings, checked by the type checker (tsc) and run as a plain test. */
import { describe, expectTypeOf, it } from 'vitest';
import type { JSX } from 'react';
import type { Organisation } from '@fiu/core';
import type { FiuAuthorizeElement, FiuLoginElement } from './elements';

describe('generated element typings', () => {
  it('map tags to element types with typed properties and events', () => {
    expectTypeOf<HTMLElementTagNameMap['fiu-login']>().toEqualTypeOf<FiuLoginElement>();
    expectTypeOf<FiuAuthorizeElement['presetOrganisation']>().toEqualTypeOf<Organisation | undefined>();
    expectTypeOf<FiuAuthorizeElement['presetDomain']>().toEqualTypeOf<string | undefined>();
    const el = document.createElement('fiu-login');
    expectTypeOf(el).toEqualTypeOf<FiuLoginElement>();
    el.addEventListener('fiu-navigate', (e) => {
      expectTypeOf(e.detail.path).toBeString();
    });
  });

  it('give React JSX props for the tags', () => {
    expectTypeOf<JSX.IntrinsicElements['fiu-authorize']>().toHaveProperty('preset-domain');
    expectTypeOf<JSX.IntrinsicElements['fiu-authorize']>().toHaveProperty('presetOrganisation');
    expectTypeOf<JSX.IntrinsicElements['fiu-login']>().toHaveProperty('api-base');
  });
});
