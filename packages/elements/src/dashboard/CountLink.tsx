import type { MouseEvent, ReactElement, ReactNode } from 'react';
import type { Emit } from '../define/types';

/**
 * A count that opens the list it counts: a real link (open in a new tab works, the address can be copied), and
 * a plain click asks the page to route it (fiu-navigate) instead of reloading.
 */
export function CountLink({ href, label, emit, className, children }: { href: string; label: string; emit: Emit; className?: string; children: ReactNode }): ReactElement {
  const onClick = (e: MouseEvent<HTMLAnchorElement>) => {
    if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    e.preventDefault();
    emit('fiu-navigate', { path: href });
  };
  return (
    <a href={href} aria-label={label} className={className} onClick={onClick}>
      {children}
    </a>
  );
}

export const formatCount = (n: number): string => n.toLocaleString('en-NG');
