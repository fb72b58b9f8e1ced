// @vitest-environment happy-dom
import { createRef, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { TextField } from './TextField';
import { render, type } from './test/render';

describe('TextField', () => {
  it('labels the input and links the error through aria-describedby', () => {
    const { container } = render(<TextField label="Username" error="Please provide your username" required />);
    const input = container.querySelector('input')!;
    const label = container.querySelector('label')!;
    expect(label.htmlFor).toBe(input.id);
    expect(label.textContent).toBe('Username*');
    expect(input.getAttribute('aria-required')).toBe('true');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    const describedBy = input.getAttribute('aria-describedby')!.split(' ');
    const texts = describedBy.map((id) => container.querySelector(`[id="${id}"]`)?.textContent);
    expect(texts).toContain('Please provide your username');
  });

  it('without an error it is not invalid, and the hint describes it', () => {
    const { container } = render(<TextField label="Email" type="email" hint="We send the key here" />);
    const input = container.querySelector('input')!;
    expect(input.type).toBe('email');
    expect(input.hasAttribute('aria-invalid')).toBe(false);
    const id = input.getAttribute('aria-describedby')!;
    expect(container.querySelector(`[id="${id}"]`)!.textContent).toBe('We send the key here');
    expect(container.querySelector('.fiu-field__error')).toBeNull();
  });

  it('keeps a describedby passed in and adds hint and error after it', () => {
    const { container } = render(<TextField label="A" aria-describedby="outside" hint="h" error="e" />);
    const ids = container.querySelector('input')!.getAttribute('aria-describedby')!.split(' ');
    expect(ids[0]).toBe('outside');
    expect(ids).toHaveLength(3);
  });

  it('forwards its ref to the input and passes autoComplete through', () => {
    const ref = createRef<HTMLInputElement | HTMLTextAreaElement>();
    const { container } = render(<TextField ref={ref} label="Password" type="password" autoComplete="current-password" />);
    const input = container.querySelector('input')!;
    expect(ref.current).toBe(input);
    expect(input.type).toBe('password');
    expect(input.getAttribute('autocomplete')).toBe('current-password');
  });

  it('renders a textarea with rows when multiline', () => {
    const ref = createRef<HTMLInputElement | HTMLTextAreaElement>();
    const { container } = render(<TextField ref={ref} label="Notes" multiline rows={5} />);
    const area = container.querySelector('textarea')!;
    expect(area.getAttribute('rows')).toBe('5');
    expect(ref.current).toBe(area);
  });

  it('works as a controlled input', () => {
    function Controlled() {
      const [v, setV] = useState('');
      return (
        <>
          <TextField label="Name" value={v} onChange={(e) => setV(e.target.value)} />
          <output>{v}</output>
        </>
      );
    }
    const { container } = render(<Controlled />);
    type(container.querySelector('input'), 'Ada');
    expect(container.querySelector('output')!.textContent).toBe('Ada');
  });

  it('gives two fields different ids', () => {
    const { container } = render(
      <>
        <TextField label="A" />
        <TextField label="B" />
      </>,
    );
    const [a, b] = container.querySelectorAll('input');
    expect(a!.id).not.toBe(b!.id);
  });
});
