import { useEffect, useRef, useState, type ReactElement, type ReactNode } from 'react';
import { Button } from './Button';
import { cx } from './cx';
import { Icon } from './icons';

export type WebcamProblem = 'unsupported' | 'denied' | 'notfound' | 'busy' | 'failed' | 'capture';

export interface WebcamMessages {
  unsupported: string;
  denied: string;
  notfound: string;
  busy: string;
  failed: string;
  capture: string;
}

export const WEBCAM_MESSAGES: WebcamMessages = {
  unsupported:
    'This browser cannot use a camera on this page (a camera needs a secure https page and a browser that allows it). Upload an image instead.',
  denied:
    "Camera permission was denied. Allow the camera for this site in the browser's settings and try again, or upload an image instead.",
  notfound: 'No camera was found. Connect a camera and try again, or upload an image instead.',
  busy: 'The camera is in use by another application. Close it and try again.',
  failed: 'The camera could not be started. Try again, or upload an image instead.',
  capture: 'The photo could not be taken. Try again.',
};

/** Which message a getUserMedia failure deserves (DOMException names from the Media Capture spec). */
export function webcamProblemOf(error: unknown): WebcamProblem {
  const name = (error as { name?: string } | null)?.name;
  switch (name) {
    case 'NotAllowedError':
    case 'PermissionDeniedError':
    case 'SecurityError':
      return 'denied';
    case 'NotFoundError':
    case 'DevicesNotFoundError':
    case 'OverconstrainedError':
      return 'notfound';
    case 'NotReadableError':
    case 'TrackStartError':
    case 'AbortError':
      return 'busy';
    default:
      return 'failed';
  }
}

function getUserMediaOrNull(): ((c: MediaStreamConstraints) => Promise<MediaStream>) | null {
  const devices = typeof navigator === 'undefined' ? undefined : navigator.mediaDevices;
  return typeof devices?.getUserMedia === 'function' ? (c) => devices.getUserMedia(c) : null;
}

function stopStream(stream: MediaStream | null) {
  for (const track of stream?.getTracks() ?? []) track.stop();
}

export interface WebcamCaptureProps {
  /** A JPEG data URL of the captured frame. */
  onCapture(dataUrl: string): void;
  /** After Capture: 'still' shows the photo here with Retake; 'idle' goes back to the start (PhotoField shows it). */
  afterCapture?: 'still' | 'idle';
  /** JPEG quality 0-1 (default 0.9). */
  quality?: number;
  startLabel?: string;
  captureLabel?: string;
  retakeLabel?: string;
  stopLabel?: string;
  /** Replaces any of the messages (no camera, permission denied, unsupported...). */
  messages?: Partial<WebcamMessages>;
  /** The video's accessible name. */
  videoLabel?: string;
  disabled?: boolean;
  className?: string;
  /** Extra content under the buttons. */
  children?: ReactNode;
}

type State = 'idle' | 'starting' | 'live' | 'still' | 'problem';

/**
 * Takes a photo with the device camera (getUserMedia): Start camera, a live preview, Capture, Retake and
 * Stop. Says clearly when there is no camera, permission was denied or the browser cannot. The camera is
 * switched off after a capture, on Stop and when the component goes away.
 */
