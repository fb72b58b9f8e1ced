/**
 * A photo from GET /media/{file} as an object URL. The media call needs the session (issue 3 brief,
 * SECURITY.md promise 2): it is read with the Token/Session headers as a Blob — never a token in a URL, so
 * never a plain `<img src="/media/...">`.
 *
 * Object URLs are shared by every user of the same file on the page and revoked when the last one lets go.
 */
import { useEffect, useState } from 'react';
import { mediaUrl, requestRaw } from '@fiu/core/api/http';

interface Entry {
  users: number;
  url: Promise<string | null>;
  resolved?: string | null;
}

const entries = new Map<string, Entry>();

/** Load (or share) one file; null when it cannot be read. */
function take(file: string): Entry {
  let entry = entries.get(file);
  if (!entry) {
    const made: Entry = {
      users: 0,
      url: requestRaw<Blob>(mediaUrl(file), { base: 'absolute', responseType: 'blob' }).then(
        (res) => {
          const blob = res.data;
          const ok = typeof Blob !== 'undefined' && blob instanceof Blob && blob.size > 0;
          made.resolved = ok ? URL.createObjectURL(blob) : null;
          // Released while loading: revoke at once.
          if (made.users === 0 && made.resolved) release(file, made);
          return made.resolved;
        },
        () => (made.resolved = null),
      ),
    };
    entry = made;
    entries.set(file, entry);
  }
  entry.users += 1;
  return entry;
}

function release(file: string, entry: Entry): void {
  if (entry.users > 0) return;
  if (entries.get(file) === entry) entries.delete(file);
  if (entry.resolved) URL.revokeObjectURL(entry.resolved);
}

/**
 * The object URL of a media file, or null while loading, when there is no file or when it failed
 * (show a placeholder then).
 */
export function usePhoto(file: string | null | undefined): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file) {
      setUrl(null);
      return;
    }
    let live = true;
    const entry = take(file);
    setUrl(entry.resolved ?? null);
    void entry.url.then((u) => {
      if (live) setUrl(u);
    });
    return () => {
      live = false;
      entry.users -= 1;
      // Keep it a moment: the next page or a re-render often asks for the same file again.
      setTimeout(() => release(file, entry), 0);
    };
  }, [file]);
  return url;
}

/** Two letters for a photo placeholder: first letters of surname and other names (or of a name's first two words). */
export function initials(...names: Array<string | null | undefined>): string {
  const words = names.flatMap((n) => (n ?? '').trim().split(/\s+/)).filter(Boolean);
  return words
    .slice(0, 2)
    .map((w) => [...w][0]!.toLocaleUpperCase())
    .join('');
}
