import {
  FloatingFocusManager,
  FloatingPortal,
  autoUpdate,
  flip,
  offset,
  shift,
  useDismiss,
  useFloating,
  useInteractions,
  useRole,
} from '@floating-ui/react';
import type { ReactElement, ReactNode } from 'react';
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
 * A small non-modal dialog anchored to a button (@floating-ui: flips and shifts to stay in view), portalled into
 * the portal target so that an element's shadow root styles it. Escape or a press outside closes it and the focus
 * goes back to the button.
 */
export function Popover({ open, onOpenChange, trigger, label, children, className }: PopoverProps): ReactElement {
  const portal = usePortalTarget();
  const { refs, floatingStyles, context } = useFloating({
    open,
    onOpenChange,
    placement: 'bottom-start',
    middleware: [offset(4), flip(), shift({ padding: 8 })],
    whileElementsMounted: autoUpdate,
  });
  const { getReferenceProps, getFloatingProps } = useInteractions([useDismiss(context), useRole(context, { role: 'dialog' })]);
  return (
    <>
      {trigger({ ref: refs.setReference, ...getReferenceProps({ onClick: () => onOpenChange(!open) }) })}
      {open ? (
        <FloatingPortal root={portal}>
          <FloatingFocusManager context={context} modal={false}>
            <div
              ref={refs.setFloating}
              className={cx('fiu-dgrid__popover', 'fiu-root', className)}
              style={floatingStyles}
              aria-label={label}
              {...getFloatingProps()}
            >
              {children}
            </div>
          </FloatingFocusManager>
        </FloatingPortal>
      ) : null}
    </>
  );
}
