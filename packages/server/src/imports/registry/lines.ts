import { createReadStream } from 'node:fs';

/** One line of a text file: its 1-based number, and its text, or null when it was longer than allowed. */
export interface Line {
  line: number;
  text: string | null;
}

/**
 * The lines of a file, streamed: memory holds one line at most `maxBytes` long; a longer line is skipped to
 * its end and reported (text null) rather than buffered. LF or CRLF.
 */
export async function* readLines(path: string, maxBytes: number): AsyncGenerator<Line> {
  let parts: Buffer[] = [];
  let size = 0;
  let tooLong = false;
  let line = 1;
  const done = (): Line => {
    const text = tooLong ? null : Buffer.concat(parts, size).toString('utf8').replace(/\r$/, '');
    parts = [];
    size = 0;
    tooLong = false;
    return { line: line++, text };
  };
  for await (const chunk of createReadStream(path) as AsyncIterable<Buffer>) {
    let start = 0;
    for (let nl = chunk.indexOf(10, start); nl !== -1; nl = chunk.indexOf(10, start)) {
      if (!tooLong && size + (nl - start) <= maxBytes) (parts.push(chunk.subarray(start, nl)), (size += nl - start));
      else tooLong = true;
      yield done();
      start = nl + 1;
    }
    const rest = chunk.length - start;
    if (rest > 0) {
      if (!tooLong && size + rest <= maxBytes) (parts.push(chunk.subarray(start)), (size += rest));
      else ((tooLong = true), (parts = []), (size = 0));
    }
  }
  if (size > 0 || tooLong) yield done();
}
