import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { forwardTo, startRecorder, type Recorder } from './recorder.js';

let front: Recorder;
let back: Recorder;
beforeAll(async () => {
  [front, back] = await Promise.all([startRecorder(), startRecorder()]);
  front.handle(forwardTo(back.origin));
});
afterAll(() => Promise.all([front.close(), back.close()]));

describe('the request recorder', () => {
  it('forwards a request unchanged and answers with what the other server answered, bytes and headers', async () => {
    const bytes = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x00, 0xff, 0xfe, 0x0a]);
    back.handle(() => ({ status: 207, body: Buffer.from([0xff, 0x00, 0xd8]), headers: { 'content-type': 'image/png', 'x-request-id': 'r-1' } }));
    const res = await fetch(`${front.origin}/media/a%20b.png?x=1&x=2`, { method: 'PUT', body: bytes, headers: { Token: 'tok', 'Content-Type': 'image/png' } });
    expect(res.status).toBe(207);
    expect(res.headers.get('x-request-id')).toBe('r-1');
    expect(Buffer.from(await res.arrayBuffer())).toEqual(Buffer.from([0xff, 0x00, 0xd8]));
    const there = back.last();
    expect(there).toMatchObject({ method: 'PUT', url: '/media/a%20b.png?x=1&x=2', path: '/media/a%20b.png' });
    expect(there.query.getAll('x')).toEqual(['1', '2']);
    expect(there.headers.token).toBe('tok');
    expect(there.headers.host).toBe(new URL(back.origin).host);
    expect(there.body).toEqual(bytes);
    // The front records what was sent and what it answered.
    expect(front.last().body).toEqual(bytes);
    expect(front.last().answer).toEqual({ status: 207, json: undefined });
  });

  it('records a JSON answer parsed', async () => {
    back.handle(() => ({ status: 201, json: { id: 'x' } }));
    await fetch(`${front.origin}/api/things`, { method: 'POST', body: '{"a":1}', headers: { 'Content-Type': 'application/json' } });
    expect(front.last()).toMatchObject({ json: { a: 1 }, answer: { status: 201, json: { id: 'x' } } });
  });

  it('drops a connection without an answer when told to, and when the server it forwards to does', async () => {
    back.handle(() => ({ drop: true }));
    await expect(fetch(`${back.origin}/api/x`)).rejects.toThrow();
    expect(back.last().answer).toBeUndefined();
    await expect(fetch(`${front.origin}/api/y`)).rejects.toThrow();
    expect(front.last().path).toBe('/api/y');
    expect(front.last().answer).toBeUndefined();
  });
});
