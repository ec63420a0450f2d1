/**
 * Warns before unsaved changes are lost: leaving the screen inside the editor asks in a dialog
 * (TanStack Router's blocker), closing or reloading the tab asks through the browser.
 */
import { useBlocker } from '@tanstack/react-router';
import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';

/** `subject` names what has the changes ("This post", "This form"; `plural` for "The store settings"). */
export function UnsavedChangesGuard({ dirty, subject = 'This post', plural = false }: { dirty: boolean; subject?: string; plural?: boolean }) {
  const blocker = useBlocker({ shouldBlockFn: () => dirty, enableBeforeUnload: () => dirty, withResolver: true });
  if (blocker.status !== 'blocked') return null;
  return (
    <ModalOverlay className="modal-overlay" isOpen isDismissable onOpenChange={(open) => !open && blocker.reset()}>
      <Modal className="modal">
        <Dialog role="alertdialog" className="modal__dialog">
          <Heading slot="title">Leave without saving?</Heading>
          <p>{`${subject} ${plural ? 'have' : 'has'} changes that are not saved. They are lost if you leave.`}</p>
          <div className="modal__actions">
            <button type="button" className="button" onClick={() => blocker.reset()} autoFocus>
              Stay
            </button>
            <button type="button" className="button button--danger" onClick={() => blocker.proceed()}>
              Leave
            </button>
          </div>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
