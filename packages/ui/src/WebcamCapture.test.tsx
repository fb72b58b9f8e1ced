// @vitest-environment happy-dom
// No machine here has a camera: navigator.mediaDevices.getUserMedia is the one thing replaced, by a fake
// MediaStream whose tracks record stop(). Everything else (the component, video element, canvas) is real.
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WEBCAM_MESSAGES, WebcamCapture, webcamProblemOf } from './WebcamCapture';
import { getByText, render } from './test/render';

interface FakeTrack {
  kind: string;
  stop: ReturnType<typeof vi.fn>;
}

function fakeStream(): { stream: MediaStream; track: FakeTrack } {
  const track: FakeTrack = { kind: 'video', stop: vi.fn() };
  // The environment's own MediaStream (a <video> takes nothing else as srcObject), with a track that records stop().
  const stream = Object.assign(new MediaStream(), {
    getTracks: () => [track],
    getVideoTracks: () => [track],
  }) as unknown as MediaStream;
  return { stream, track };
}

function installCamera(getUserMedia: (c: MediaStreamConstraints) => Promise<MediaStream>) {
  const fn = vi.fn(getUserMedia);
  Object.defineProperty(navigator, 'mediaDevices', { value: { getUserMedia: fn }, configurable: true });
  return fn;
}

afterEach(() => {
  Object.defineProperty(navigator, 'mediaDevices', { value: undefined, configurable: true });
});

async function press(container: HTMLElement, name: string) {
  await act(async () => {
    getByText(container, name, 'button').click();
    await new Promise((r) => setTimeout(r, 0));
  });
}

const message = (c: HTMLElement) => c.querySelector('[role="alert"]')?.textContent ?? null;
const canvasWorks = (() => {
  try {
    return document.createElement('canvas').getContext('2d') !== null;
  } catch {
    return false;
  }
})();

describe('WebcamCapture', () => {
  it('says so when the browser offers no camera API, and offers no Start button', () => {
    const { container } = render(<WebcamCapture onCapture={() => {}} />);
    expect(message(container)).toBe(WEBCAM_MESSAGES.unsupported);
    expect(container.querySelector('button')).toBeNull();
  });

  it('Start camera asks getUserMedia for video and shows the live preview with Capture and Stop', async () => {
    const { stream } = fakeStream();
    const getUserMedia = installCamera(async () => stream);
    const { container } = render(<WebcamCapture onCapture={() => {}} />);
    expect(container.querySelector('video')).toBeNull();
    expect(container.textContent).toContain('Camera off');
    await press(container, 'Start camera');
    expect(getUserMedia).toHaveBeenCalledWith({ video: true });
    const video = container.querySelector('video')!;
    expect(video.srcObject).toBe(stream);
    expect(video.getAttribute('aria-label')).toBe('Camera preview');
    expect([...container.querySelectorAll('button')].map((b) => b.textContent)).toEqual(['Capture', 'Stop']);
  });

  it('Stop switches the camera off (every track stopped) and goes back to Start camera', async () => {
    const { stream, track } = fakeStream();
    installCamera(async () => stream);
    const { container } = render(<WebcamCapture onCapture={() => {}} />);
    await press(container, 'Start camera');
    await press(container, 'Stop');
    expect(track.stop).toHaveBeenCalledTimes(1);
    expect(container.querySelector('video')).toBeNull();
    expect(getByText(container, 'Start camera', 'button')).toBeTruthy();
  });

  it('tells the user when permission is denied, and lets them try again', async () => {
    let calls = 0;
    const { stream } = fakeStream();
    installCamera(async () => {
      if (calls++ === 0) throw new DOMException('Permission denied', 'NotAllowedError');
      return stream;
    });
    const { container } = render(<WebcamCapture onCapture={() => {}} />);
    await press(container, 'Start camera');
    expect(message(container)).toBe(WEBCAM_MESSAGES.denied);
    expect(container.querySelector('video')).toBeNull();
    await press(container, 'Start camera');
    expect(message(container)).toBeNull();
    expect(container.querySelector('video')).not.toBeNull();
  });

  it('tells the user when there is no camera', async () => {
    installCamera(async () => {
      throw new DOMException('Requested device not found', 'NotFoundError');
    });
    const { container } = render(<WebcamCapture onCapture={() => {}} messages={{ notfound: 'No camera here.' }} />);
    await press(container, 'Start camera');
    expect(message(container)).toBe('No camera here.');
  });

  it('stops the tracks when it goes away while the camera is on', async () => {
    const { stream, track } = fakeStream();
    installCamera(async () => stream);
    const { container, unmount } = render(<WebcamCapture onCapture={() => {}} />);
    await press(container, 'Start camera');
    expect(track.stop).not.toHaveBeenCalled();
    unmount();
    expect(track.stop).toHaveBeenCalledTimes(1);
  });

  it('switches the camera straight off if it arrives after the component went away', async () => {
    const { stream, track } = fakeStream();
    let resolve!: (s: MediaStream) => void;
    installCamera(() => new Promise<MediaStream>((r) => (resolve = r)));
    const { container, unmount } = render(<WebcamCapture onCapture={() => {}} />);
    await press(container, 'Start camera');
    expect(container.textContent).toContain('Starting camera…');
    unmount();
    await act(async () => {
      resolve(stream);
      await new Promise((r) => setTimeout(r, 0));
    });
    expect(track.stop).toHaveBeenCalledTimes(1);
  });

  it(canvasWorks ? 'Capture returns a JPEG data URL, stops the camera and offers Retake' : 'Capture without a drawable canvas says the photo could not be taken and keeps the camera on', async () => {
    const { stream, track } = fakeStream();
    installCamera(async () => stream);
    const onCapture = vi.fn();
    const { container } = render(<WebcamCapture onCapture={onCapture} />);
    await press(container, 'Start camera');
    await press(container, 'Capture');
    if (canvasWorks) {
      expect(onCapture).toHaveBeenCalledWith(expect.stringMatching(/^data:image\/jpeg;base64,./));
      expect(track.stop).toHaveBeenCalled();
      expect(container.querySelector('img')!.getAttribute('src')).toBe(onCapture.mock.calls[0]![0]);
      expect(getByText(container, 'Retake', 'button')).toBeTruthy();
    } else {
      // happy-dom has no 2D canvas context: the guard must say so rather than return an empty image.
      expect(onCapture).not.toHaveBeenCalled();
      expect(message(container)).toBe(WEBCAM_MESSAGES.capture);
      expect(track.stop).not.toHaveBeenCalled();
      expect(container.querySelector('video')).not.toBeNull();
    }
  });

  it('webcamProblemOf maps the getUserMedia errors', () => {
    expect(webcamProblemOf(new DOMException('', 'NotAllowedError'))).toBe('denied');
    expect(webcamProblemOf(new DOMException('', 'SecurityError'))).toBe('denied');
    expect(webcamProblemOf(new DOMException('', 'NotFoundError'))).toBe('notfound');
    expect(webcamProblemOf(new DOMException('', 'OverconstrainedError'))).toBe('notfound');
    expect(webcamProblemOf(new DOMException('', 'NotReadableError'))).toBe('busy');
    expect(webcamProblemOf(new Error('x'))).toBe('failed');
    expect(webcamProblemOf(null)).toBe('failed');
  });
});
