/**
 * The upload's check of a goAML file, before it is queued: XML by its content (not its name), then one pass of
 * the same safe parser the job uses, so a DTD, malformed XML or a file that is not a goAML report is refused
 * at once with the parser's message rather than by a failed job.
 */
import { GoamlFileError, parseGoaml } from './parse.js';

export interface GoamlFileSummary {
  reports: number;
  /** "STR GTB-STR-2024-0042" per report. */
  labels: string[];
  transactions: number;
  refused: number;
}

/** Not XML: binary content (a NUL byte) or a first character other than '<' after an optional BOM and spaces. */
export function looksLikeXml(head: Uint8Array): boolean {
  const sample = head.subarray(0, 1024);
  if (sample.includes(0)) return false;
  const text = new TextDecoder('latin1').decode(sample).replace(/^(\u00ef\u00bb\u00bf)?\s*/, '');
  return text.startsWith('<');
}

/** Reads the whole file once; throws GoamlFileError with the message for the user. */
export async function checkGoamlFile(bytes: Uint8Array): Promise<GoamlFileSummary> {
  if (!looksLikeXml(bytes)) throw new GoamlFileError('goAML report refused: the file is not XML');
  const summary: GoamlFileSummary = { reports: 0, labels: [], transactions: 0, refused: 0 };
  const source = (async function* () {
    yield bytes;
  })();
  for await (const e of parseGoaml(source)) {
    if (e.type === 'report') {
      summary.reports++;
      summary.labels.push([e.header.report_code, e.header.entity_reference].filter(Boolean).join(' '));
    } else if (e.type === 'transaction') summary.transactions++;
    else summary.refused++;
  }
  return summary;
}
