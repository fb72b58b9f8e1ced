/**
 * The queries of the selection panels' calls (analysis-tools §7 "Selection panels"), as the server reads
 * them from the query string (every value text). `suspect_id`/`id` is a subject's uuid or readable suspectid.
 */
import './zodConfig.js';
import * as z from 'zod/mini';

/** Company confidence is at least 25 on fetch (analysis-tools §9). */
export const DEFAULT_MATCH_CONFIDENCE = 25;
/** 80 or more is highlighted (analysis-tools §9). */
export const HIGHLIGHT_MATCH_CONFIDENCE = 80;

const ref = () => z.string().check(z.trim(), z.minLength(1, 'Required'), z.maxLength(64, 'At most 64 characters'));
const term = (min: number) =>
  z.string().check(z.trim(), z.minLength(min, `At least ${min} characters`), z.maxLength(200, 'At most 200 characters'));

/** ?suspect_id (taxdetails, nin, crimsmatch). */
export const suspectIdQuerySchema = z.object({ suspect_id: ref() });
/** ?id (accounts, vehicles). */
export const subjectIdQuerySchema = z.object({ id: ref() });

/** ?suspect_id&confidence=25: the least confidence returned, 0 to 100 (default 25). */
export const companyMatchQuerySchema = z.object({
  suspect_id: ref(),
  confidence: z._default(
    z.pipe(
      z.string().check(z.regex(/^\d{1,3}(\.\d{1,4})?$/, 'A number from 0 to 100')),
      z.transform((v) => Number(v)),
    ).check(z.lte(100, 'A number from 0 to 100')),
    DEFAULT_MATCH_CONFIDENCE,
  ),
});
export type CompanyMatchQuery = z.output<typeof companyMatchQuerySchema>;

/** ?search (a company search), or ?criterion=name&aname (a company by an account's name). */
export const companyQueryQuerySchema = z
  .object({
    search: z.optional(term(2)),
    criterion: z.optional(z.literal('name')),
    aname: z.optional(term(2)),
  })
  .check(
    z.refine((q) => Boolean(q.search) !== Boolean(q.criterion === 'name' && q.aname), {
      message: 'Give search, or criterion=name with aname',
      path: ['search'],
    }),
  );
export type CompanyQueryQuery = z.output<typeof companyQueryQuerySchema>;

/** ?q (accounts by name: the 'Search By Name' tab). */
export const accountsByNameQuerySchema = z.object({ q: term(2) });
