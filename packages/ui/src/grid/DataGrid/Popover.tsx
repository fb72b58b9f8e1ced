import { autoUpdate, flip, offset, shift, useFloating } from '@floating-ui/react-dom';
import { useEffect, useId, useRef, type ReactElement, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { cx } from '../../cx';
import { usePortalTarget } from '../../PortalTargetContext';

export interface PopoverProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  /** The button that opens it; its props wire it to the popover. */
  trigger(props: { ref: (node: HTMLElement | null) => void } & Record<string, unknown>): ReactNode;
  label: string;
  children: ReactNode;
  className?: string;
}

/**
 * A small non-modal dialog anchored to a button (@floating-ui's positioning: flips and shifts to stay in view),
 * portalled into the portal target so that an element's shadow root styles it. Escape or a press outside closes
 * it and the focus goes back to the button.
 *
 * Positioning only (@floating-ui/react-dom), not @floating-ui/react's interaction hooks: those spread the React
 * namespace (`{...React}`), which in the script-tag build keeps every export of preact/compat in the shared chunk
 * of every screen (+1.7 KB gzip) once any screen uses a popover.
 */
export function Popover({ open, onOpenChange, trigger, label, children, className }: PopoverProps): ReactElement {
  const portal = usePortalTarget();
  const id = useId();
  const reference = useRef<HTMLElement | null>(null);
  const floating = useRef<HTMLDivElement | null>(null);
  const { refs, floatingStyles } = useFloating({
    open,
    placement: 'bottom-start',
    middleware: [offset(4), flip(), shift({ padding: 8 })],
    whileElementsMounted: autoUpdate,
  });

  useEffect(() => {
    if (!open) return;
    floating.current?.querySelector<HTMLElement>('input, select, button, [tabindex]:not([tabindex="-1"])')?.focus();
    const onPointer = (event: PointerEvent) => {
      const path = event.composedPath();
      if ((floating.current && path.includes(floating.current)) || (reference.current && path.includes(reference.current))) return;
      onOpenChange(false);
    };
    document.addEventListener('pointerdown', onPointer, true);
    return () => document.removeEventListener('pointerdown', onPointer, true);
  }, [open, onOpenChange]);

  const close = () => {
    onOpenChange(false);
    reference.current?.focus();
  };
  const setReference = (node: HTMLElement | null) => {
    reference.current = node;
    refs.setReference(node);
  };
  const setFloating = (node: HTMLDivElement | null) => {
    floating.current = node;
    refs.setFloating(node);
  };
  const box = (
    <div
      ref={setFloating}
      id={id}
      role="dialog"
      className={cx('fiu-dgrid__popover', 'fiu-root', className)}
      style={floatingStyles}
      aria-label={label}
      onKeyDown={(event) => {
        if (event.key !== 'Escape') return;
        event.preventDefault();
        event.stopPropagation();
        close();
      }}
    >
      {children}
    </div>
  );
  return (
    <>
      {trigger({
        ref: setReference,
        'aria-haspopup': 'dialog',
        'aria-expanded': open,
        'aria-controls': open ? id : undefined,
        onClick: () => onOpenChange(!open),
      })}
      {open ? (portal ? createPortal(box, portal) : box) : null}
    </>
  );
}
