// @vitest-environment happy-dom
import { act, type ReactElement } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@fiu/core/api/http';
import { render } from '@fiu/ui/test/render';
import { problems, required } from './checks';
import { useSubmit, type SendOptions } from './useSubmit';

/** A one-field form on the shared submit block; `call` is what it sends. */
function Form({ call, options }: { call: () => Promise<unknown>; options?: SendOptions }): ReactElement {
  const { formRef, errors, alert, busy, onSubmit, send } = useSubmit();
  const [value] = [document.body.dataset.value ?? ''];
  return (
    <form ref={formRef} onSubmit={onSubmit(async () => void (await send(problems({ name: required(value, 'Name?') }), call, options)))}>
      <input name="name" aria-invalid={errors.name ? true : undefined} />
      <p data-error>{errors.name?.[0] ?? errors.email?.[0]}</p>
      <p data-alert>{alert}</p>
      <button type="submit" aria-busy={busy}>
        Send
      </button>
    </form>
  );
}

const submit = (form: HTMLFormElement) => form.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
const flush = () => act(async () => new Promise((r) => setTimeout(r, 0)));

describe('useSubmit: the submit block of the public screens', () => {
  it('sends nothing with a problem: the message under the field and focus on it', async () => {
    document.body.dataset.value = '';
    const call = vi.fn(async () => 'ok');
    const { container } = render(<Form call={call} />);
    const form = container.querySelector('form')!;
    act(() => void submit(form));
    await flush();
    expect(call).not.toHaveBeenCalled();
    expect(container.querySelector('[data-error]')!.textContent).toBe('Name?');
    expect(document.activeElement).toBe(container.querySelector('input'));
  });

  it('is locked while sending: a second submit before the answer sends nothing', async () => {
    document.body.dataset.value = 'x';
    let answer!: (v: string) => void;
    const call = vi.fn(() => new Promise<string>((r) => (answer = r)));
    const { container } = render(<Form call={call} />);
    const form = container.querySelector('form')!;
    act(() => {
      submit(form);
      submit(form); // the same tick: before the busy state has rendered
    });
    await flush();
    act(() => void submit(form));
    expect(call).toHaveBeenCalledTimes(1);
    expect(container.querySelector('button')!.getAttribute('aria-busy')).toBe('true');
    await act(async () => answer('ok'));
    expect(container.querySelector('button')!.getAttribute('aria-busy')).toBe('false');
    act(() => void submit(form));
    await flush();
    expect(call).toHaveBeenCalledTimes(2);
  });

  it("shows the server's text on failure, its field messages when asked, and unlocks", async () => {
    document.body.dataset.value = 'x';
    const call = vi.fn(async () => {
      throw new ApiError(400, 'Check the form.', null, { email: ['Taken.'] });
    });
    const { container } = render(<Form call={call} options={{ fieldErrors: true }} />);
    act(() => void submit(container.querySelector('form')!));
    await flush();
    expect(container.querySelector('[data-alert]')!.textContent).toBe('Check the form.');
    expect(container.querySelector('[data-error]')!.textContent).toBe('Taken.');
    expect(container.querySelector('button')!.getAttribute('aria-busy')).toBe('false');
  });

  it('stays locked after a success when the screen is leaving', async () => {
    document.body.dataset.value = 'x';
    const call = vi.fn(async () => 'ok');
    const { container } = render(<Form call={call} options={{ stayLocked: true }} />);
    const form = container.querySelector('form')!;
    act(() => void submit(form));
    await flush();
    act(() => void submit(form));
    await flush();
    expect(call).toHaveBeenCalledTimes(1);
  });
});
