/**
 * A modal confirm dialog (UTIL-08, UTIL-09): `confirm` resolves true on confirm and false on
 * cancel (Escape and the overlay cancel too), and the dialog closes itself either way.
 */
import { useCallback, useRef, useState, type ReactNode } from 'react';
import { Button, Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';

export interface ConfirmOptions {
  title: string;
  body?: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  /** A destructive action's confirm button is red. */
  destructive?: boolean;
}

/** `[dialog element, confirm(options) → Promise<boolean>]`; render the element once. */
export function useConfirm(): [ReactNode, (options: ConfirmOptions) => Promise<boolean>] {
  const [options, setOptions] = useState<ConfirmOptions | null>(null);
  const resolver = useRef<((answer: boolean) => void) | null>(null);

  const confirm = useCallback((next: ConfirmOptions) => {
    resolver.current?.(false);
    setOptions(next);
    return new Promise<boolean>((resolve) => {
      resolver.current = resolve;
    });
  }, []);

  const close = (answer: boolean) => {
    resolver.current?.(answer);
    resolver.current = null;
    setOptions(null);
  };

  const element =
    options === null ? null : (
      <ModalOverlay className="modal-overlay" isOpen isDismissable onOpenChange={(open) => !open && close(false)}>
        <Modal className="modal">
          <Dialog role="alertdialog" className="modal__dialog">
            <Heading slot="title">{options.title}</Heading>
            {options.body !== undefined && <div className="modal__body">{options.body}</div>}
            <div className="modal__actions">
              <Button className="button" onPress={() => close(false)}>
                {options.cancelLabel ?? 'Cancel'}
              </Button>
              <Button className={options.destructive === true ? 'button button--danger' : 'button button--primary'} onPress={() => close(true)} autoFocus>
                {options.confirmLabel ?? 'Confirm'}
              </Button>
            </div>
          </Dialog>
        </Modal>
      </ModalOverlay>
    );
  return [element, confirm];
}
