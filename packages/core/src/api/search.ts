/** Identifier search (dissemination-feedback §2 "Search", §5, §7). */
import { sessionStore } from '../session/store.js';
import { request } from './http.js';

export interface IdentifierSearchInput {
  account?: string[];
  phone?: string[];
  passport?: string[];
  companyName?: string[];
  /** Defaults to the signed-in user's e-mail. */
  user?: string;
}

/** The preliminary report; its structure is not shown in the spec. */
export interface IdentifierSearchResult {
  result: unknown;
}

/** GET /api/search?account=..&phone=..&passport=..&companyName=..&user=email (repeatable parameters). */
export function identifiers(input: IdentifierSearchInput): Promise<IdentifierSearchResult> {
  const user = input.user ?? (sessionStore.getState().user as { email?: string } | null)?.email;
  return request('/search', {
    query: {
      account: input.account,
      phone: input.phone,
      passport: input.passport,
      companyName: input.companyName,
      user,
    },
  });
}
