import {
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactElement,
  type ReactNode,
  type RefObject,
} from 'react';
import { createPortal } from 'react-dom';
import { cx } from './cx';
import { deepActiveElement, firstFocusable } from './dom';
import { IconButton } from './IconButton';
import { Icon } from './icons';
import { usePortalTarget } from './PortalTargetContext';

export interface DialogProps {
  open: boolean;
  /** Called on Escape, the close button, or a native close request. The parent sets `open` false. */
  onClose(): void;
  title: ReactNode;
  /** A line under the title, linked with aria-describedby. */
  description?: ReactNode;
  children?: ReactNode;
  /** Buttons, right-aligned in the footer. */
  footer?: ReactNode;
  size?: 'sm' | 'md' | 'lg';
  /** Focused when the dialog opens; default: the first focusable control in the body, else the dialog. */
  initialFocusRef?: RefObject<HTMLElement | null>;
  /** Hide the × button (e.g. a confirmation whose footer holds the only ways out). */
  hideCloseButton?: boolean;
  closeLabel?: string;
  /** 'alertdialog' for confirmations that interrupt. */
  role?: 'dialog' | 'alertdialog';
  className?: string;
}

const useIsoLayoutEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect;

/**
 * A modal on the native <dialog> (showModal: top layer, inert background, focus trapped by the browser),
 * portalled into the portal target. Escape closes; focus returns to the control that opened it.
 */
export function Dialog(props: DialogProps): ReactElement | null {
  const target = usePortalTarget();
  if (!props.open || !target) return null;
  return createPortal(<OpenDialog {...props} />, target);
}

function OpenDialog({
  onClose,
  title,
  description,
  children,
  footer,
  size = 'md',
  initialFocusRef,
  hideCloseButton = false,
  closeLabel = 'Close',
  role = 'dialog',
  className,
}: DialogProps): ReactElement {
  const ref = useRef<HTMLDialogElement>(null);
  const base = `fiu-dialog-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const titleId = `${base}-title`;
  const descriptionId = description ? `${base}-desc` : undefined;
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;
  // Without showModal (old browsers, some test DOMs) we position the dialog ourselves.
  const [inline, setInline] = useState(false);

  useIsoLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const opener = deepActiveElement();
    let shown = false;
    if (typeof dialog.showModal === 'function') {
      try {
        dialog.showModal();
        shown = true;
      } catch {
        // Not connected or already open: fall through to the plain open attribute.
      }
    }
    if (!shown) {
      dialog.setAttribute('open', '');
      setInline(true);
    }
    const body = dialog.querySelector<HTMLElement>('.fiu-dialog__body');
    const foot = dialog.querySelector<HTMLElement>('.fiu-dialog__footer');
    const focusTarget =
      initialFocusRef?.current ?? (body ? firstFocusable(body) : null) ?? (foot ? firstFocusable(foot) : null) ?? dialog;
    focusTarget.focus();

    // A native close we did not cause (e.g. a repeated Escape, <form method="dialog">): tell the parent.
    // The 'close' event is queued, so it can arrive after a StrictMode re-run reopened the dialog: ignore it then.
    const onNativeClose = () => {
      if (!dialog.open) onCloseRef.current();
    };
    const onCancel = (e: Event) => {
      e.preventDefault();
      onCloseRef.current();
    };
    dialog.addEventListener('close', onNativeClose);
    dialog.addEventListener('cancel', onCancel);
    return () => {
      dialog.removeEventListener('close', onNativeClose);
      dialog.removeEventListener('cancel', onCancel);
      if (dialog.open && typeof dialog.close === 'function') dialog.close();
      if (opener instanceof HTMLElement && opener.isConnected) opener.focus();
    };
    // Runs once per opening: the dialog unmounts when closed.
  }, []);

  function onKeyDown(event: KeyboardEvent<HTMLDialogElement>) {
    if (event.key !== 'Escape') return;
    // Handle Escape ourselves (the same in every browser, and without showModal); stop it closing an outer dialog.
    event.preventDefault();
    event.stopPropagation();
    onCloseRef.current();
  }

  return (
    <dialog
      ref={ref}
      className={cx('fiu-dialog', `fiu-dialog--${size}`, inline && 'fiu-dialog--inline', 'fiu-root', className)}
      role={role === 'alertdialog' ? 'alertdialog' : undefined}
      aria-modal="true"
      aria-labelledby={titleId}
      aria-describedby={descriptionId}
      tabIndex={-1}
      onKeyDown={onKeyDown}
    >
      <div className="fiu-dialog__header">
        <h2 className="fiu-dialog__title" id={titleId}>
          {title}
        </h2>
        {hideCloseButton ? null : (
          <IconButton label={closeLabel} size="sm" onClick={() => onCloseRef.current()}>
            <Icon name="close" />
          </IconButton>
        )}
      </div>
      <div className="fiu-dialog__body">
        {description ? (
          <p className="fiu-dialog__description" id={descriptionId}>
            {description}
          </p>
        ) : null}
        {children}
      </div>
      {footer ? <div className="fiu-dialog__footer">{footer}</div> : null}
    </dialog>
  );
}
