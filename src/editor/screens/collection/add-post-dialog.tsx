/** Asks for a new post's title; the post is created as a Draft and opened in the post editor. */
import { useState, type FormEvent } from 'react';
import { ApiError } from '../../api/owner-client';
import { EditorDialog } from '../../components/editor-dialog';
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
    <EditorDialog title="Add post" isOpen onClose={onClose} onSubmit={submit} submit={{ label: pending ? 'Adding…' : 'Add post', isDisabled: pending }}>
      <TextField label="Post title" value={title} onChange={setTitle} autoFocus isRequired error={missing && title.trim() === '' ? 'Enter a title for the post.' : serverError} />
    </EditorDialog>
  );
}
