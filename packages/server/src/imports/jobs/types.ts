/**
 * The contract between the durable import jobs (imports/jobs: claim, run, resume after a restart, progress,
 * mail at the end) and the handlers that know one kind of file (statements and call records: imports/tabular;
 * goAML XML: imports/goaml; registries: imports/registry). A handler reads its file and stores rows; the
 * runner owns the `imports` row, the status, the counters and the mail.
 *
 * A handler must be safe to run again from the start on the same file (a restart re-runs an unfinished job):
 * every row it stores carries a natural key and is inserted with ON CONFLICT DO NOTHING, so a second run adds
 * nothing twice and counts the rows already present as duplicates.
 */
import type { ImportKind, ImportQualityFinding, RegistryName } from '../../core.js';
import type { Db } from '../../db/types.js';
import type { Clock, Logger } from '../../types.js';

/** The `imports` row as a handler sees it. */
export interface ImportJobRow {
  id: string;
  kind: ImportKind;
  registry: RegistryName | null;
  file_name: string | null;
  /** Absolute path of the uploaded bytes (removed by the runner when the job is done). */
  stored_file: string | null;
  subject_id: string | null;
  account_id: string | null;
  /** target field → source column header, when the user confirmed a mapping. */
  mapping: Record<string, string> | null;
  /** The import form's person and account fields, as validated by core's schema. */
  form: Record<string, unknown> | null;
  created_by: string;
  domain: string;
}

export interface RefusedRow {
  sheet: string;
  /** 1-based row number in the source file. */
  row: number;
  /** Why, as the analyst reads it: "cdr_ts: not a date ('31/02/2024')". */
  reason: string;
  cells: string[];
}

export interface RepeatedRow {
  sheet: string;
  row: number;
  /** The earlier row of the same sheet that it repeats. */
  of: number;
  cells: string[];
}

/** Counters to add (deltas since the last call), and the total when it becomes known. */
export interface ProgressDelta {
  read?: number;
  stored?: number;
  duplicate?: number;
  repeated?: number;
  refused?: number;
  total?: number;
}

export interface ImportContext {
  db: Db;
  job: ImportJobRow;
  clock: Clock;
  log: Logger;
  /** Add to the job's counters; the runner writes them at most a few times a second. */
  progress(delta: ProgressDelta): Promise<void>;
  /** Record a refused row (idempotent per sheet and row: a re-run does not list it twice). */
  refuse(row: RefusedRow): Promise<void>;
  /**
   * Record a row identical to an earlier row of the same file (listed with the refused rows, with the row it
   * repeats; the first few make the quality finding). Count it with progress({ repeated }).
   */
  repeat(row: RepeatedRow): Promise<void>;
  /** Aborted when the server shuts down: stop at the next batch boundary and throw. */
  signal: AbortSignal;
}

/** What a handler found beyond its counters: the quality checks, reported with the import. */
export interface ImportOutcome {
  quality?: ImportQualityFinding[];
}

/**
 * Thrown by a handler for a file it cannot import at all ('File not uploaded check Excel headers', a read
 * limit): the job fails with this message for the user, not a stack trace.
 */
export class ImportRefused extends Error {
  override readonly name = 'ImportRefused';
}

export type ImportHandler = (ctx: ImportContext) => Promise<ImportOutcome>;
