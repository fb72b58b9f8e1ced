// @vitest-environment happy-dom
import { StrictMode, act, useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Button } from './Button';
import { Dialog } from './Dialog';
import { PortalTargetContext } from './PortalTargetContext';
import { click, deepActiveElement, getByText, press, render } from './test/render';

function Harness({ onClose = () => {} }: { onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Open</Button>
      <Dialog
        open={open}
        title="Edit group"
        description="Change the group's name."
        onClose={() => {
          onClose();
          setOpen(false);
        }}
        footer={<Button onClick={() => setOpen(false)}>Done</Button>}
      >
        <input aria-label="Name" />
      </Dialog>
    </>
  );
}

describe('Dialog', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('renders nothing while closed', () => {
    render(<Dialog open={false} title="T" onClose={() => {}} />);
    expect(document.querySelector('dialog')).toBeNull();
  });

  it('opens modal, labelled by its title and described by its description, focus inside', () => {
    const { container } = render(<Harness />);
    click(getByText(container, 'Open', 'button'));
    const dialog = document.querySelector('dialog')!;
    expect(dialog.open).toBe(true);
    const title = document.getElementById(dialog.getAttribute('aria-labelledby')!)!;
    expect(title.textContent).toBe('Edit group');
    expect(document.getElementById(dialog.getAttribute('aria-describedby')!)!.textContent).toBe("Change the group's name.");
    expect(deepActiveElement()).toBe(dialog.querySelector('input'));
  });

  it('Escape closes it and focus returns to the opener', () => {
    const onClose = vi.fn();
    const { container } = render(<Harness onClose={onClose} />);
    const opener = getByText(container, 'Open', 'button');
    opener.focus();
    click(opener);
    expect(document.querySelector('dialog')).not.toBeNull();
    press('Escape');
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(document.querySelector('dialog')).toBeNull();
    expect(deepActiveElement()).toBe(opener);
  });

  it('the close button closes it', () => {
    const onClose = vi.fn();
    const { container } = render(<Harness onClose={onClose} />);
    click(getByText(container, 'Open', 'button'));
    click(document.querySelector('dialog button[aria-label="Close"]'));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(document.querySelector('dialog')).toBeNull();
  });

  it('portals into the target inside a shadow root and returns focus there', () => {
    const host = document.createElement('div');
    document.body.append(host);
    const shadow = host.attachShadow({ mode: 'open' });
    const mount = document.createElement('div');
    const portal = document.createElement('div');
    shadow.append(mount, portal);
    render(
      <PortalTargetContext.Provider value={portal}>
        <Harness />
      </PortalTargetContext.Provider>,
      mount,
    );
    const opener = shadow.querySelector('button')!;
    opener.focus();
    click(opener);
    expect(document.querySelector('dialog')).toBeNull();
    const dialog = portal.querySelector('dialog')!;
    expect(dialog).not.toBeNull();
    press('Escape', dialog.querySelector('input'));
    expect(portal.querySelector('dialog')).toBeNull();
    expect(deepActiveElement()).toBe(opener);
  });

  it('Escape in a nested dialog closes only the inner one', () => {
    const outer = vi.fn();
    const inner = vi.fn();
    render(
      <Dialog open title="Outer" onClose={outer}>
        <Dialog open title="Inner" onClose={inner}>
          <input aria-label="x" />
        </Dialog>
      </Dialog>,
    );
    const innerDialog = [...document.querySelectorAll('dialog')].find((d) => d.textContent?.includes('Inner') && !d.textContent.includes('Outer'))!;
    press('Escape', innerDialog.querySelector('input'));
    expect(inner).toHaveBeenCalledTimes(1);
    expect(outer).not.toHaveBeenCalled();
  });

  it('opened on first render under StrictMode, it stays open (the queued close event of the re-run is ignored)', async () => {
    // Browsers queue the 'close' event (HTML: "queue an element task"); happy-dom fires it at once. Do as browsers do.
    vi.spyOn(HTMLDialogElement.prototype, 'close').mockImplementation(function (this: HTMLDialogElement) {
      this.removeAttribute('open');
      setTimeout(() => this.dispatchEvent(new Event('close')), 0);
    });
    const onClose = vi.fn();
    render(
      <StrictMode>
        <Dialog open title="Hi" onClose={onClose} />
      </StrictMode>,
    );
    await act(async () => {
      await new Promise((r) => setTimeout(r, 20));
    });
    expect(onClose).not.toHaveBeenCalled();
    expect(document.querySelector('dialog')!.open).toBe(true);
  });

  it('a native close (e.g. <form method="dialog">) tells the parent', async () => {
    const onClose = vi.fn();
    render(<Dialog open title="Hi" onClose={onClose} />);
    await act(async () => {
      document.querySelector('dialog')!.close();
      await new Promise((r) => setTimeout(r, 20));
    });
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
