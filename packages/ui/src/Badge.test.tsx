// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { Badge } from './Badge';
import { render } from './test/render';

describe('Badge', () => {
  it('shows its text with the tone class', () => {
    const { container } = render(<Badge tone="warning">Pending</Badge>);
    const badge = container.querySelector('.fiu-badge')!;
    expect(badge.textContent).toBe('Pending');
    expect(badge.classList.contains('fiu-badge--warning')).toBe(true);
  });
});
