/**
 * Which fields the user has been in: a field's messages show once it was changed or left (live validation
 * "as the user types or leaves the field"), every message after a save attempt. Fields are known by their
 * `name` attribute, which holds the field's dotted path.
 */
import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';

export interface Touched {
  touched: ReadonlySet<string>;
  touch(path: string): void;
  reset(): void;
}

export function useTouched(formRef: RefObject<HTMLElement | null>): Touched {
  const [touched, setTouched] = useState<ReadonlySet<string>>(() => new Set());
  const touch = useCallback((path: string) => {
    setTouched((prev) => (prev.has(path) ? prev : new Set(prev).add(path)));
  }, []);
  const reset = useCallback(() => setTouched(new Set()), []);
  const latestTouch = useRef(touch);
  latestTouch.current = touch;

  // focusout bubbles (blur does not); one native listener covers every field, in React and preact alike.
  useEffect(() => {
    const form = formRef.current;
    if (!form) return undefined;
    const onLeave = (event: Event) => {
      const name = (event.target as HTMLInputElement | null)?.name;
      if (name) latestTouch.current(name);
    };
    form.addEventListener('focusout', onLeave);
    return () => form.removeEventListener('focusout', onLeave);
  });

  return { touched, touch, reset };
}
