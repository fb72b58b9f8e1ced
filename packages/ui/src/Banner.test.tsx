// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import { Banner } from './Banner';
import { click, render } from './test/render';

describe('Banner', () => {
  it('shows title and text with its variant, and a dismiss button when dismissable', () => {
    const onDismiss = vi.fn();
    const { container } = render(
      <Banner variant="warning" title="Read only" onDismiss={onDismiss}>
        This subject is locked by another analyst.
      </Banner>,
    );
    const banner = container.querySelector('.fiu-banner')!;
    expect(banner.className).toContain('fiu-banner--warning');
    expect(banner.textContent).toContain('Read only');
    expect(banner.textContent).toContain('This subject is locked by another analyst.');
    click(banner.querySelector('button[aria-label="Dismiss"]'));
    expect(onDismiss).toHaveBeenCalledTimes(1);
  });

  it('has no live role and no dismiss button unless asked', () => {
    const { container } = render(<Banner>Info</Banner>);
    expect(container.querySelector('.fiu-banner')!.hasAttribute('role')).toBe(false);
    expect(container.querySelector('button')).toBeNull();
    const { container: c2 } = render(<Banner role="alert">Now</Banner>);
    expect(c2.querySelector('.fiu-banner')!.getAttribute('role')).toBe('alert');
  });
});
