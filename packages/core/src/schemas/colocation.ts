/**
 * Co-location (issue 10 item 7, "Beyond the old product"): which of the selected subjects' phones were at the
 * same cell site, or within a set distance, within a set time window; and the numbers two or more of them
 * called or were called by. GET /cdr/colocation?Suspect..&start&end&window&distance (api/PATHS.md, chosen).
 *
 * The query and the answer's shape live here so the panel and the server agree on them; the limits
 * (rules/colocation.ts) bound what one request may cost (a window of a day, 50 km), and a finding carries at most
 * COLOCATION_LIMITS.evidence call records (with the number it had).
 */
import './zodConfig.js';
import * as z from 'zod/mini';
import { COLOCATION_LIMITS, colocationSettingProblem, type ColocationSetting } from '../rules/colocation.js';
import { analysisPeriod, analysisPeriodInOrder, analysisSubjectSet } from './analysisQuery.js';

export { COLOCATION_LIMITS };

/** A window or distance as the query string carries it (text), checked by rules/colocation.ts. */
const setting = (name: ColocationSetting) =>
  z.optional(
    z.string().check(
      z.trim(),
      z.superRefine((v, ctx) => {
        const problem = colocationSettingProblem(name, v);
        if (problem) ctx.addIssue({ code: 'custom', message: problem, input: v });
      }),
    ),
  );

export const colocationQuerySchema = z
  .object({
    Suspect: analysisSubjectSet(),
    ...analysisPeriod,
    window: setting('window'),
    distance: setting('distance'),
  })
  .check(analysisPeriodInOrder);
export type ColocationQueryInput = z.infer<typeof colocationQuerySchema>;

/** One call record behind a finding: the call-list columns plus the sites (analysis-tools §3 call record). */
export interface ColocationEvidence {
  Record_ID: string;
  originating_number: string | null;
  terminating_number: string | null;
  call_type: string | null;
  call_duration: number | null;
  cdr_ts: string;
  originating_sitename: string | null;
  terminating_sitename: string | null;
  calling_subscriber_name: string | null;
  called_subscriber_name: string | null;
}

export interface ColocationSubjectRef {
  id: string;
  name: string;
}

/** Two subjects' phones seen near each other: from the first to the last sighting of one run of sightings. */
export interface ColocationMeeting {
  subjects: (ColocationSubjectRef & { phone: string })[];
  /** The cell sites the phones were seen at (one when the same site). */
  sites: string[];
  /** The least distance between the two phones' sites in the run, metres (0 at the same site). */
  distance: number;
  first: string;
  last: string;
  evidence: ColocationEvidence[];
  evidenceCount: number;
}

/** A number two or more subjects called or were called by. */
export interface ColocationContact {
  number: string;
  name: string | null;
  subjects: (ColocationSubjectRef & { calls: number })[];
  calls: number;
  evidence: ColocationEvidence[];
  evidenceCount: number;
}

export interface ColocationResult {
  window: number;
  distance: number;
  meetings: ColocationMeeting[];
  contacts: ColocationContact[];
  /** More findings of that kind than the answer holds. */
  truncated: { meetings: boolean; contacts: boolean };
}
