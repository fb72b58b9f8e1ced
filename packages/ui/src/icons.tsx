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
} as const;

export type IconName = keyof typeof paths;

export function Icon({ name, className }: { name: IconName; className?: string }): ReactElement {
  return (
    <svg
      className={className ? `fiu-icon ${className}` : 'fiu-icon'}
      viewBox="0 0 16 16"
      width="16"
      height="16"
      aria-hidden="true"
      focusable="false"
    >
      <path d={paths[name]} />
    </svg>
  );
}
