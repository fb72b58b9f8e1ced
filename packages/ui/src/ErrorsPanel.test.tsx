// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { ErrorsPanel, formatFieldErrors } from './ErrorsPanel';
import { render } from './test/render';

describe('ErrorsPanel', () => {
  it("is an alert headed 'Errors' with the server's text and one 'field: message' line per message", () => {
    const { container } = render(
      <ErrorsPanel
        error="Validation failed"
        fieldErrors={{ first_name: ['This field is required.'], phones: ['Invalid phone', 'Too short'] }}
      />,
    );
    const panel = container.querySelector('[role="alert"]')!;
    expect(panel.querySelector('h2')!.textContent).toBe('Errors');
    expect(panel.querySelector('.fiu-errors__message')!.textContent).toBe('Validation failed');
    expect([...panel.querySelectorAll('li')].map((li) => li.textContent)).toEqual([
      'first_name: This field is required.',
      'phones: Invalid phone',
      'phones: Too short',
    ]);
  });

  it('renders nothing when there is nothing to say', () => {
    const { container } = render(
      <>
        <ErrorsPanel />
        <ErrorsPanel error="" fieldErrors={{}} />
        <ErrorsPanel error={null} fieldErrors={{ a: [] }} />
      </>,
    );
    expect(container.innerHTML).toBe('');
  });

  it('shows field errors alone, using display labels when given', () => {
    const { container } = render(<ErrorsPanel fieldErrors={{ bvn: 'Invalid BVN' }} fieldLabels={{ bvn: 'BVN' }} />);
    expect(container.querySelector('.fiu-errors__message')).toBeNull();
    expect(container.querySelector('li')!.textContent).toBe('BVN: Invalid BVN');
  });

  it('formatFieldErrors gives messages without a field name for non-field keys', () => {
    expect(formatFieldErrors({ non_field_errors: ['Duplicate subject'], '': ['Oops'], 'accounts.0.number': ['Bad'] })).toEqual([
      'Duplicate subject',
      'Oops',
      'accounts.0.number: Bad',
    ]);
  });
});
