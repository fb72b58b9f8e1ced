/**
 * Short display id: the first n characters, upper-case (batch requests and ERF: 8; evacuation requests and
 * face jobs: 7). Hyphens are kept as they are; null/undefined → ''.
 */
export function shortId(id: string | number | null | undefined, n: number): string {
  if (id === null || id === undefined) return '';
  return String(id).slice(0, Math.max(0, n)).toUpperCase();
}

/** Display lengths of the spec. */
export const SHORT_ID_LENGTH = { batch: 8, erf: 8, evacuation: 7, faceJob: 7 } as const;
