/**
 * The subject record as the form holds it (core-records §3.1), and what the form sends.
 */
import type { Rec } from '../shared/forms/paths';

export type SubjectRecord = Rec;

export type TabId = 'identification' | 'bio' | 'history' | 'map' | 'cases';

/** The Bio-Information tab's fields (core-records §3.1 "Bio tab"). */
export const BIO_FIELDS: ReadonlySet<string> = new Set([
  'birthdate',
  'bodybuilt',
  'eyecolor',
  'facialmark',
  'facialmarkdescr',
  'haircolor',
  'height',
  'religion',
  'religioussect',
  'skincolor',
  'suspectlanguage',
]);

/** The History tab's fields: the arrest and the crime history list. */
export const ARREST_FIELDS = ['arresteddate', 'arrestedcountry', 'arrestedstate', 'arrestedlga', 'arrestedtown', 'arrestedplace'] as const;
export const HISTORY_FIELDS: ReadonlySet<string> = new Set([...ARREST_FIELDS, 'crime_history']);

/** Device and location fields (core-records §3.1: device_imei ... location_timestamp), shown read-only. */
const DEVICE_FIELD = /^(device_|location_|latitude$|longitude$|altitude)/;

/** Whether the record holds any device or location value (the panel is shown then). */
export const hasDeviceValues = (r: SubjectRecord): boolean =>
  Object.keys(r).some((k) => DEVICE_FIELD.test(k) && r[k] !== null && r[k] !== undefined && r[k] !== '');

/** The tab a field (a path's first segment) is edited on. */
export function tabOf(field: string): TabId {
  if (BIO_FIELDS.has(field)) return 'bio';
  if (HISTORY_FIELDS.has(field)) return 'history';
  return 'identification';
}

/** The subject's name as people read it: other names then surname. */
export const subjectName = (r: SubjectRecord): string =>
  [r.othernames, r.surname]
    .map((v) => (typeof v === 'string' ? v.trim() : ''))
    .filter(Boolean)
    .join(' ');

/** A number from a reading that may arrive as text ('9.07'); null when absent or not a number. */
export function reading(v: unknown): number | null {
  if (v === null || v === undefined || v === '') return null;
  const n = typeof v === 'number' ? v : Number(v);
  return Number.isFinite(n) ? n : null;
}

/** A generated file name for a new photo: the subject ID, a time stamp and the image's extension. */
export function photoName(suspectid: unknown, dataUrl: string, now: Date = new Date()): string {
  const ext = /^data:image\/png/i.test(dataUrl) ? 'png' : 'jpg';
  const base = String(suspectid ?? '').replace(/[^A-Za-z0-9_-]/g, '') || 'subject';
  return `${base}-${now.getTime().toString(36)}.${ext}`;
}

const empty = (v: unknown) => v === null || v === undefined || v === '' || (Array.isArray(v) && v.length === 0);

/**
 * Whether two records hold the same values, '' / null / absent / [] counting as one (a field typed into
 * and emptied again is no change). Drafts are kept only while the form differs from what was loaded.
 */
export function sameRecord(a: unknown, b: unknown): boolean {
  if (empty(a) && empty(b)) return true;
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((v, i) => sameRecord(v, b[i]));
  if (a && b && typeof a === 'object' && typeof b === 'object' && !Array.isArray(a) && !Array.isArray(b)) {
    const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
    for (const k of keys) if (!sameRecord((a as Rec)[k], (b as Rec)[k])) return false;
    return true;
  }
  return a === b;
}