export function WebcamCapture({
  onCapture,
  afterCapture = 'still',
  quality = 0.9,
  startLabel = 'Start camera',
  captureLabel = 'Capture',
  retakeLabel = 'Retake',
  stopLabel = 'Stop',
  messages,
  videoLabel = 'Camera preview',
  disabled = false,
  className,
  children,
}: WebcamCaptureProps): ReactElement {
  const text = { ...WEBCAM_MESSAGES, ...messages };
  const supported = getUserMediaOrNull() !== null;
  const [state, setState] = useState<State>(supported ? 'idle' : 'problem');
  const [problem, setProblem] = useState<WebcamProblem | null>(supported ? null : 'unsupported');
  const [still, setStill] = useState<string | null>(null);
  const [captured, setCaptured] = useState(false);
  const videoRef = useRef<HTMLVideoElement>(null);
  const streamRef = useRef<MediaStream | null>(null);
  const mounted = useRef(true);
  const attempt = useRef(0);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      attempt.current++;
      stopStream(streamRef.current);
      streamRef.current = null;
    };
  }, []);

  // Attach the stream once the <video> is on screen.
  useEffect(() => {
    const video = videoRef.current;
    if (state !== 'live' || !video || !streamRef.current) return;
    video.srcObject = streamRef.current;
    const playing = video.play?.();
    if (playing && typeof playing.catch === 'function') playing.catch(() => {});
  }, [state]);

  async function start() {
    const getUserMedia = getUserMediaOrNull();
    if (!getUserMedia) {
      setProblem('unsupported');
      setState('problem');
      return;
    }
    const mine = ++attempt.current;
    setProblem(null);
    setState('starting');
    try {
      const stream = await getUserMedia({ video: true });
      // Unmounted or stopped while the browser asked: switch the camera straight off again.
      if (!mounted.current || mine !== attempt.current) {
        stopStream(stream);
        return;
      }
      streamRef.current = stream;
      setState('live');
    } catch (error) {
      if (!mounted.current || mine !== attempt.current) return;
      setProblem(webcamProblemOf(error));
      setState('problem');
    }
  }

  function stop() {
    attempt.current++;
    stopStream(streamRef.current);
    streamRef.current = null;
    if (videoRef.current) videoRef.current.srcObject = null;
    setState(still ? 'still' : 'idle');
  }

  function capture() {
    const video = videoRef.current;
    const width = video?.videoWidth || 640;
    const height = video?.videoHeight || 480;
    let dataUrl = '';
    try {
      const canvas = document.createElement('canvas');
      canvas.width = width;
      canvas.height = height;
      const context = canvas.getContext('2d');
      if (context && video) {
        context.drawImage(video, 0, 0, width, height);
        dataUrl = canvas.toDataURL('image/jpeg', quality);
      }
    } catch {
      dataUrl = '';
    }
    if (!dataUrl.startsWith('data:image/') || dataUrl.endsWith(',')) {
      setProblem('capture');
      return;
    }
    attempt.current++;
    stopStream(streamRef.current);
    streamRef.current = null;
    setProblem(null);
    setCaptured(true);
    if (afterCapture === 'still') {
      setStill(dataUrl);
      setState('still');
    } else {
      setState('idle');
    }
    onCapture(dataUrl);
  }

  const live = state === 'live';
  const showStill = state === 'still' && still;
  const startText = captured ? retakeLabel : startLabel;

  return (
    <div className={cx('fiu-webcam', className)}>
      <div className="fiu-webcam__frame">
        {live ? (
          <video ref={videoRef} className="fiu-webcam__video" autoPlay playsInline muted aria-label={videoLabel} />
        ) : showStill ? (
          <img className="fiu-webcam__video" src={still} alt="Captured photo" />
        ) : (
          <div className="fiu-webcam__placeholder">
            <Icon name="camera" className="fiu-webcam__placeholder-icon" />
            <span>{state === 'starting' ? 'Starting camera…' : 'Camera off'}</span>
          </div>
        )}
      </div>
      <div className="fiu-webcam__actions">
        {live ? (
          <>
            <Button variant="primary" icon={<Icon name="camera" />} onClick={capture} disabled={disabled}>
              {captureLabel}
            </Button>
            <Button onClick={stop}>{stopLabel}</Button>
          </>
        ) : problem === 'unsupported' ? null : (
          <Button
            icon={<Icon name="camera" />}
            onClick={() => void start()}
            disabled={disabled}
            busy={state === 'starting'}
          >
            {state === 'still' ? retakeLabel : startText}
          </Button>
        )}
      </div>
      {problem ? (
        <p className={cx('fiu-field__error', 'fiu-webcam__message', problem === 'unsupported' && 'fiu-webcam__message--info')} role="alert">
          <Icon name={problem === 'unsupported' ? 'info' : 'error'} />
          <span>{text[problem]}</span>
        </p>
      ) : null}
      {children}
    </div>
  );
}
