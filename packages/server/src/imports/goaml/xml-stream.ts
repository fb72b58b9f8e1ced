/**
 * A bounded, streaming reader of a goAML file's XML: saxes with no DTD support (a <!DOCTYPE> refuses the file,
 * so no entity can be declared, expanded or fetched), element depth and text sizes capped. It hands over one
 * small element tree per child of a <report> (a transaction, the header fields) as soon as that child closes,
 * so memory holds one transaction at a time whatever the file's size.
 */
import { SaxesParser } from 'saxes';

export interface XmlNode {
  name: string;
  text: string;
  children: XmlNode[];
  /** 1-based line of the element's start tag. */
  line: number;
}

export interface GoamlLimits {
  maxFileBytes: number;
  maxDepth: number;
  /** Characters of one element's text. */
  maxTextChars: number;
  /** Elements under one child of a report (one transaction with its parties). */
  maxNodesPerItem: number;
  maxReports: number;
}

export const GOAML_LIMITS: GoamlLimits = {
  maxFileBytes: 256 * 1024 * 1024,
  maxDepth: 32,
  maxTextChars: 64 * 1024,
  maxNodesPerItem: 10_000,
  maxReports: 100_000,
};

/** A file that is not a readable goAML report; `message` is shown to the user as is. */
export class GoamlFileError extends Error {
  override readonly name = 'GoamlFileError';
}

export type XmlItem =
  | { type: 'report-start'; report: number; line: number }
  /** A child element of a report, complete (a header field, a transaction, the location...). */
  | { type: 'child'; report: number; node: XmlNode }
  | { type: 'report-end'; report: number };

const refused = (why: string) => new GoamlFileError(`goAML report refused: ${why}`);
const localName = (qname: string) => qname.slice(qname.indexOf(':') + 1);

/** The encoding the XML declaration names (UTF-8 when none). */
function declaredEncoding(head: Uint8Array): string {
  const text = new TextDecoder('latin1').decode(head.subarray(0, 200));
  const m = /^\uFEFF?<\?xml[^>]*\sencoding\s*=\s*["']([A-Za-z0-9._-]+)["']/.exec(text);
  return m ? m[1]!.toLowerCase() : 'utf-8';
}

function decoderFor(encoding: string): TextDecoder {
  try {
    return new TextDecoder(encoding, { fatal: true });
  } catch {
    throw refused(`the file's encoding '${encoding}' is not supported`);
  }
}

/**
 * Reads goAML XML from a byte stream: `<report>` as the root, or a `<reports>` wrapper holding several. Throws
 * GoamlFileError for a DTD, malformed XML, an unknown root, or a bound exceeded.
 */
export async function* readGoamlXml(bytes: AsyncIterable<Uint8Array>, limits: GoamlLimits = GOAML_LIMITS): AsyncGenerator<XmlItem> {
  const parser = new SaxesParser({ xmlns: false, position: true });
  const out: XmlItem[] = [];
  let failure: Error | null = null;
  const fail = (e: Error) => {
    failure ??= e;
    throw e;
  };

  // open[0] is the root; a report is open[0] (root <report>) or open[1] (under <reports>).
  const open: XmlNode[] = [];
  let reportDepth = -1;
  let reports = 0;
  let itemNodes = 0;
  let rootSeen = false;

  parser.on('doctype', () => fail(refused('the file declares a DTD (<!DOCTYPE>), which goAML reports never carry')));
  parser.on('error', (e) => fail(refused(`the XML is malformed (${e.message})`)));
  parser.on('opentag', (tag) => {
    const name = localName(tag.name);
    const depth = open.length;
    if (depth >= limits.maxDepth) fail(refused(`elements are nested deeper than ${limits.maxDepth} levels`));
    const node: XmlNode = { name, text: '', children: [], line: parser.line };
    if (depth === 0) {
      if (rootSeen) fail(refused('the file has more than one root element'));
      rootSeen = true;
      if (name !== 'report' && name !== 'reports') fail(refused(`the root element is <${name}>, not a goAML <report>`));
    }
    const isReport = name === 'report' && ((depth === 0) || (depth === 1 && open[0]!.name === 'reports'));
    if (isReport) {
      if (++reports > limits.maxReports) fail(refused(`the file holds more than ${limits.maxReports} reports`));
      reportDepth = depth;
      out.push({ type: 'report-start', report: reports, line: node.line });
    } else if (reportDepth >= 0 && depth > reportDepth) {
      if (depth === reportDepth + 1) itemNodes = 0;
      if (++itemNodes > limits.maxNodesPerItem) fail(refused(`<${open[reportDepth + 1]?.name ?? name}> on line ${open[reportDepth + 1]?.line ?? node.line} has more than ${limits.maxNodesPerItem} elements`));
      open[depth - 1]!.children.push(node);
    }
    open.push(node);
  });
  const onText = (t: string) => {
    const node = open[open.length - 1];
    // Text of the root and of the report itself is layout only; only elements inside a report keep theirs.
    if (!node || reportDepth < 0 || open.length - 1 <= reportDepth) return;
    if (node.text.length + t.length > limits.maxTextChars) fail(refused(`<${node.name}> on line ${node.line} holds more than ${limits.maxTextChars} characters`));
    node.text += t;
  };
  parser.on('text', onText);
  parser.on('cdata', onText);
  parser.on('closetag', () => {
    const node = open.pop()!;
    const depth = open.length;
    if (depth === reportDepth) {
      out.push({ type: 'report-end', report: reports });
      reportDepth = -1;
    } else if (reportDepth >= 0 && depth === reportDepth + 1) {
      open[reportDepth]!.children.length = 0;
      out.push({ type: 'child', report: reports, node });
    }
  });

  let decoder: TextDecoder | null = null;
  let head: Uint8Array[] = [];
  let headBytes = 0;
  let size = 0;
  const feed = (text: string) => {
    try {
      parser.write(text);
    } catch (e) {
      throw failure ?? e;
    }
  };
  // The XML declaration (and its encoding) is in the first bytes: hold them until there are enough to read it.
  const feedBytes = (chunk: Uint8Array | null) => {
    if (!decoder) {
      if (chunk) {
        head.push(chunk);
        headBytes += chunk.byteLength;
        if (headBytes < 256) return;
      }
      const first = Buffer.concat(head);
      head = [];
      decoder = decoderFor(declaredEncoding(first));
      feed(decoder.decode(first, { stream: true }));
    } else if (chunk) {
      feed(decoder.decode(chunk, { stream: true }));
    }
    if (!chunk) feed(decoder.decode());
  };
  try {
    for await (const chunk of bytes) {
      size += chunk.byteLength;
      if (size > limits.maxFileBytes) throw refused(`the file is larger than ${Math.floor(limits.maxFileBytes / (1024 * 1024))} MB`);
      feedBytes(chunk);
      yield* out.splice(0);
    }
    feedBytes(null);
    try {
      parser.close();
    } catch (e) {
      throw failure ?? e;
    }
  } catch (e) {
    if (e instanceof TypeError && /encoded data/i.test(e.message)) throw refused('the file is not valid text in its declared encoding');
    throw e;
  }
  yield* out.splice(0);
  if (reports === 0) throw refused('the file holds no goAML <report>');
}
