// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { VisuallyHidden } from './VisuallyHidden';
import { render } from './test/render';

describe('VisuallyHidden', () => {
  it('keeps its text in the DOM under the hiding class', () => {
    const { container } = render(<VisuallyHidden id="x">Opens in a new tab</VisuallyHidden>);
    const span = container.querySelector('#x')!;
    expect(span.className).toBe('fiu-visually-hidden');
    expect(span.textContent).toBe('Opens in a new tab');
  });
});
