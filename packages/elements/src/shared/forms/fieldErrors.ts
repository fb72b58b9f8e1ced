/**
 * Field errors as core's `validate()` and the server give them: dotted path → messages. Helpers to decide
 * which of them a form shows (touched fields, or all after a save attempt) and where.
 */
import { topKey } from './paths';

export type FieldErrors = Readonly<Record<string, readonly string[] | undefined>>;

/** The first message at exactly `path`, for the line under a field. */
export const errorAt = (errors: FieldErrors, path: string): string | undefined => errors[path]?.[0];

/**
 * The errors a form shows: every one after a save attempt (`all`), else those of touched fields.
 * `touched` holds paths; a touched path also shows the errors of `related` paths that depend on it
 * (a bank choice shows the NUBAN message on its account number).
 */
export function visibleErrors(
  errors: FieldErrors,
  touched: ReadonlySet<string>,
  all: boolean,
  related: (path: string) => readonly string[] = () => [],
): Record<string, readonly string[]> {
  const out: Record<string, readonly string[]> = {};
  const shown = new Set<string>(touched);
  for (const t of touched) for (const r of related(t)) shown.add(r);
  for (const [path, messages] of Object.entries(errors)) {
    if (messages && messages.length > 0 && (all || shown.has(path))) out[path] = messages;
  }
  return out;
}

/** Whether any error belongs to one of these record fields (a tab's fields), nested paths included. */
export const hasErrorIn = (errors: FieldErrors, fields: ReadonlySet<string>): boolean =>
  Object.keys(errors).some((path) => fields.has(topKey(path)) && (errors[path]?.length ?? 0) > 0);

/** Server errors laid over the form's own (the server's message wins at a path they both name). */
export const mergeErrors = (own: FieldErrors, server: FieldErrors): FieldErrors => ({ ...own, ...server });

/**
 * Paths whose messages depend on `path`: a bank decides whether its row's account number forms a NUBAN, a state
 * which LGAs are valid. Touching the first shows the second's message.
 */
export const relatedPaths = (path: string): string[] =>
  path.endsWith('.bank') ? [`${path.slice(0, -4)}accountno`] : path.endsWith('.state') ? [`${path.slice(0, -5)}lga`] : [];
