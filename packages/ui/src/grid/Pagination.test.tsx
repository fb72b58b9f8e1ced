// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import { Pagination, formatRange } from './Pagination';
import { click, render } from '../test/render';

const prev = (c: HTMLElement) => c.querySelector<HTMLButtonElement>('button[aria-label="Previous page"]')!;
const next = (c: HTMLElement) => c.querySelector<HTMLButtonElement>('button[aria-label="Next page"]')!;

describe('Pagination', () => {
  it("shows 'from-to of total' and moves by a page", () => {
    const onChange = vi.fn();
    const { container } = render(<Pagination offset={20} pageSize={20} total={95} onChange={onChange} />);
    expect(container.querySelector('.fiu-pagination__range')!.textContent).toBe('21-40 of 95');
    click(prev(container));
    click(next(container));
    expect(onChange.mock.calls).toEqual([[0], [40]]);
  });

  it('disables Previous on the first page and Next on the last', () => {
    const { container, rerender } = render(<Pagination offset={0} pageSize={20} total={95} onChange={() => {}} />);
    expect(container.textContent).toContain('1-20 of 95');
    expect(prev(container).disabled).toBe(true);
    expect(next(container).disabled).toBe(false);
    rerender(<Pagination offset={80} pageSize={20} total={95} onChange={() => {}} />);
    expect(container.textContent).toContain('81-95 of 95');
    expect(prev(container).disabled).toBe(false);
    expect(next(container).disabled).toBe(true);
  });

  it('an empty list disables both', () => {
    const { container } = render(<Pagination offset={0} pageSize={20} total={0} onChange={() => {}} />);
    expect(container.textContent).toContain('0-0 of 0');
    expect(prev(container).disabled).toBe(true);
    expect(next(container).disabled).toBe(true);
  });

  it('uses the range text passed in, and `disabled` stops both buttons', () => {
    const { container } = render(<Pagination offset={20} pageSize={20} total={95} rangeText="page 2" disabled onChange={() => {}} />);
    expect(container.querySelector('.fiu-pagination__range')!.textContent).toBe('page 2');
    expect(prev(container).disabled).toBe(true);
    expect(next(container).disabled).toBe(true);
  });

  it('is a navigation landmark', () => {
    const { container } = render(<Pagination offset={0} pageSize={300} total={5} onChange={() => {}} />);
    expect(container.querySelector('nav')!.getAttribute('aria-label')).toBe('Pagination');
    expect(container.textContent).toContain('1-5 of 5');
  });

  it('formatRange', () => {
    expect(formatRange(0, 20, 95)).toBe('1-20 of 95');
    expect(formatRange(20, 20, 95)).toBe('21-40 of 95');
    expect(formatRange(80, 20, 95)).toBe('81-95 of 95');
    expect(formatRange(0, 20, 0)).toBe('0-0 of 0');
  });
});
