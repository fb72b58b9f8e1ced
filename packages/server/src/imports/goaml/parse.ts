/**
 * A goAML file as typed events, in file order: each report's header (once its header fields are read, before
 * its first transaction), then its transactions, each stored or refused with its reason and position.
 */
import { GoamlFileError, GOAML_LIMITS, readGoamlXml, type GoamlLimits } from './xml-stream.js';
import { isRefusal, readHeader, readTransaction, type GoamlReportHeader, type GoamlTransaction } from './model.js';

export { GoamlFileError, GOAML_LIMITS, type GoamlLimits };

/** Where a transaction is in the file, as the refused-rows list shows it. */
export interface GoamlPosition {
  /** 1-based ordinal of the report in the file. */
  report: number;
  /** 1-based ordinal of the transaction in its report. */
  ordinal: number;
  /** Line of its <transaction> tag. */
  line: number;
}

export type GoamlEvent =
  | { type: 'report'; report: number; header: GoamlReportHeader }
  | { type: 'transaction'; at: GoamlPosition; transaction: GoamlTransaction }
  | { type: 'refused'; at: GoamlPosition; reason: string; cells: string[] };

/** Header children read as text (the rest of a report's children are read past). */
const HEADER_FIELDS = new Set([
  'rentity_id', 'rentity_branch', 'submission_code', 'report_code', 'entity_reference', 'fiu_ref_number',
  'submission_date', 'report_date', 'currency_code_local', 'reason', 'action',
]);

export async function* parseGoaml(bytes: AsyncIterable<Uint8Array>, limits: GoamlLimits = GOAML_LIMITS): AsyncGenerator<GoamlEvent> {
  let fields = new Map<string, string>();
  let headerSent = false;
  let ordinal = 0;
  const header = function* (report: number): Generator<GoamlEvent> {
    if (headerSent) return;
    headerSent = true;
    const h = readHeader(fields);
    if (typeof h === 'string') throw new GoamlFileError(`goAML report refused: report ${report}: ${h}`);
    yield { type: 'report', report, header: h };
  };
  for await (const item of readGoamlXml(bytes, limits)) {
    if (item.type === 'report-start') {
      fields = new Map();
      headerSent = false;
      ordinal = 0;
    } else if (item.type === 'report-end') {
      yield* header(item.report);
    } else if (item.node.name === 'transaction') {
      yield* header(item.report);
      const at = { report: item.report, ordinal: ++ordinal, line: item.node.line };
      const t = readTransaction(item.node);
      yield isRefusal(t) ? { type: 'refused', at, reason: t.reason, cells: t.cells } : { type: 'transaction', at, transaction: t };
    } else if (!headerSent && HEADER_FIELDS.has(item.node.name)) {
      fields.set(item.node.name, item.node.text);
    }
  }
}
