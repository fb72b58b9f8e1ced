/**
 * Follows one import job (core api.imports.get): polls every second while it is queued or running, stops when
 * it is done or failed, when the id changes, or when the screen goes away. A failed poll is retried on the next
 * tick (the connection may come back); the last answer stays shown.
 */
import { useEffect, useState } from 'react';
import { get, type ImportJob } from '@fiu/core/api/imports';

export const POLL_MS = 1000;

export const isFinished = (job: ImportJob | null): boolean => job?.status === 'done' || job?.status === 'failed';

export function useImportJob(id: string | null, pollMs = POLL_MS): { job: ImportJob | null; lost: boolean } {
  const [job, setJob] = useState<ImportJob | null>(null);
  const [lost, setLost] = useState(false);
  useEffect(() => {
    setJob(null);
    setLost(false);
    if (!id) return undefined;
    let live = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const tick = async (): Promise<void> => {
      try {
        const next = await get(id);
        if (!live) return;
        setJob(next);
        setLost(false);
        if (isFinished(next)) return;
      } catch {
        if (!live) return;
        setLost(true);
      }
      timer = setTimeout(() => void tick(), pollMs);
    };
    void tick();
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [id, pollMs]);
  return { job, lost };
}
