import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactElement,
  type ReactNode,
} from 'react';
import { createPortal } from 'react-dom';
import { cx } from './cx';
import { IconButton } from './IconButton';
import { Icon, type IconName } from './icons';
import { usePortalTarget } from './PortalTargetContext';

/** core-records §9: toasts stay 3000 ms. */
export const TOAST_DURATION_MS = 3000;

export type ToastVariant = 'success' | 'warning' | 'error' | 'info';

export interface ToastOptions {
  variant?: ToastVariant;
  /** Milliseconds before it goes; default 3000. */
  duration?: number;
}

export interface ToastApi {
  show(message: ReactNode, options?: ToastOptions): number;
  success(message: ReactNode): number;
  warning(message: ReactNode): number;
  error(message: ReactNode): number;
  info(message: ReactNode): number;
  dismiss(id: number): void;
}

interface ToastItem {
  id: number;
  message: ReactNode;
  variant: ToastVariant;
  duration: number;
}

const ToastContext = createContext<ToastApi | null>(null);

const icons: Record<ToastVariant, IconName> = { success: 'success', warning: 'warning', error: 'error', info: 'info' };

export interface ToastProviderProps {
  children?: ReactNode;
  /** Accessible name of the dismiss button. */
  dismissLabel?: string;
}

/**
 * Holds the toasts of one element (or app) and renders them into the portal target, in a live region
 * that exists before any toast so screen readers announce each one.
 */
export function ToastProvider({ children, dismissLabel = 'Dismiss' }: ToastProviderProps): ReactElement {
  const [toasts, setToasts] = useState<ToastItem[]>([]);
  const nextId = useRef(1);
  const target = usePortalTarget();

  const dismiss = useCallback((id: number) => {
    setToasts((list) => list.filter((t) => t.id !== id));
  }, []);

  const api = useMemo<ToastApi>(() => {
    const show = (message: ReactNode, options: ToastOptions = {}) => {
      const id = nextId.current++;
      const item: ToastItem = {
        id,
        message,
        variant: options.variant ?? 'info',
        duration: options.duration ?? TOAST_DURATION_MS,
      };
      setToasts((list) => [...list, item]);
      return id;
    };
    return {
      show,
      dismiss,
      success: (m) => show(m, { variant: 'success' }),
      warning: (m) => show(m, { variant: 'warning' }),
      error: (m) => show(m, { variant: 'error' }),
      info: (m) => show(m, { variant: 'info' }),
    };
  }, [dismiss]);

  const region = (
    <div className="fiu-toasts fiu-root" role="status" aria-live="polite">
      {toasts.map((t) => (
        <ToastView key={t.id} item={t} onDismiss={dismiss} dismissLabel={dismissLabel} />
      ))}
    </div>
  );

  return (
    <ToastContext.Provider value={api}>
      {children}
      {target ? createPortal(region, target) : region}
    </ToastContext.Provider>
  );
}

function ToastView({
  item,
  onDismiss,
  dismissLabel,
}: {
  item: ToastItem;
  onDismiss(id: number): void;
  dismissLabel: string;
}): ReactElement {
  useEffect(() => {
    const timer = setTimeout(() => onDismiss(item.id), item.duration);
    return () => clearTimeout(timer);
  }, [item.id, item.duration, onDismiss]);

  return (
    <div className={cx('fiu-toast', `fiu-toast--${item.variant}`)} data-variant={item.variant}>
      <Icon name={icons[item.variant]} className="fiu-toast__icon" />
      <div className="fiu-toast__message">{item.message}</div>
      <IconButton label={dismissLabel} size="sm" className="fiu-toast__close" onClick={() => onDismiss(item.id)}>
        <Icon name="close" />
      </IconButton>
    </div>
  );
}

/** The toast API of the nearest ToastProvider. */
export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast must be used inside <ToastProvider>');
  return api;
}
