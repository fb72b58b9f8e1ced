// @vitest-environment happy-dom
import { act, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { PhotoField } from './PhotoField';
import { click, getByText, render } from './test/render';

const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46]);

describe('PhotoField', () => {
  it('shows the photo with camera capture and upload beside it', () => {
    const { container } = render(<PhotoField value={null} onChange={() => {}} />);
    expect(container.querySelector('legend')!.textContent).toBe('Photograph');
    expect(container.textContent).toContain('No photo');
    expect(container.querySelector('.fiu-webcam')).not.toBeNull();
    expect(getByText(container, 'Upload image', 'button')).toBeTruthy();
    expect(container.querySelector('.fiu-photo__img')).toBeNull();
  });

  it('an uploaded image becomes the photo; Remove photo clears it', async () => {
    const onChange = vi.fn();
    function Harness() {
      const [v, setV] = useState<string | null>(null);
      return (
        <PhotoField
          value={v}
          onChange={(next) => {
            onChange(next);
            setV(next);
          }}
        />
      );
    }
    const { container } = render(<Harness />);
    const input = container.querySelector<HTMLInputElement>('input[type="file"]')!;
    Object.defineProperty(input, 'files', { value: [new File([JPEG], 'me.jpg', { type: 'image/jpeg' })], configurable: true });
    await act(async () => {
      input.dispatchEvent(new Event('change', { bubbles: true }));
      for (let i = 0; i < 20 && !container.querySelector('.fiu-photo__img'); i++) await new Promise((r) => setTimeout(r, 5));
    });
    const img = container.querySelector('.fiu-photo__img')!;
    expect(img.getAttribute('src')).toMatch(/^data:image\/jpeg;base64,/);
    expect(img.getAttribute('alt')).toBe('Photograph');
    click(getByText(container, 'Remove photo', 'button'));
    expect(onChange).toHaveBeenLastCalledWith(null);
    expect(container.querySelector('.fiu-photo__img')).toBeNull();
  });

  it('read-only shows the photo alone', () => {
    const { container } = render(<PhotoField value="/media/abc.jpg" onChange={() => {}} readOnly alt="Adebayo Ogunleye" />);
    expect(container.querySelector('.fiu-photo__img')!.getAttribute('src')).toBe('/media/abc.jpg');
    expect(container.querySelector('.fiu-photo__img')!.getAttribute('alt')).toBe('Adebayo Ogunleye');
    expect(container.querySelectorAll('button')).toHaveLength(0);
    expect(container.querySelector('input')).toBeNull();
  });

  it('without the camera offers upload only; an error is shown under it', () => {
    const { container } = render(<PhotoField value={null} onChange={() => {}} webcam={false} error="The photo could not be saved" />);
    expect(container.querySelector('.fiu-webcam')).toBeNull();
    expect(container.querySelector('.fiu-field__error')!.textContent).toBe('The photo could not be saved');
    expect(container.querySelector('fieldset')!.getAttribute('aria-describedby')).toBe(container.querySelector('.fiu-field__error')!.id);
  });
});
