/**
 * The call-records page's Map (analysis-tools §2 "Call-records listing", §9: centre 9.0765 / 7.3986, zoom 5,
 * 500 px tall): where the numbers' calls on the chosen side were made, clustered (shared/analysis/CallMap). One
 * call: GET /api/cdr/map (compact, at most 100,000 calls). leaflet and supercluster load when the map is drawn.
 */
import type { ReactElement } from 'react';
import { numbersMap } from '@fiu/core/api/cdrNumbers';
import { CallMap } from '../shared/analysis/CallMap';
import { TabFailed, TabLoading } from '../shared/analysis/TabState';
import { useTabData } from '../shared/analysis/useTabData';
import type { NumbersTabProps } from './numbersTab';

export default function NumbersMap({ numbers, direction }: NumbersTabProps): ReactElement {
  const q = { numbers, direction };
  const data = useTabData((signal) => numbersMap(q, signal), JSON.stringify(q));
  if (data.status === 'failed') return <TabFailed what="The call map" error={data.error} onRetry={data.retry} />;
  if (!data.data) return <TabLoading label="Loading the call map" />;
  return <CallMap data={data.data} busy={data.status === 'loading'} />;
}
