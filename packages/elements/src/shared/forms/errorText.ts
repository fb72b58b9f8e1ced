/**
 * What the Errors panel says about a failed save, the same way in every record form: each field error under
 * the field's label ('Bank account 1, Account number: ...'), and the server's own text once — not again when it
 * only restates those field errors, as our server's summary line does ('case_reference: Already used').
 */
import type { FieldErrors } from './fieldErrors';

/** Labels of one form's fields (by key, in any list) and of its lists' items ('directors' → 'Director'). */
export interface FieldLabels {
  fields: Readonly<Record<string, string>>;
  items: Readonly<Record<string, string>>;
}

/** A key nobody labelled: 'tax_identification_number' → 'Tax identification number'. */
const fromKey = (key: string): string => {
  const words = key.replace(/_/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/** 'directors.1.surname' → 'Director 2, Surname'; 'bvn' → its label; an unknown key reads as words. */
export function pathLabel(path: string, labels: FieldLabels): string {
  const parts = path.split('.');
  const out: string[] = [];
  for (let i = 0; i < parts.length; i++) {
    const key = parts[i]!;
    const next = parts[i + 1];
    if (next !== undefined && /^\d+$/.test(next)) {
      out.push(`${labels.items[key] ?? fromKey(key)} ${Number(next) + 1}`);
      i++;
    } else {
      out.push(labels.fields[key] ?? fromKey(key));
    }
  }
  return out.join(', ');
}

/** The labels of every path of `errors`, for ui's ErrorsPanel. */
export const labelsOf = (errors: FieldErrors, labels: FieldLabels): Record<string, string> =>
  Object.fromEntries(Object.keys(errors).map((path) => [path, pathLabel(path, labels)]));

/**
 * The server's text for the panel, or null when every part of it ('; '-separated, as `path: message` or the
 * message alone) is one of the field errors listed anyway.
 */
export function serverMessage(message: string, fieldErrors: FieldErrors): string | null {
  const text = message.trim();
  if (text === '') return null;
  const known = new Set<string>();
  for (const [path, list] of Object.entries(fieldErrors)) for (const m of list ?? []) known.add(m).add(`${path}: ${m}`);
  if (known.size === 0) return text;
  const parts = text.replace(/ \(and \d+ more\)$/, '').split('; ');
  return parts.every((p) => known.has(p.trim())) ? null : text;
}
