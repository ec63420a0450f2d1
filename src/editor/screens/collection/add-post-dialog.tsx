/** Asks for a new post's title; the post is created as a Draft and opened in the post editor. */
import { useState, type FormEvent } from 'react';
import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { ApiError } from '../../api/owner-client';
import { TextField } from '../../components/text-field';

interface Props {
  pending: boolean;
  error: unknown;
  onAdd: (title: string) => void;
  onClose: () => void;
}

export function AddPostDialog({ pending, error, onAdd, onClose }: Props) {
  const [title, setTitle] = useState('');
  const [missing, setMissing] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (title.trim() === '') {
      setMissing(true);
      return;
    }
    onAdd(title.trim());
  };
  const serverError = error instanceof ApiError ? (error.errors.title ?? error.message) : error === null ? null : String(error);
  return (
    <ModalOverlay className="modal-overlay" isOpen isDismissable onOpenChange={(open) => !open && onClose()}>
      <Modal className="modal">
        <Dialog className="modal__dialog">
          <form onSubmit={submit} noValidate>
            <Heading slot="title">Add post</Heading>
            <TextField label="Post title" value={title} onChange={setTitle} autoFocus isRequired error={missing && title.trim() === '' ? 'Enter a title for the post.' : serverError} />
            <div className="modal__actions">
              <button type="button" className="button" onClick={onClose}>
                Cancel
              </button>
              <button type="submit" className="button button--primary" disabled={pending}>
                {pending ? 'Adding…' : 'Add post'}
              </button>
            </div>
          </form>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
