// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { PortalTargetContext, usePortalTarget } from './PortalTargetContext';
import { render } from './test/render';

describe('usePortalTarget', () => {
  it('is document.body without a provider and the provided element with one', () => {
    const seen: Array<HTMLElement | null> = [];
    function Probe() {
      seen.push(usePortalTarget());
      return null;
    }
    const target = document.createElement('div');
    render(
      <>
        <Probe />
        <PortalTargetContext.Provider value={target}>
          <Probe />
        </PortalTargetContext.Provider>
      </>,
    );
    expect(seen).toEqual([document.body, target]);
  });
});
