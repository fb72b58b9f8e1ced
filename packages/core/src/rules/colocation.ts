/**
 * The co-location settings' bounds and their check (issue 10 item 7), without zod: the panel checks what is
 * typed with the same rule and the same words as the server's schema (schemas/colocation.ts), and stays light.
 */
export const COLOCATION_LIMITS = {
  /** Minutes: two sightings at most this far apart in time are "at once". */
  window: { min: 1, max: 1440, default: 30, label: 'The time window (minutes)' },
  /** Metres between the two cell sites (0: the same site only). */
  distance: { min: 0, max: 50_000, default: 500, label: 'The distance (metres)' },
  /** Findings of each kind in one answer (the rest is counted as cut off). */
  findings: 200,
  /** Call records shown as the evidence of one finding. */
  evidence: 50,
} as const;

export type ColocationSetting = 'window' | 'distance';

/** What is wrong with a typed window or distance (text, as the query string carries it), or null. */
export function colocationSettingProblem(setting: ColocationSetting, value: string): string | null {
  const { min, max, label } = COLOCATION_LIMITS[setting];
  const v = value.trim();
  if (!/^\d{1,6}$/.test(v)) return `${label} must be a whole number`;
  const n = Number(v);
  return n >= min && n <= max ? null : `${label} must be from ${min} to ${max.toLocaleString('en-GB')}`;
}
