import { useCallback, useRef, useState, type ReactElement, type ReactNode } from 'react';
import { Button } from './Button';
import { Dialog } from './Dialog';

export interface ConfirmProps {
  open: boolean;
  title: ReactNode;
  message?: ReactNode;
  /** Default 'Yes'. */
  confirmLabel?: string;
  /** Default 'No'. */
  cancelLabel?: string;
  /** Colours the confirm button red for destructive actions. */
  danger?: boolean;
  /** Shows a spinner on the confirm button and disables it while the action runs. */
  busy?: boolean;
  onConfirm(): void;
  /** Called on the cancel button, Escape and the close button. */
  onCancel(): void;
}

/** A yes/no question in a modal. Focus starts on the cancel button, so Enter never confirms by accident. */
export function Confirm({
  open,
  title,
  message,
  confirmLabel = 'Yes',
  cancelLabel = 'No',
  danger = false,
  busy = false,
  onConfirm,
  onCancel,
}: ConfirmProps): ReactElement | null {
  return (
    <Dialog
      open={open}
      onClose={onCancel}
      title={title}
      description={message}
      size="sm"
      role="alertdialog"
      hideCloseButton
      footer={
        <>
          <Button variant="secondary" onClick={onCancel} disabled={busy}>
            {cancelLabel}
          </Button>
          <Button variant={danger ? 'danger' : 'primary'} onClick={onConfirm} busy={busy}>
            {confirmLabel}
          </Button>
        </>
      }
    />
  );
}

export type ConfirmOptions = Omit<ConfirmProps, 'open' | 'onConfirm' | 'onCancel' | 'busy'>;

/**
 * Promise-style confirmation: `const [confirm, confirmElement] = useConfirm();` render `confirmElement`,
 * then `if (await confirm({ title: 'Delete?' })) ...`.
 */
export function useConfirm(): [(options: ConfirmOptions) => Promise<boolean>, ReactElement | null] {
  const [options, setOptions] = useState<ConfirmOptions | null>(null);
  const resolver = useRef<((ok: boolean) => void) | null>(null);

  const confirm = useCallback((next: ConfirmOptions) => {
    resolver.current?.(false);
    setOptions(next);
    return new Promise<boolean>((resolve) => {
      resolver.current = resolve;
    });
  }, []);

  const settle = (ok: boolean) => {
    resolver.current?.(ok);
    resolver.current = null;
    setOptions(null);
  };

  const element = options ? (
    <Confirm {...options} open onConfirm={() => settle(true)} onCancel={() => settle(false)} />
  ) : null;
  return [confirm, element];
}
