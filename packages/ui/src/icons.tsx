// Internal 16 px icons (paths drawn on a 16 x 16 grid). Decorative: hidden from assistive tech.
import type { ReactElement } from 'react';

const paths = {
  chevronLeft: 'M10.3 3.3 5.6 8l4.7 4.7-1 1L3.6 8l5.7-5.7z',
  chevronRight: 'M5.7 3.3 10.4 8l-4.7 4.7 1 1L12.4 8 6.7 2.3z',
  close: 'M12.7 4.3 11.7 3.3 8 7 4.3 3.3 3.3 4.3 7 8l-3.7 3.7 1 1L8 9l3.7 3.7 1-1L9 8z',
  menu: 'M2 3.5h12V5H2zm0 3.75h12v1.5H2zM2 11h12v1.5H2z',
  info: 'M8 1a7 7 0 1 0 0 14A7 7 0 0 0 8 1zm.75 10.5h-1.5V7h1.5zM8 5.75a.9.9 0 1 1 0-1.8.9.9 0 0 1 0 1.8z',
  warning: 'M8.87 1.5a1 1 0 0 0-1.74 0L.63 13a1 1 0 0 0 .87 1.5h13a1 1 0 0 0 .87-1.5zM8.75 12h-1.5v-1.5h1.5zm0-3h-1.5V5.5h1.5z',
  error: 'M8 1a7 7 0 1 0 0 14A7 7 0 0 0 8 1zm.75 10.5h-1.5V10h1.5zm0-3h-1.5v-4h1.5z',
  success: 'M8 1a7 7 0 1 0 0 14A7 7 0 0 0 8 1zM7 11.1 4 8.1l1.06-1.06L7 8.98l3.94-3.94L12 6.1z',
  lock: 'M12 7V5a4 4 0 0 0-8 0v2H3v8h10V7zM5.5 5a2.5 2.5 0 0 1 5 0v2h-5zm3.25 7h-1.5V9.5h1.5z',
  chevronDown: 'M3.3 5.7 8 10.4l4.7-4.7 1 1L8 12.4 2.3 6.7z',
  arrowUp: 'M8 2.6 3.5 7.1l1.06 1.06 2.69-2.69V13.4h1.5V5.47l2.69 2.69L12.5 7.1z',
  arrowDown: 'M8 13.4 3.5 8.9l1.06-1.06 2.69 2.69V2.6h1.5v7.93l2.69-2.69L12.5 8.9z',
  sortable: 'M8 1.9 4.4 5.5l1.06 1.06L8 4.02l2.54 2.54L11.6 5.5zm0 12.2 3.6-3.6-1.06-1.06L8 11.98 5.46 9.44 4.4 10.5z',
  search: 'M6.75 1.5a5.25 5.25 0 1 0 3.2 9.41l3.47 3.47 1.06-1.06-3.47-3.47A5.25 5.25 0 0 0 6.75 1.5zM3 6.75a3.75 3.75 0 1 1 7.5 0 3.75 3.75 0 0 1-7.5 0z',
  filter: 'M1.5 2.5h13v1.7L9.75 8.9V14l-3.5-1.75V8.9L1.5 4.2z',
  plus: 'M7.25 2.5v4.75H2.5v1.5h4.75v4.75h1.5V8.75h4.75v-1.5H8.75V2.5z',
  trash: 'M6 1.5h4l.5 1H14V4H2V2.5h3.5zM3.25 5h9.5l-.7 9.5H3.95zm2.9 1.5v6.5h1.2V6.5zm2.5 0v6.5h1.2V6.5z',
  camera: 'M5.5 2.5 4.6 4H2a1 1 0 0 0-1 1v8a1 1 0 0 0 1 1h12a1 1 0 0 0 1-1V5a1 1 0 0 0-1-1h-2.6l-.9-1.5zM8 5.75a3.25 3.25 0 1 1 0 6.5 3.25 3.25 0 0 1 0-6.5zm0 1.5a1.75 1.75 0 1 0 0 3.5 1.75 1.75 0 0 0 0-3.5z',
  upload: 'M8 1.6 3.9 5.7l1.06 1.06L7.25 4.47V11h1.5V4.47l2.29 2.29L12.1 5.7zM2 10v3.5A1.5 1.5 0 0 0 3.5 15h9a1.5 1.5 0 0 0 1.5-1.5V10h-1.5v3.5h-9V10z',
  person: 'M8 1.5a3.25 3.25 0 1 0 0 6.5 3.25 3.25 0 0 0 0-6.5zM2 14.5c0-3 2.7-5 6-5s6 2 6 5z',
} as const;

export type IconName = keyof typeof paths;

export function Icon({ name, className }: { name: IconName; className?: string }): ReactElement {
  return <IconPath d={paths[name]} className={className} />;
}

/** An icon of one component's own (its path stays in that component's chunk, not in every screen's). */
export function IconPath({ d, className }: { d: string; className?: string }): ReactElement {
  return (
    <svg
      className={className ? `fiu-icon ${className}` : 'fiu-icon'}
      viewBox="0 0 16 16"
      width="16"
      height="16"
      aria-hidden="true"
      focusable="false"
    >
      <path d={d} />
    </svg>
  );
}
