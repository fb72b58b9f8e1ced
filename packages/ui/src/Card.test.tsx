// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { Card } from './Card';
import { render } from './test/render';

describe('Card', () => {
  it('has a titled header, a body and a footer', () => {
    const { container } = render(
      <Card title="Accounts" actions={<button>Add</button>} footer={<button>Save</button>} headingLevel={3} aria-label="x">
        body
      </Card>,
    );
    const card = container.querySelector('section.fiu-card')!;
    expect(card.querySelector('h3')!.textContent).toBe('Accounts');
    expect(card.querySelector('.fiu-card__actions')!.textContent).toBe('Add');
    expect(card.querySelector('.fiu-card__body')!.textContent).toBe('body');
    expect(card.querySelector('.fiu-card__footer')!.textContent).toBe('Save');
    expect(card.getAttribute('aria-label')).toBe('x');
  });

  it('without title or actions has no header; flush drops the body padding', () => {
    const { container } = render(<Card flush>rows</Card>);
    expect(container.querySelector('.fiu-card__header')).toBeNull();
    expect(container.querySelector('.fiu-card__body')).toBeNull();
    expect(container.textContent).toBe('rows');
  });
});
