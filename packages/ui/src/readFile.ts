/**
 * Checking a chosen file the way the server will before it is sent (SECURITY.md promise 7: types by their
 * bytes): its declared type, its first bytes, its size; then reading it as a data URL labelled with the type
 * its bytes prove.
 */
export type FileType = 'image/png' | 'image/jpeg' | 'application/pdf';

const SIGNATURES: ReadonlyArray<readonly [FileType, readonly number[]]> = [
  ['image/png', [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]],
  ['image/jpeg', [0xff, 0xd8, 0xff]],
  ['application/pdf', [0x25, 0x50, 0x44, 0x46, 0x2d]], // %PDF-
];

/** Declared types browsers give each kind; a file declared as something else (or nothing) is refused. */
const DECLARED: Readonly<Record<string, FileType>> = {
  'image/png': 'image/png',
  'image/jpeg': 'image/jpeg',
  'image/jpg': 'image/jpeg',
  'image/pjpeg': 'image/jpeg',
  'application/pdf': 'application/pdf',
  'application/x-pdf': 'application/pdf',
};

/** The type a file's first bytes say it is, or null. */
export function detectFileType(bytes: Uint8Array): FileType | null {
  for (const [type, sig] of SIGNATURES) if (bytes.length >= sig.length && sig.every((b, i) => bytes[i] === b)) return type;
  return null;
}

/** 'PDF, PNG or JPEG'. */
export function typesText(types: readonly FileType[]): string {
  const names = types.map((t) => (t === 'application/pdf' ? 'PDF' : t === 'image/png' ? 'PNG' : 'JPEG'));
  return names.length > 1 ? `${names.slice(0, -1).join(', ')} or ${names.at(-1)}` : (names[0] ?? '');
}

/** '5 MB', '500 KB'. */
export function formatBytes(n: number): string {
  if (n >= 1024 * 1024) return `${+(n / (1024 * 1024)).toFixed(1)} MB`;
  if (n >= 1024) return `${Math.round(n / 1024)} KB`;
  return `${n} bytes`;
}

export type ReadFileResult<T extends FileType = FileType> = { ok: true; dataUrl: string; type: T } | { ok: false; reason: 'type' | 'size' | 'read' };

/** Checks `file` against `types` (declared type, then its bytes) and `maxBytes`, and reads it as a data URL. */
export async function readCheckedFile<T extends FileType>(file: Blob, types: readonly T[], maxBytes: number): Promise<ReadFileResult<T>> {
  const declared = file.type.toLowerCase();
  if (!(types as readonly FileType[]).includes(DECLARED[declared] as FileType)) return { ok: false, reason: 'type' };
  let head: Uint8Array;
  try {
    head = new Uint8Array(await file.slice(0, 8).arrayBuffer());
  } catch {
    return { ok: false, reason: 'read' };
  }
  const type = detectFileType(head);
  if (!type || !(types as readonly FileType[]).includes(type)) return { ok: false, reason: 'type' };
  if (file.size > maxBytes) return { ok: false, reason: 'size' };
  try {
    const url = await new Promise<string>((resolve, reject) => {
      const reader = new FileReader();
      reader.onload = () => (typeof reader.result === 'string' ? resolve(reader.result) : reject(new Error('no result')));
      reader.onerror = () => reject(reader.error ?? new Error('read failed'));
      reader.readAsDataURL(file);
    });
    const comma = url.indexOf(',');
    if (comma < 0) return { ok: false, reason: 'read' };
    // The declared type may be wrong (a PNG saved as .jpg): label the data with what the bytes are.
    return { ok: true, dataUrl: `data:${type};base64,${url.slice(comma + 1)}`, type: type as T };
  } catch {
    return { ok: false, reason: 'read' };
  }
}
