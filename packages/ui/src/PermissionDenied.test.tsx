// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { PermissionDenied } from './PermissionDenied';
import { render } from './test/render';

describe('PermissionDenied', () => {
  it("has the heading 'Permission Denied' and a line that explains", () => {
    const { container } = render(<PermissionDenied />);
    expect(container.querySelector('h1')!.textContent).toBe('Permission Denied');
    expect(container.querySelector('p')!.textContent!.length).toBeGreaterThan(10);
  });

  it('can be an h2 with a custom message', () => {
    const { container } = render(<PermissionDenied headingLevel={2} message="Ask an administrator." />);
    expect(container.querySelector('h1')).toBeNull();
    expect(container.querySelector('h2')!.textContent).toBe('Permission Denied');
    expect(container.querySelector('p')!.textContent).toBe('Ask an administrator.');
  });
});
