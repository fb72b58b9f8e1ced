/** File types the public upload accepts, told apart by their first bytes (never by name or declared type). */
const SIGNATURES = [
  { type: 'application/pdf', ext: '.pdf', magic: [0x25, 0x50, 0x44, 0x46, 0x2d] }, // %PDF-
  { type: 'image/jpeg', ext: '.jpg', magic: [0xff, 0xd8, 0xff] },
  { type: 'image/png', ext: '.png', magic: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
] as const;

export type SniffedType = (typeof SIGNATURES)[number];

export function sniff(bytes: Uint8Array): SniffedType | null {
  return SIGNATURES.find((s) => s.magic.every((b, i) => bytes[i] === b)) ?? null;
}

/**
 * The bytes of a base64 data URL (`data:<anything>;base64,<data>`). The declared type is ignored.
 * Returns null for anything else. `maxBytes` is checked on the encoded length before decoding.
 */
export function decodeDataUrl(value: string, maxBytes: number): { bytes: Buffer } | { tooBig: true } | null {
  const m = /^data:[^,;]{0,100}(?:;[^,;]{0,100})*;base64,/i.exec(value);
  if (!m) return null;
  const data = value.slice(m[0].length).replace(/\s+/g, '');
  if (Math.floor((data.length * 3) / 4) - 2 > maxBytes) return { tooBig: true };
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(data) || data.length % 4 === 1) return null;
  const bytes = Buffer.from(data, 'base64');
  if (bytes.length > maxBytes) return { tooBig: true };
  return { bytes };
}
