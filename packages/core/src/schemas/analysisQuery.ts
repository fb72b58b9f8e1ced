/**
 * The query every analysis call of the workspace sends (analysis-tools §7): the subject set as the repeated
 * `Suspect` parameter (a subject's id or its readable suspectid) and the period. The server parses the query
 * string into `{Suspect: string[], start?, end?}` (every `Suspect` value, in order) before validating.
 *
 * The other analysis queries (call lists, the timeline band, the pickers, the graph) are here too, so the
 * client and the server agree on every parameter. Repeated parameters arrive as arrays; all values as text.
 */
import './zodConfig.js';
import * as z from 'zod/mini';
import { AMOUNT_BANDS } from '../refdata/analysisLists.js';
import { GRAPH_NODE_TYPES, LINK_GRAPH_NODE_TYPES } from './enums.js';
import { CALL_PIVOT_ROW_FIELDS } from './gridColumns.js';

/** Most subjects in one analysis: a set, not a scan of the store. */
export const MAX_ANALYSIS_SUBJECTS = 50;

const instant = z.string().check(
  z.maxLength(40),
  z.refine((v) => !Number.isNaN(Date.parse(v)), 'Not a date and time'),
);

const subjectSet = (message = 'Choose at least one subject') =>
  z
    .array(z.string().check(z.trim(), z.minLength(1), z.maxLength(64)))
    .check(z.minLength(1, message), z.maxLength(MAX_ANALYSIS_SUBJECTS, `At most ${MAX_ANALYSIS_SUBJECTS} subjects`));

const period = { start: z.optional(instant), end: z.optional(instant) };
const periodInOrder = z.refine<{ start?: string; end?: string }>((q) => !q.start || !q.end || !(Date.parse(q.start) > Date.parse(q.end)), {
  message: 'Start must not be after Stop',
  path: ['end'],
});

/** The parts other analysis queries build on (schemas/colocation.ts). */
export { subjectSet as analysisSubjectSet, period as analysisPeriod, periodInOrder as analysisPeriodInOrder };

export const analysisQuerySchema = z.object({ Suspect: subjectSet(), ...period }).check(periodInOrder);
export type AnalysisQueryInput = z.infer<typeof analysisQuerySchema>;

/** getTimelineStatement: the subject set, the period and one amount band (AMOUNT_BANDS' `value`). */
export const AMOUNT_BAND_VALUES = AMOUNT_BANDS.map((b) => b.value) as [string, ...string[]];
export const timelineQuerySchema = z
  .object({ Suspect: subjectSet(), ...period, range: z.optional(z.enum(AMOUNT_BAND_VALUES, 'Not one of the amount bands')) })
  .check(periodInOrder);
export type TimelineQueryInput = z.infer<typeof timelineQuerySchema>;

// ── Call records ────────────────────────────────────────────────────────────────────────────────────

const WHOLE = 'Must be a whole number of 0 or more';
const whole = () => z.optional(z.string().check(z.regex(/^\d{1,9}$/, WHOLE)));
const listParams = {
  limit: whole(),
  offset: whole(),
  search: z.optional(z.string().check(z.trim(), z.maxLength(100))),
  pager: z.optional(z.string().check(z.maxLength(20))),
};

/** A phone number as typed (digits, spaces, +, -, brackets): the server normalises it (core's normalisePhone). */
const phone = () => z.string().check(z.trim(), z.regex(/^\+?[0-9][0-9 ()-]{3,30}$/, 'Not a phone number'));
const phones = () => z.array(phone()).check(z.minLength(1), z.maxLength(MAX_ANALYSIS_SUBJECTS * 4, 'Too many numbers'));

/**
 * The call direction: a side ('Originating': the subject's number made the call; 'Terminating': received it),
 * optionally with the medium of the workspace's select ('Voice Originating', 'SMS Terminating', ...).
 */
export const CALL_QUERY_DIRECTIONS = [
  'originating',
  'terminating',
  'voice originating',
  'voice terminating',
  'sms originating',
  'sms terminating',
] as const;
export type CallQueryDirection = (typeof CALL_QUERY_DIRECTIONS)[number];
const direction = () =>
  z.optional(z.pipe(z.string().check(z.trim(), z.toLowerCase()), z.enum(CALL_QUERY_DIRECTIONS, 'Not a call direction')));

/** Columns the call list may be sorted by ('-' first for descending). */
export const CDR_SORT_FIELDS = ['cdr_ts', 'call_duration', 'originating_number', 'terminating_number', 'call_type'] as const;
const sortValues = CDR_SORT_FIELDS.flatMap((f) => [f, `-${f}`]) as [string, ...string[]];

