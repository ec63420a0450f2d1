/**
 * A modal alert with a title and a message (§8 'Unable to Add Item' and its siblings): the
 * native `<dialog>` opened with showModal, so the page behind is inert, Tab stays inside and
 * Escape closes it; focus goes to its button, and back to the element that had it on close.
 */
import { useId } from 'react';
import { useModalDialog } from './use-modal-dialog';

export interface AlertDialogProps {
  title: string;
  message: string;
  onClose: () => void;
}

export function AlertDialog({ title, message, onClose }: AlertDialogProps) {
  const dialog = useModalDialog('button', onClose);
  const id = useId();
  return (
    <dialog ref={dialog} className="ProductAlert" role="alertdialog" aria-modal="true" aria-labelledby={`${id}-title`} aria-describedby={`${id}-message`}>
      <h2 className="ProductAlert-title" id={`${id}-title`}>
        {title}
      </h2>
      <p className="ProductAlert-message" id={`${id}-message`}>
        {message}
      </p>
      <button type="button" className="ProductAlert-close Button sqs-button-element--primary" onClick={() => dialog.current?.close()}>
        OK
      </button>
    </dialog>
  );
}
