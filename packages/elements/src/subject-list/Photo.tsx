import type { ReactElement } from 'react';
import { initials, usePhoto } from '../shared/records/usePhoto';

/**
 * The subject's photo as a 28 px thumbnail, read from /media with the session headers (a blob URL);
 * the initials of the names while it loads, when there is none, or when it cannot be read.
 */
export function Photo({ file, names }: { file: string | null | undefined; names: Array<string | null | undefined> }): ReactElement {
  const url = usePhoto(file);
  return (
    <span className="fiu-records__photo" data-photo={url ? 'loaded' : 'initials'}>
      {url ? <img src={url} alt="" width={28} height={28} decoding="async" /> : <span aria-hidden="true">{initials(...names) || '?'}</span>}
    </span>
  );
}