/** GET /cdr: one side's numbers, a page, a search and a sort; default=true answers a plain (capped) array. */
export const cdrListQuerySchema = z
  .object({
    originating_number: z.optional(phones()),
    terminating_number: z.optional(phones()),
    sort: z.optional(z.enum(sortValues, `Sort by one of ${CDR_SORT_FIELDS.join(', ')}`)),
    default: z.optional(z.enum(['true', 'false'])),
    ...listParams,
  })
  .check(
    z.refine((q) => !!q.originating_number !== !!q.terminating_number, {
      message: 'Give originating_number or terminating_number',
      path: ['originating_number'],
    }),
  );
export type CdrListQueryInput = z.infer<typeof cdrListQuerySchema>;

/** GET /cdr/range: the subject set's numbers, a direction, a period, a page. */
export const cdrRangeQuerySchema = z
  .object({ Suspect: subjectSet(), direction: direction(), ...period, ...listParams })
  .check(periodInOrder);
export type CdrRangeQueryInput = z.infer<typeof cdrRangeQuerySchema>;

/** GET /cdr/timeline: the calls between two numbers (either way round) in a period. */
export const cdrTimelineQuerySchema = z
  .object({ originating_number: phone(), terminating_number: phone(), direction: direction(), ...period })
  .check(periodInOrder);
export type CdrTimelineQueryInput = z.infer<typeof cdrTimelineQuerySchema>;

/** GET /cdr/points: where the subject set's calls of a direction were made in a period (the Call Details map). */
export const cdrPointsQuerySchema = z.object({ Suspect: subjectSet(), direction: direction(), ...period }).check(periodInOrder);
export type CdrPointsQueryInput = z.infer<typeof cdrPointsQuerySchema>;

/**
 * GET /cdr/pivot, /cdr/map, /cdr/graph (the call-records page's Pivot, Map and Network graph tabs): one side's
 * numbers, as GET /cdr takes them, and a period; the pivot also its rows (a call pivot row field).
 */
const cdrNumbersShape = { originating_number: z.optional(phones()), terminating_number: z.optional(phones()), ...period };
const oneSide = z.refine<{ originating_number?: string[]; terminating_number?: string[] }>((q) => !!q.originating_number !== !!q.terminating_number, {
  message: 'Give originating_number or terminating_number',
  path: ['originating_number'],
});
export const cdrNumbersQuerySchema = z.object(cdrNumbersShape).check(oneSide, periodInOrder);
export type CdrNumbersQueryInput = z.infer<typeof cdrNumbersQuerySchema>;
export const cdrPivotQuerySchema = z
  .object({ ...cdrNumbersShape, rows: z.optional(z.enum(CALL_PIVOT_ROW_FIELDS, `Rows by one of ${CALL_PIVOT_ROW_FIELDS.join(', ')}`)) })
  .check(oneSide, periodInOrder);
export type CdrPivotQueryInput = z.infer<typeof cdrPivotQuerySchema>;

/** GET /kycsuspect: subscribers by name or number (5 by default). */
export const kycSuspectQuerySchema = z.object({ ...listParams });
export type KycSuspectQueryInput = z.infer<typeof kycSuspectQuerySchema>;

/** GET /suspectlookup: subjects by id (repeated Suspects) or by a search. */
export const suspectLookupQuerySchema = z
  .object({ Suspects: z.optional(subjectSet('Give at least one subject')), ...listParams })
  .check(
    z.refine((q) => !!q.Suspects || (q.search !== undefined && q.search !== ''), {
      message: 'Give Suspects or search',
      path: ['Suspects'],
    }),
  );
export type SuspectLookupQueryInput = z.infer<typeof suspectLookupQuerySchema>;

// ── Graph ───────────────────────────────────────────────────────────────────────────────────────────

export const GRAPH_QUERY_LABELS = [...new Set([...GRAPH_NODE_TYPES, ...LINK_GRAPH_NODE_TYPES])] as [string, ...string[]];
/** GET /graph: one node (its type and id) whose neighbours are asked for. */
export const graphQuerySchema = z.object({
  label: z.enum(GRAPH_QUERY_LABELS, `One of ${GRAPH_QUERY_LABELS.join(', ')}`),
  id: z.string().check(z.trim(), z.minLength(1), z.maxLength(128)),
});
export type GraphQueryInput = z.infer<typeof graphQuerySchema>;
