import type { ReactElement } from 'react';
import { statusLabel, statusTone } from '@fiu/core/refdata/lists';
import { Badge } from '@fiu/ui/Badge';

/** A record's status as a badge in its colour (core's STATUS_TONES), or a dash when it has none. */
export function StatusBadge({ status }: { status: unknown }): ReactElement {
  if (typeof status !== 'string' || status === '') return <span className="fiu-records__none">—</span>;
  return <Badge tone={statusTone(status)}>{statusLabel(status)}</Badge>;
}
