// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { FormActions } from './FormActions';
import { render } from './test/render';

describe('FormActions', () => {
  it('aligns its buttons', () => {
    const { container } = render(<FormActions align="end">x</FormActions>);
    expect(container.firstElementChild!.className).toBe('fiu-form-actions fiu-form-actions--end');
  });
});
