import { describe, expect, it } from 'vitest';
import { decodeDataUrl, sniff } from './files.js';

describe('sniff', () => {
  it('knows PDF, JPEG and PNG by their first bytes, nothing else', () => {
    expect(sniff(Buffer.from('%PDF-1.7\n'))?.ext).toBe('.pdf');
    expect(sniff(Buffer.from([0xff, 0xd8, 0xff, 0xdb]))?.ext).toBe('.jpg');
    expect(sniff(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))?.ext).toBe('.png');
    for (const other of ['%PDF', 'GIF89a', 'PK\x03\x04', '<svg', '', ' %PDF-1.7']) expect(sniff(Buffer.from(other, 'latin1'))).toBeNull();
    expect(sniff(Buffer.from([0x89, 0x50, 0x4e, 0x47]))).toBeNull();
  });
});

describe('decodeDataUrl', () => {
  it('decodes base64 data URLs whatever their declared type', () => {
    const r = decodeDataUrl(`data:image/png;base64,${Buffer.from('hello').toString('base64')}`, 100);
    expect(r && 'bytes' in r && r.bytes.toString()).toBe('hello');
    const named = decodeDataUrl(`data:application/pdf;name=a.pdf;base64,${Buffer.from('x').toString('base64')}`, 100);
    expect(named && 'bytes' in named).toBe(true);
  });

  it('refuses what is not a base64 data URL', () => {
    for (const v of ['hello', 'data:text/plain,hello', 'data:;base64,@@@@', 'https://x.example/a.pdf', 'data:application/pdf;base64,A']) {
      expect(decodeDataUrl(v, 100), v).toBeNull();
    }
  });

  it('says too big before decoding a long payload', () => {
    expect(decodeDataUrl(`data:application/pdf;base64,${'A'.repeat(4000)}`, 1000)).toEqual({ tooBig: true });
    expect(decodeDataUrl(`data:application/pdf;base64,${Buffer.alloc(1000).toString('base64')}`, 1000)).toHaveProperty('bytes');
    expect(decodeDataUrl(`data:application/pdf;base64,${Buffer.alloc(1001).toString('base64')}`, 1000)).toEqual({ tooBig: true });
  });
});
