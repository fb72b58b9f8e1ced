// @vitest-environment happy-dom
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PortalTargetContext } from './PortalTargetContext';
import { TOAST_DURATION_MS, ToastProvider, useToast, type ToastApi } from './ToastProvider';
import { click, render } from './test/render';

let api!: ToastApi;
function Grab() {
  api = useToast();
  return null;
}

describe('ToastProvider / useToast', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows a toast in a polite live region and removes it after 3000 ms', () => {
    render(
      <ToastProvider>
        <Grab />
      </ToastProvider>,
    );
    const region = document.querySelector('[role="status"][aria-live="polite"]')!;
    expect(region).not.toBeNull();
    act(() => {
      api.success('Feedback saved');
    });
    expect(region.textContent).toContain('Feedback saved');
    expect(region.querySelector('.fiu-toast--success')).not.toBeNull();

    act(() => vi.advanceTimersByTime(TOAST_DURATION_MS - 1));
    expect(region.textContent).toContain('Feedback saved');
    act(() => vi.advanceTimersByTime(1));
    expect(region.textContent).not.toContain('Feedback saved');
    expect(TOAST_DURATION_MS).toBe(3000);
  });

  it('each toast keeps its own 3000 ms; variants get their class', () => {
    render(
      <ToastProvider>
        <Grab />
      </ToastProvider>,
    );
    act(() => {
      api.error('Something went wrong!!');
    });
    act(() => vi.advanceTimersByTime(2000));
    act(() => {
      api.warning('Second');
    });
    const region = document.querySelector('.fiu-toasts')!;
    expect(region.querySelector('.fiu-toast--error')).not.toBeNull();
    expect(region.querySelector('.fiu-toast--warning')).not.toBeNull();
    act(() => vi.advanceTimersByTime(1000));
    expect(region.textContent).not.toContain('Something went wrong!!');
    expect(region.textContent).toContain('Second');
    act(() => vi.advanceTimersByTime(2000));
    expect(region.querySelectorAll('.fiu-toast')).toHaveLength(0);
  });

  it('the dismiss button removes it at once', () => {
    render(
      <ToastProvider>
        <Grab />
      </ToastProvider>,
    );
    act(() => {
      api.info('Hello');
    });
    click(document.querySelector('.fiu-toast button[aria-label="Dismiss"]'));
    expect(document.querySelector('.fiu-toast')).toBeNull();
  });

  it('renders into the portal target', () => {
    const host = document.createElement('div');
    document.body.append(host);
    const shadow = host.attachShadow({ mode: 'open' });
    const mount = document.createElement('div');
    const portal = document.createElement('div');
    shadow.append(mount, portal);
    render(
      <PortalTargetContext.Provider value={portal}>
        <ToastProvider>
          <Grab />
        </ToastProvider>
      </PortalTargetContext.Provider>,
      mount,
    );
    act(() => {
      api.show('Saved', { variant: 'success' });
    });
    expect(portal.textContent).toContain('Saved');
    expect(document.body.querySelector('.fiu-toasts')).toBeNull();
  });

  it('useToast outside a provider says so', () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<Grab />)).toThrow(/ToastProvider/);
    spy.mockRestore();
  });
});
