/**
 * Call Details > Map (analysis-tools §2, §9; issue 10 item 6): where the subjects' calls of the chosen direction
 * were made in the period, as clustered markers on the offline map (shared/analysis/CallMap). One call:
 * GET /api/cdr/points (compact, at most 100,000 calls). This module is loaded with its tab, and leaflet and
 * supercluster when the map is first drawn, so the workspace's shell carries none of them.
 */
import type { ReactElement } from 'react';
import { callPoints } from '@fiu/core/api/callPoints';
import { CallMap } from '../../shared/analysis/CallMap';
import { scopeOf, type Period } from '../../shared/analysis/period';
import { TabFailed, TabLoading } from '../../shared/analysis/TabState';
import { useTabData } from '../../shared/analysis/useTabData';

export { describeCall, summaryOf } from '../../shared/analysis/CallMap';

export interface MapTabProps {
  subjects: readonly string[];
  period: Period;
  /** The Call Direction select's value ('Voice Originating', ...); none: calls either way. */
  direction?: string;
}

export default function MapTab({ subjects, period, direction }: MapTabProps): ReactElement {
  const scope = scopeOf(subjects, period);
  const key = JSON.stringify([scope, direction ?? null]);
  const data = useTabData((signal) => callPoints({ suspects: scope.suspects, start: scope.start, end: scope.end, direction }, signal), key);
  if (data.status === 'failed') return <TabFailed what="The call map" error={data.error} onRetry={data.retry} />;
  if (!data.data) return <TabLoading label="Loading the call map" />;
  return <CallMap data={data.data} busy={data.status === 'loading'} />;
}
