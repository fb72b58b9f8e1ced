// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { Spinner } from './Spinner';
import { render } from './test/render';

describe('Spinner', () => {
  it('is a status with a label read by screen readers but not shown', () => {
    const { container } = render(<Spinner label="Loading subjects" />);
    const status = container.querySelector('[role="status"]')!;
    expect(status.textContent).toBe('Loading subjects');
    expect(status.querySelector('.fiu-visually-hidden')!.textContent).toBe('Loading subjects');
    expect(status.querySelector('.fiu-spinner__circle')!.getAttribute('aria-hidden')).toBe('true');
  });

  it("defaults to 'Loading' and can show its label", () => {
    const { container } = render(<Spinner showLabel />);
    expect(container.querySelector('.fiu-visually-hidden')).toBeNull();
    expect(container.textContent).toBe('Loading');
  });
});
