// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { Button } from './Button';
import { EmptyState } from './EmptyState';
import { render } from './test/render';

describe('EmptyState', () => {
  it('says what is missing and what to do', () => {
    const { container } = render(
      <EmptyState title="No subjects yet" action={<Button>Add subject</Button>}>
        Add a subject or change the search.
      </EmptyState>,
    );
    expect(container.querySelector('.fiu-empty__title')!.textContent).toBe('No subjects yet');
    expect(container.querySelector('.fiu-empty__body')!.textContent).toBe('Add a subject or change the search.');
    expect(container.querySelector('button')!.textContent).toBe('Add subject');
  });
});
