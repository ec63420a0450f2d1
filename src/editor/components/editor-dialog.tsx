/**
 * The editor's modal dialog: an overlay, the dialog named by its heading, the body and a row of
 * actions. Used either open on its own (`isOpen`, `onClose`) or inside a react-aria
 * `DialogTrigger`, which then owns the open state. With `onSubmit` the body and actions sit in a
 * form, and `submit` gives the usual "Cancel" + submit pair so every form dialog reads the same;
 * `closeLabel` gives a dialog without a form its one closing button.
 */
import type { FormEvent, ReactNode } from 'react';
import { Button, Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';

type Close = () => void;

interface Props {
  title: ReactNode;
  children?: ReactNode | ((close: Close) => ReactNode);
  /** Controlled use; leave out inside a DialogTrigger. */
  isOpen?: boolean;
  onClose?(): void;
  /** Escape and a click outside close it (default true); false while something is saving. */
  isDismissable?: boolean;
  size?: 'normal' | 'wide';
  role?: 'dialog' | 'alertdialog';
  className?: string;
  /** Renders a form around the body and actions. */
  onSubmit?(event: FormEvent<HTMLFormElement>): void;
  /** The form's submit button, after "Cancel". */
  submit?: { label: ReactNode; isDisabled?: boolean; isPending?: boolean };
  /** Buttons before "Cancel" in a form dialog (e.g. "Delete link"). */
  extraActions?: ReactNode;
  cancelLabel?: string;
  isCancelDisabled?: boolean;
  /** A dialog without a form: its one button, which closes it ("Cancel", "Close"). */
  closeLabel?: string;
  /** Content after the form (a form dialog's further actions). */
  footer?: ReactNode;
}

export function EditorDialog(props: Props) {
  const { title, children, isOpen, onClose, isDismissable = true, size = 'normal', role, className, onSubmit, footer } = props;
  return (
    <ModalOverlay className="modal-overlay" isOpen={isOpen} isDismissable={isDismissable} onOpenChange={onClose === undefined ? undefined : (open) => !open && onClose()}>
      <Modal className={size === 'wide' ? 'modal modal--wide' : 'modal'}>
        <Dialog role={role} className={className === undefined ? 'modal__dialog' : `modal__dialog ${className}`}>
          {({ close }) => {
            const body = (
              <>
                {typeof children === 'function' ? children(close) : children}
                <DialogActions {...props} close={close} />
              </>
            );
            return (
              <>
                <Heading slot="title">{title}</Heading>
                {onSubmit === undefined ? (
                  body
                ) : (
                  <form className="form-stack" onSubmit={onSubmit} noValidate>
                    {body}
                  </form>
                )}
                {footer}
              </>
            );
          }}
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}

function DialogActions({ closeLabel, submit, extraActions, cancelLabel = 'Cancel', isCancelDisabled, close }: Props & { close: Close }) {
  if (closeLabel !== undefined) {
    return (
      <div className="modal__actions">
        <Button className="button" onPress={close}>
          {closeLabel}
        </Button>
      </div>
    );
  }
  if (submit === undefined) return null;
  return (
    <div className="modal__actions">
      {extraActions}
      <Button className="button" onPress={close} isDisabled={isCancelDisabled}>
        {cancelLabel}
      </Button>
      <Button type="submit" className="button button--primary" isDisabled={submit.isDisabled} isPending={submit.isPending}>
        {submit.label}
      </Button>
    </div>
  );
}
