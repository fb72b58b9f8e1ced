/**
 * Client-side checks of report files before upload (dissemination-feedback §5, §9: .pdf, .jpg, .jpeg, .png;
 * at least one file). The server checks the bytes again (SECURITY.md promise 7); these limits match its
 * defaults so the user hears about a refusal before sending megabytes.
 */

export const ACCEPT = '.pdf,.jpg,.jpeg,.png';
export const MAX_FILE_BYTES = 10 * 1024 * 1024;
export const MAX_FILES = 10;
/** The server takes 32 MB of JSON; base64 adds a third. */
export const MAX_TOTAL_BYTES = 22 * 1024 * 1024;

const MIME_OF_EXTENSION: Record<string, string> = {
  pdf: 'application/pdf',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
};

export const extensionOf = (name: string): string => {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
};

/** The MIME type a file must have by its name, or null when the name is not an accepted type. */
export const mimeOf = (name: string): string | null => MIME_OF_EXTENSION[extensionOf(name)] ?? null;

/** The type the first bytes say: PDF, JPEG, PNG, or null. */
export function sniff(bytes: Uint8Array): string | null {
  const starts = (...sig: number[]) => sig.every((b, i) => bytes[i] === b);
  if (starts(0x25, 0x50, 0x44, 0x46)) return 'application/pdf'; // %PDF
  if (starts(0xff, 0xd8, 0xff)) return 'image/jpeg';
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'image/png';
  return null;
}

/** Not in the spec: why a file was not added. */
export const FILE_TEXT = {
  type: (name: string) => `${name}: File type not accepted. Use .pdf, .jpg, .jpeg or .png files.`,
  size: (name: string) => `${name}: larger than ${MAX_FILE_BYTES / 1024 / 1024} MB.`,
  empty: (name: string) => `${name}: the file is empty.`,
  count: `At most ${MAX_FILES} files at a time.`,
  total: `All files together must stay under ${MAX_TOTAL_BYTES / 1024 / 1024} MB.`,
  none: 'Add at least one report file (.pdf, .jpg, .jpeg or .png).',
};

/** Why a file cannot be sent, or null when it can. Reads its first bytes. */
export async function checkFile(file: File): Promise<string | null> {
  const mime = mimeOf(file.name);
  if (!mime) return FILE_TEXT.type(file.name);
  if (file.size === 0) return FILE_TEXT.empty(file.name);
  if (file.size > MAX_FILE_BYTES) return FILE_TEXT.size(file.name);
  const head = new Uint8Array(await file.slice(0, 8).arrayBuffer());
  if (sniff(head) !== mime) return FILE_TEXT.type(file.name);
  return null;
}

/** '532 B', '14.2 KB', '3.1 MB'. */
export function formatBytes(n: number): string {
  if (n < 1024) return `${n} B`;
  if (n < 1024 * 1024) return `${(n / 1024).toFixed(1)} KB`;
  return `${(n / 1024 / 1024).toFixed(1)} MB`;
}

/** The file as a data URL whose MIME type is the one its name says (browsers leave some types empty). */
export function readAsDataUrl(file: File): Promise<string> {
  const mime = mimeOf(file.name) ?? 'application/octet-stream';
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^;,]*/, `data:${mime}`));
    reader.onerror = () => reject(reader.error ?? new Error(`Could not read ${file.name}`));
    reader.readAsDataURL(file);
  });
}
