import { createContext, useContext } from 'react';

/**
 * Where floating UI (dialogs, toasts) is portalled. An element puts a div inside its shadow root and
 * provides it here, so floating content is styled by the shadow root's adopted sheets and stays inside
 * the element. Without a provider, document.body.
 */
export const PortalTargetContext = createContext<HTMLElement | null>(null);
PortalTargetContext.displayName = 'PortalTargetContext';

export function usePortalTarget(): HTMLElement | null {
  const target = useContext(PortalTargetContext);
  if (target) return target;
  return typeof document === 'undefined' ? null : document.body;
}
