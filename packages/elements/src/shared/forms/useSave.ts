/**
 * Saving a record without losing it (issue 3, "Nothing lost"): one save at a time, the failure kept as
 * data the form shows (network failure vs. the server's errors), and the values untouched so Save can
 * simply be pressed again when the network is back. Nothing is retried behind the user's back: a retried
 * POST could create the record twice.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { RECORDS_MSG } from '@fiu/core/messages.records';
import { isApiError } from '@fiu/core/api/http';
import type { FieldErrors } from './fieldErrors';

export interface SaveFailure {
  /** 'network': no answer at all (status 0); 'server': the server answered with an error. */
  kind: 'network' | 'server';
  status: number;
  /** 'network': RECORDS_MSG.errorWhileSaving (core-records §8); 'server': the server's error text. */
  message: string;
  /** The server's per-field messages (`{errors: {path: [..]}}`), for the Errors panel and the fields. */
  fieldErrors: FieldErrors;
  /** A save in two steps whose second failed (PartlySaved): the record as saved, and what is still to save. */
  saved?: unknown;
  rest?: unknown;
}

/** The record was saved, a later step of the same save was not (the subject's photo): `cause` says why. */
export class PartlySaved extends Error {
  constructor(
    readonly saved: unknown,
    readonly rest: unknown,
    override readonly cause: unknown,
  ) {
    super('partly saved');
  }
}

/** What a failed save means for the form (core-records §8: "Saving a subject"). */
export function saveFailureOf(error: unknown): SaveFailure {
  if (error instanceof PartlySaved) return { ...saveFailureOf(error.cause), saved: error.saved, rest: error.rest };
  if (isApiError(error) && error.status > 0) {
    return { kind: 'server', status: error.status, message: error.message, fieldErrors: error.fieldErrors };
  }
  // No answer (offline, DNS, CORS, a dropped connection), or something that is not an API error at all.
  return { kind: 'network', status: 0, message: RECORDS_MSG.errorWhileSaving, fieldErrors: {} };
}

export interface SaveState<R> {
  /** Starts a save unless one is running; resolves with the result, or null when it failed or was skipped. */
  save(): Promise<R | null>;
  sending: boolean;
  failure: SaveFailure | null;
  /** Forget the last failure (e.g. when the user edits again). */
  dismiss(): void;
}

/** Wraps a save function: one call at a time, failures as data, no update after unmount. */
export function useSave<R>(run: () => Promise<R>): SaveState<R> {
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<SaveFailure | null>(null);
  const busy = useRef(false);
  const live = useRef(true);
  const latest = useRef(run);
  latest.current = run;
  useEffect(
    () => () => {
      live.current = false;
    },
    [],
  );

  const save = useCallback(async (): Promise<R | null> => {
    if (busy.current) return null;
    busy.current = true;
    setSending(true);
    setFailure(null);
    try {
      return await latest.current();
    } catch (error) {
      if (live.current) setFailure(saveFailureOf(error));
      return null;
    } finally {
      busy.current = false;
      if (live.current) setSending(false);
    }
  }, []);

  const dismiss = useCallback(() => setFailure(null), []);
  return { save, sending, failure, dismiss };
}
