// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { IconButton } from './IconButton';
import { render } from './test/render';

describe('IconButton', () => {
  it('is named by its label for screen readers and shows it as a tooltip', () => {
    const { container } = render(
      <IconButton label="Close">
        <svg />
      </IconButton>,
    );
    const button = container.querySelector('button')!;
    expect(button.getAttribute('aria-label')).toBe('Close');
    expect(button.title).toBe('Close');
    expect(button.className).toContain('fiu-btn--icon');
  });
});
