/** A search term is sent only when longer than 1 character once trimmed (core-records §5, §9). */
export function isSearchTermUsable(term: string | null | undefined): boolean {
  return typeof term === 'string' && term.trim().length > 1;
}
