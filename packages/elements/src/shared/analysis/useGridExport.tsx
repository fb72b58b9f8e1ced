/**
 * A grid's Excel export: the whole filtered set (the query without its page), saved under the server's file
 * name; a failure is kept to be shown above the grid (ExportFailure) and cleared by the next attempt.
 */
import { useState, type ReactElement } from 'react';
import { exportXlsx } from '@fiu/core/api/grids';
import type { GridSource } from '@fiu/core/schemas/gridColumns';
import type { GridQuery, GridRequest } from '@fiu/core/schemas/gridQuery';
import { serverText } from '../errors';
import { saveBlob } from '../saveBlob';

export function useGridExport(source: GridSource, requestFor: (whole: GridQuery) => GridRequest): { exportAll(query: GridQuery): Promise<void>; failure: string | null } {
  const [failure, setFailure] = useState<string | null>(null);
  async function exportAll(query: GridQuery): Promise<void> {
    setFailure(null);
    try {
      const { after: _after, at: _at, limit: _limit, ...whole } = query;
      const { blob, filename } = await exportXlsx(source, requestFor(whole));
      saveBlob(blob, filename);
    } catch (e) {
      setFailure(`The export could not be made: ${serverText(e)}`);
    }
  }
  return { exportAll, failure };
}

export function ExportFailure({ text }: { text: string | null }): ReactElement | null {
  return text ? (
    <p role="alert" className="fiu-an__bar-error">
      {text}
    </p>
  ) : null;
}
