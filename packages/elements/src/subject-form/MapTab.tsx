/**
 * The Map tab (central unit only, core-records §2.6, §9): centred on the country at zoom 5, 500 px high,
 * one marker labelled with the subject's name when a latitude exists. This module is a lazy part of the
 * form (SubjectForm imports it with import() when the tab first opens), so '@fiu/ui/map' comes only then,
 * and leaflet and the offline base map only when MapView mounts.
 */
import type { ReactElement } from 'react';
import { DEFAULT_MAP_CENTER, DEFAULT_MAP_HEIGHT, DEFAULT_MAP_ZOOM, MapView } from '@fiu/ui/map';

export interface MapTabProps {
  /** The subject's location (null when none was recorded) and name, for the marker's label. */
  lat: number | null;
  lng: number | null;
  name: string;
  /** A tile URL template; none: the offline base map. */
  tiles?: string;
}

export default function MapTab({ lat, lng, name, tiles }: MapTabProps): ReactElement {
  const markers = lat !== null && lng !== null ? [{ lat, lng, label: name }] : [];

  return (
    <div className="sf-map">
      {markers.length === 0 ? <p className="fiu-rf__note">No location recorded for this subject.</p> : null}
      <MapView
        center={DEFAULT_MAP_CENTER}
        zoom={DEFAULT_MAP_ZOOM}
        height={DEFAULT_MAP_HEIGHT}
        markers={markers}
        tileUrl={tiles || undefined}
        aria-label={`Map: location of ${name}`}
      />
    </div>
  );
}
