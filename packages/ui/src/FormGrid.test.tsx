// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { FormGrid } from './FormGrid';
import { render } from './test/render';

describe('FormGrid', () => {
  it('sets its column count through --fiu-form-columns', () => {
    const { container } = render(<FormGrid columns={3}>x</FormGrid>);
    const grid = container.querySelector<HTMLElement>('.fiu-form-grid')!;
    expect(grid.style.getPropertyValue('--fiu-form-columns')).toBe('3');
  });
});
