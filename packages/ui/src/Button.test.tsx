// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import { Button } from './Button';
import { click, render } from './test/render';

describe('Button', () => {
  it('is a plain button by default, so it never submits a form by accident', () => {
    const onSubmit = vi.fn((e: Event) => e.preventDefault());
    const { container } = render(
      <form onSubmit={(e) => onSubmit(e.nativeEvent)}>
        <Button>Cancel</Button>
      </form>,
    );
    const button = container.querySelector('button')!;
    expect(button.type).toBe('button');
    click(button);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('calls onClick and carries its variant class', () => {
    const onClick = vi.fn();
    const { container } = render(
      <Button variant="primary" onClick={onClick}>
        Save
      </Button>,
    );
    const button = container.querySelector('button')!;
    expect(button.className).toContain('fiu-btn--primary');
    click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('while busy: disabled, marked aria-busy, shows a spinner and ignores clicks', () => {
    const onClick = vi.fn();
    const { container, rerender } = render(
      <Button variant="primary" busy onClick={onClick}>
        Save
      </Button>,
    );
    const button = container.querySelector('button')!;
    expect(button.disabled).toBe(true);
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect(button.querySelector('.fiu-btn__spinner')).not.toBeNull();
    expect(button.textContent).toBe('Save');
    click(button);
    expect(onClick).not.toHaveBeenCalled();

    rerender(
      <Button variant="primary" onClick={onClick}>
        Save
      </Button>,
    );
    expect(button.disabled).toBe(false);
    expect(button.querySelector('.fiu-btn__spinner')).toBeNull();
    click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('submits when type="submit"', () => {
    const onSubmit = vi.fn();
    const { container } = render(
      <form
        onSubmit={(e) => {
          e.preventDefault();
          onSubmit();
        }}
      >
        <Button type="submit">Send</Button>
      </form>,
    );
    click(container.querySelector('button'));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });
});
