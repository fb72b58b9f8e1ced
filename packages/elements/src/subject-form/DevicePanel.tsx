/**
 * The read-only device and location panel (core-records §2.6, §3.1), shown when any of its values exists.
 * A lazy part: only records made with the mobile app carry these values.
 */
import type { ReactElement } from 'react';
import { PartStyles } from '../shared/forms/PartStyles';
import { devicePanelCss } from './devicePanel.css';
/** The device and location fields of core-records §3.1, in its order, with their labels. */
export const DEVICE_FIELDS = {
  device_imei: 'IMEI',
  device_cordova: 'Cordova',
  device_model: 'Model',
  device_platform: 'Platform',
  device_uuid: 'UUID',
  device_version: 'Version',
  device_manufacturer: 'Manufacturer',
  device_serial: 'Serial',
  device_virtual: 'Virtual device',
  latitude: 'Latitude',
  longitude: 'Longitude',
  altitude: 'Altitude',
  altitude_accuracy: 'Altitude accuracy',
  location_accuracy: 'Location accuracy',
  location_heading: 'Heading',
  location_speed: 'Speed',
  location_timestamp: 'Location time',
} as const;

const shown = (v: unknown): string | null =>
  v === null || v === undefined || v === '' ? null : typeof v === 'boolean' ? (v ? 'Yes' : 'No') : String(v);


export default function DevicePanel({ record }: { record: Record<string, unknown> }): ReactElement | null {
  const rows = Object.entries(DEVICE_FIELDS)
    .map(([k, label]) => [label, shown(record[k])] as const)
    .filter(([, v]) => v !== null);
  if (rows.length === 0) return null;
  return (
    <section className="fiu-rf__section sf-device" aria-labelledby="sf-device-title">
      <h2 className="fiu-rf__section-title" id="sf-device-title">
        Device and location
      </h2>
      <p className="fiu-rf__note">Recorded by the mobile app; read-only.</p>
      <dl className="sf-dl">
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <PartStyles css={devicePanelCss} />
    </section>
  );
}
