/**
 * A modal question with two answers (e.g. cancelling a subscription): the native `<dialog>`
 * opened with showModal, like AlertDialog (the page behind is inert, Tab stays inside, Escape
 * answers "no"); focus starts on the safe answer and goes back to the opener on close.
 */
import { useCallback, useId, useRef } from 'react';
import { useModalDialog } from '../use-modal-dialog';

export interface ConfirmDialogProps {
  title: string;
  message: string;
  confirmLabel: string;
  cancelLabel: string;
  onAnswer: (confirmed: boolean) => void;
}

export function ConfirmDialog({ title, message, confirmLabel, cancelLabel, onAnswer }: ConfirmDialogProps) {
  const answer = useRef(false);
  const answered = useCallback(() => onAnswer(answer.current), [onAnswer]);
  const dialog = useModalDialog('[data-answer="no"]', answered);
  const id = useId();
  const close = (confirmed: boolean) => {
    answer.current = confirmed;
    dialog.current?.close();
  };
  return (
    <dialog ref={dialog} className="ProductAlert ConfirmDialog" role="alertdialog" aria-modal="true" aria-labelledby={`${id}-title`} aria-describedby={`${id}-message`}>
      <h2 className="ProductAlert-title" id={`${id}-title`}>
        {title}
      </h2>
      <p className="ProductAlert-message" id={`${id}-message`}>
        {message}
      </p>
      <div className="ConfirmDialog-actions">
        <button type="button" className="Button Button--secondary" data-answer="no" onClick={() => close(false)}>
          {cancelLabel}
        </button>
        <button type="button" className="Button" data-answer="yes" onClick={() => close(true)}>
          {confirmLabel}
        </button>
      </div>
    </dialog>
  );
}
