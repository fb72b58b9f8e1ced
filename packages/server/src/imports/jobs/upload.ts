/**
 * Receives a multipart upload by streaming each file to disk (FIU_DATA_DIR/files/imports/<uuid>), hashing it on
 * the way: a 200 MB statement never sits in memory (Hono's parseBody would buffer the whole body through
 * Request.formData()). Parsed with @fastify/busboy; each accepted file field has its own size bound, unknown
 * file fields are drained and dropped, text fields are bounded in number and size.
 */
import { createHash, randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import Busboy from '@fastify/busboy';
import { ApiError } from '../../lib/errors.js';
import type { AppContext } from '../../types.js';
import { span } from './timeline.js';

/** A received file, as a Blob the core schemas can check (name and size), its bytes on disk. */
export class ReceivedFile extends Blob {
  constructor(
    readonly name: string,
    readonly path: string,
    readonly byteCount: number,
    readonly sha256: string,
    /** The first bytes (magic numbers). */
    readonly head: Buffer,
  ) {
    super([]);
  }
  override get size(): number {
    return this.byteCount;
  }
}

export interface Received {
  fields: Record<string, string>;
  files: Record<string, ReceivedFile>;
  /** Removes every received file (a refused request leaves nothing behind). */
  discard(): Promise<void>;
}

const HEAD_BYTES = 16;
export const NOT_MULTIPART = 'Send the form as multipart/form-data';

/** `files`: accepted file field → its largest size in bytes; `maxBody`: the whole body's (a chunked body is counted here). */
export async function receiveMultipart(c: AppContext, o: { dir: string; files: Record<string, number>; maxBody: number }): Promise<Received> {
  const type = c.req.header('content-type') ?? '';
  const body = c.req.raw.body;
  if (!/^multipart\/form-data\s*;/i.test(type) || !body) throw new ApiError(400, NOT_MULTIPART);
  const endReceive = span('upload.receive');
  await mkdir(o.dir, { recursive: true });
  const fields: Record<string, string> = {};
  const files: Record<string, ReceivedFile> = {};
  const written: string[] = [];
  const discard = () => Promise.all(written.map((p) => rm(p, { force: true }))).then(() => {});
  const writes: Promise<void>[] = [];
  let failure: unknown = null;

  const bb = Busboy({ headers: { 'content-type': type }, limits: { fields: 60, fieldSize: 64 * 1024, files: 4, parts: 64 } });
  bb.on('field', (name, value, nameTruncated, valueTruncated) => {
    if (nameTruncated || valueTruncated) failure ??= new ApiError(413, `The field ${name.slice(0, 40)} is too long`);
    else if (!(name in fields)) fields[name] = value;
  });
  bb.on('file', (field, stream, filename) => {
    const max = o.files[field];
    if (max === undefined || files[field] || written.length >= Object.keys(o.files).length) {
      stream.resume();
      return;
    }
    const path = join(o.dir, randomUUID());
    written.push(path);
    const hash = createHash('sha256');
    let size = 0;
    let head = Buffer.alloc(0);
    const count = new Transform({
      transform(chunk: Buffer, _enc, done) {
        size += chunk.length;
        if (size > max) return done(new ApiError(413, `The file is larger than ${Math.round(max / 1048576)} MB`, { [field]: [`The file is larger than ${Math.round(max / 1048576)} MB`] }));
        if (head.length < HEAD_BYTES) head = Buffer.concat([head, chunk.subarray(0, HEAD_BYTES - head.length)]);
        hash.update(chunk);
        done(null, chunk);
      },
    });
    writes.push(
      pipeline(stream, count, createWriteStream(path, { flags: 'wx', mode: 0o600 })).then(
        () => void (files[field] = new ReceivedFile(filename.slice(0, 255), path, size, hash.digest('hex'), head)),
        (err: unknown) => {
          failure ??= err;
          stream.resume();
        },
      ),
    );
  });
  try {
    let total = 0;
    const bounded = new Transform({
      transform(chunk: Buffer, _enc, done) {
        total += chunk.length;
        done(total > o.maxBody ? new ApiError(413, 'Request body is too large') : null, chunk);
      },
    });
    await pipeline(Readable.fromWeb(body as WebReadableStream<Uint8Array>), bounded, bb);
    await Promise.all(writes);
  } catch (err) {
    await Promise.allSettled(writes);
    await discard();
    if (failure instanceof ApiError) throw failure;
    if (err instanceof ApiError) throw err;
    throw new ApiError(400, 'The upload could not be read (malformed multipart body)');
  }
  if (failure) {
    await discard();
    throw failure;
  }
  endReceive({ bytes: Object.values(files).reduce((n, f) => n + f.byteCount, 0) });
  return { fields, files, discard };
}
