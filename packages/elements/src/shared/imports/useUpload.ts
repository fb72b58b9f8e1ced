/**
 * The sending state of an import form: busy while the upload is on its way, the server's text when it is
 * refused (everything typed and the file chosen stay as they are: fix and send again), the accepted answer.
 */
import { useState } from 'react';
import { serverText } from '../errors';
import type { Accepted } from './ImportFrame';

export interface Upload {
  busy: boolean;
  alert: string | null;
  setAlert(text: string | null): void;
  accepted: Accepted | null;
  /** An answer accepted elsewhere (a sub-form's own upload) shown here. */
  setAccepted(accepted: Accepted): void;
  /** Sends once; true when the server accepted it. */
  send(call: () => Promise<Accepted>): Promise<boolean>;
}

export function useUpload(onAccepted?: (accepted: Accepted) => void): Upload {
  const [busy, setBusy] = useState(false);
  const [alert, setAlert] = useState<string | null>(null);
  const [accepted, setAccepted] = useState<Accepted | null>(null);
  async function send(call: () => Promise<Accepted>): Promise<boolean> {
    setBusy(true);
    setAlert(null);
    try {
      const answer = await call();
      setAccepted(answer);
      onAccepted?.(answer);
      return true;
    } catch (e) {
      setAlert(serverText(e));
      return false;
    } finally {
      setBusy(false);
    }
  }
  return { busy, alert, setAlert, accepted, setAccepted, send };
}
