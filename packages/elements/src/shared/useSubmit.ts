import { useRef, useState, type FormEvent, type RefObject } from 'react';
import { focusFirstInvalid } from './AuthScreen';
import { hasProblems, type Problems } from './checks';
import { fieldErrorsOf, serverText } from './errors';

export type FieldErrors = Record<string, string[] | undefined>;

export interface SendOptions {
  /** The alert text of a failed send (default: the server's text). */
  failure?: (error: unknown) => string;
  /** Put the server's per-field messages (a 400's `errors`) under the fields. */
  fieldErrors?: boolean;
  /** Keep the form locked after a successful send: the screen is leaving. */
  stayLocked?: boolean;
}

export type Sent<T> = { ok: true; value: T } | { ok: false };

export interface Submit {
  formRef: RefObject<HTMLFormElement | null>;
  errors: FieldErrors;
  setErrors: (update: FieldErrors | ((errors: FieldErrors) => FieldErrors)) => void;
  alert: string | null;
  /** True while a send is under way: the submit button shows it, and a second submit is ignored. */
  busy: boolean;
  /** The form's onSubmit: no page load, nothing while locked (a send under way, or `blocked`), else `run`. */
  onSubmit: (run: () => void | Promise<void>, blocked?: boolean) => (event: FormEvent) => void;
  /**
   * Check, then send: with problems, the field messages and focus on the first invalid field, nothing sent;
   * else the form is locked while `send` runs, and a failure shows its text in the alert region.
   */
  send: <T>(found: Problems, send: () => Promise<T>, options?: SendOptions) => Promise<Sent<T>>;
  /** Show a refusal that is not a server failure (the form is unlocked). */
  fail: (message: string) => void;
  /** Clear the field messages and the alert (moving between steps). */
  clear: () => void;
}

/**
 * The submit block of the public screens (sign-in, lookup, reset, registration, upload): field checks,
 * locked while sending, the server's text on failure, the announced alert and focus on the first invalid field.
 */
export function useSubmit(): Submit {
  const formRef = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [alert, setAlert] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // The lock itself: state arrives with the next render, a second Enter before it must still be refused.
  const locked = useRef(false);

  const lock = (on: boolean): void => {
    locked.current = on;
    setBusy(on);
  };

  const onSubmit =
    (run: () => void | Promise<void>, blocked = false) =>
    (event: FormEvent): void => {
      event.preventDefault();
      if (locked.current || blocked) return;
      void run();
    };

  async function send<T>(found: Problems, call: () => Promise<T>, options: SendOptions = {}): Promise<Sent<T>> {
    setAlert(null);
    if (hasProblems(found)) {
      setErrors(found);
      queueMicrotask(() => focusFirstInvalid(formRef.current));
      return { ok: false };
    }
    setErrors({});
    lock(true);
    try {
      const value = await call();
      if (!options.stayLocked) lock(false);
      return { ok: true, value };
    } catch (error) {
      if (options.fieldErrors) setErrors(fieldErrorsOf(error));
      setAlert((options.failure ?? serverText)(error));
      lock(false);
      return { ok: false };
    }
  }

  const fail = (message: string): void => {
    setAlert(message);
    lock(false);
  };

  const clear = (): void => {
    setErrors({});
    setAlert(null);
  };

  return { formRef, errors, setErrors, alert, busy, onSubmit, send, fail, clear };
}
