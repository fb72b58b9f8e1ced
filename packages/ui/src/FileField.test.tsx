// @vitest-environment happy-dom
import { act } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { FileField } from './FileField';
import { detectFileType, typesText } from './readFile';
import { click, render } from './test/render';

const PDF = [0x25, 0x50, 0x44, 0x46, 0x2d, 0x31, 0x2e, 0x37];
const GIF = [0x47, 0x49, 0x46, 0x38, 0x39, 0x61, 0, 0];
const file = (bytes: number[], type: string, name: string, pad = 0) => new File([Uint8Array.from([...bytes, ...new Array(pad).fill(0)])], name, { type });

async function choose(container: HTMLElement, f: File) {
  const input = container.querySelector<HTMLInputElement>('input[type="file"]')!;
  Object.defineProperty(input, 'files', { value: [f], configurable: true });
  await act(async () => {
    input.dispatchEvent(new Event('change', { bubbles: true }));
    await new Promise((r) => setTimeout(r, 20));
  });
}

describe('FileField', () => {
  it('says which types and sizes it takes, and offers them to the browser picker', () => {
    const { container } = render(<FileField label="File" file={null} types={['application/pdf', 'image/png', 'image/jpeg']} maxBytes={10 * 1024 * 1024} onChoose={() => {}} />);
    expect(container.querySelector('.fiu-field__hint')?.textContent).toBe('PDF, PNG or JPEG, up to 10 MB');
    expect(container.querySelector('input[type="file"]')?.getAttribute('accept')).toBe('application/pdf,image/png,image/jpeg');
    expect(container.querySelector('button')?.textContent).toBe('Choose file');
    expect(container.textContent).toContain('No file chosen');
  });

  it('refuses a file of another type or too large when it is chosen, with a message naming it; takes a good one', async () => {
    const onChoose = vi.fn();
    const { container } = render(<FileField label="File" file={null} types={['application/pdf']} maxBytes={100} onChoose={onChoose} />);
    await choose(container, file(GIF, 'application/pdf', 'cat.pdf'));
    expect(container.querySelector('[role="alert"]')?.textContent).toBe('cat.pdf is not a PDF file. Choose a PDF file.');
    await choose(container, file(PDF, 'application/pdf', 'big.pdf', 200));
    expect(container.querySelector('[role="alert"]')?.textContent).toBe('big.pdf is larger than 100 bytes. Choose a smaller file.');
    expect(onChoose).not.toHaveBeenCalled();
    await choose(container, file(PDF, 'application/pdf', 'Passport scan.pdf'));
    expect(onChoose).toHaveBeenCalledTimes(1);
    expect(onChoose.mock.calls[0]![0]).toMatch(/^data:application\/pdf;base64,/);
    expect(container.querySelector('[role="alert"]')).toBeNull();
  });

  it('shows the file by its own name and size, with an Open link; read-only, no Choose button', () => {
    const onOpen = vi.fn();
    const { container } = render(
      <FileField label="File" file={{ name: 'Passport scan.pdf', size: 250_000 }} types={['application/pdf']} maxBytes={1e7} onChoose={() => {}} onOpen={onOpen} readOnly />,
    );
    expect(container.querySelector('.fiu-file__name')?.textContent).toBe('Passport scan.pdf · 244 KB');
    click(container.querySelector('button[aria-label="Open Passport scan.pdf"]'));
    expect(onOpen).toHaveBeenCalledTimes(1);
    expect(container.querySelector('input[type="file"]')).toBeNull();
  });

  it('knows PDF, PNG and JPEG by their first bytes', () => {
    expect(detectFileType(Uint8Array.from(PDF))).toBe('application/pdf');
    expect(detectFileType(Uint8Array.from(GIF))).toBeNull();
    expect(typesText(['image/png'])).toBe('PNG');
  });
});
