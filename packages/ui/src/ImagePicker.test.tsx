// @vitest-environment happy-dom
import { act } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ImagePicker, detectImageType, formatBytes, readImageFile } from './ImagePicker';
import { render } from './test/render';

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13];
const JPEG = [0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46];
const GIF = [0x47, 0x49, 0x46, 0x38, 0x39, 0x61, 1, 0];
const file = (bytes: number[], type: string, name = 'photo', pad = 0) =>
  new File([new Uint8Array(bytes), new Uint8Array(pad)], name, { type });

/** Chooses a file in the hidden input, as the browser does after the file dialog, and lets the read finish. */
async function choose(container: HTMLElement, f: File) {
  const input = container.querySelector<HTMLInputElement>('input[type="file"]')!;
  Object.defineProperty(input, 'files', { value: [f], configurable: true });
  await act(async () => {
    input.dispatchEvent(new Event('change', { bubbles: true }));
    for (let i = 0; i < 20 && container.querySelector('[aria-busy="true"]'); i++) await new Promise((r) => setTimeout(r, 5));
    await new Promise((r) => setTimeout(r, 5));
  });
}

describe('detectImageType / readImageFile', () => {
  it('knows PNG and JPEG by their first bytes, and nothing else', () => {
    expect(detectImageType(new Uint8Array(PNG))).toBe('image/png');
    expect(detectImageType(new Uint8Array(JPEG))).toBe('image/jpeg');
    expect(detectImageType(new Uint8Array(GIF))).toBeNull();
    expect(detectImageType(new Uint8Array([0x89, 0x50]))).toBeNull();
    expect(detectImageType(new Uint8Array())).toBeNull();
  });

  it('reads a PNG as a PNG data URL', async () => {
    const r = await readImageFile(file(PNG, 'image/png'), 1024);
    expect(r).toEqual({ ok: true, type: 'image/png', dataUrl: `data:image/png;base64,${btoa(String.fromCharCode(...PNG))}` });
  });

  it('refuses a declared type other than PNG or JPEG, even with image bytes', async () => {
    expect(await readImageFile(file(PNG, 'image/gif'), 1024)).toEqual({ ok: false, reason: 'type' });
    expect(await readImageFile(file(PNG, ''), 1024)).toEqual({ ok: false, reason: 'type' });
  });

  it('refuses a file named as a PNG whose bytes are not an image (magic bytes checked)', async () => {
    expect(await readImageFile(file(GIF, 'image/png'), 1024)).toEqual({ ok: false, reason: 'type' });
    expect(await readImageFile(file([0x3c, 0x73, 0x76, 0x67], 'image/jpeg'), 1024)).toEqual({ ok: false, reason: 'type' });
  });

  it('labels the data with what the bytes are when the declared type is the other one', async () => {
    const r = await readImageFile(file(JPEG, 'image/png'), 1024);
    expect(r.ok && r.dataUrl.startsWith('data:image/jpeg;base64,')).toBe(true);
  });

  it('refuses a file over the size limit', async () => {
    expect(await readImageFile(file(JPEG, 'image/jpeg', 'big', 2000), 1024)).toEqual({ ok: false, reason: 'size' });
    expect((await readImageFile(file(JPEG, 'image/jpeg', 'edge', 1024 - JPEG.length), 1024)).ok).toBe(true);
  });

  it('formatBytes', () => {
    expect(formatBytes(5 * 1024 * 1024)).toBe('5 MB');
    expect(formatBytes(1.5 * 1024 * 1024)).toBe('1.5 MB');
    expect(formatBytes(500 * 1024)).toBe('500 KB');
    expect(formatBytes(12)).toBe('12 bytes');
  });
});

describe('ImagePicker', () => {
  it('returns a chosen JPEG as a data URL and says which files it takes', async () => {
    const onChange = vi.fn();
    const { container } = render(<ImagePicker onChange={onChange} />);
    const input = container.querySelector<HTMLInputElement>('input[type="file"]')!;
    expect(input.accept).toBe('image/png,image/jpeg');
    expect(container.querySelector('.fiu-field__hint')!.textContent).toBe('PNG or JPEG, up to 5 MB');
    const f = file(JPEG, 'image/jpeg');
    await choose(container, f);
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange.mock.calls[0]![0]).toMatch(/^data:image\/jpeg;base64,/);
    expect(onChange.mock.calls[0]![1]).toBe(f);
    expect(container.querySelector('[role="alert"]')).toBeNull();
  });

  it('refuses another type with a message and does not call onChange', async () => {
    const onChange = vi.fn();
    const { container } = render(<ImagePicker onChange={onChange} />);
    await choose(container, file(GIF, 'image/gif', 'anim.gif'));
    expect(onChange).not.toHaveBeenCalled();
    expect(container.querySelector('[role="alert"]')!.textContent).toBe('Choose a PNG or JPEG image.');
    // A good file afterwards clears the message.
    await choose(container, file(PNG, 'image/png'));
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(container.querySelector('[role="alert"]')).toBeNull();
  });

  it('refuses a file over the limit, naming the limit', async () => {
    const onChange = vi.fn();
    const { container } = render(<ImagePicker onChange={onChange} maxBytes={1024} />);
    expect(container.querySelector('.fiu-field__hint')!.textContent).toBe('PNG or JPEG, up to 1 KB');
    await choose(container, file(PNG, 'image/png', 'big.png', 4096));
    expect(onChange).not.toHaveBeenCalled();
    expect(container.querySelector('[role="alert"]')!.textContent).toBe('The image is larger than 1 KB. Choose a smaller one.');
  });

  it('the button opens the file dialog and the preview shows the value', () => {
    const { container, rerender } = render(<ImagePicker onChange={() => {}} label="Upload photo" />);
    const input = container.querySelector<HTMLInputElement>('input[type="file"]')!;
    const opened = vi.fn();
    input.addEventListener('click', opened);
    act(() => container.querySelector<HTMLButtonElement>('button')!.click());
    expect(opened).toHaveBeenCalled();
    expect(container.querySelector('button')!.textContent).toBe('Upload photo');
    expect(container.querySelector('.fiu-image-picker__preview img')).toBeNull();
    rerender(<ImagePicker onChange={() => {}} value="data:image/png;base64,AAAA" previewAlt="Subject photo" />);
    const img = container.querySelector('.fiu-image-picker__preview img')!;
    expect(img.getAttribute('src')).toBe('data:image/png;base64,AAAA');
    expect(img.getAttribute('alt')).toBe('Subject photo');
  });
});
