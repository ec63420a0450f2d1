/** Edits a gallery picture's title, caption and alt text. */
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import type { Item } from '../../../shared/api/content-items';
import { contentEndpoints } from '../../../shared/api/content-endpoints';
import { ApiError, ownerCall } from '../../api/owner-client';
import { EditorDialog } from '../../components/editor-dialog';
import { TextField } from '../../components/text-field';
import { captionHtml, textOf } from './item-format';

export function GalleryItemDialog({ item, onSaved, onClose }: { item: Item; onSaved: () => void; onClose: () => void }) {
  const [title, setTitle] = useState(item.title);
  const [caption, setCaption] = useState(textOf(item.body));
  const [altText, setAltText] = useState(item.altText ?? '');
  const save = useMutation({
    mutationFn: () => ownerCall(contentEndpoints.updateItem, { params: { itemId: item.id }, body: { title, body: captionHtml(caption), altText } }),
    onSuccess: onSaved,
  });
  const error = save.error instanceof ApiError ? save.error : null;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate();
  };
  return (
    <EditorDialog title="Edit picture" isOpen onClose={onClose} onSubmit={submit} submit={{ label: 'Save', isDisabled: save.isPending }}>
      <TextField label="Title" value={title} onChange={setTitle} autoFocus error={error?.errors.title ?? null} />
      <TextField label="Caption" multiline value={caption} onChange={setCaption} error={error?.errors.body ?? null} />
      <TextField label="Alt text" value={altText} onChange={setAltText} help="Describes the picture for people who cannot see it." error={error?.errors.altText ?? null} />
      {save.isError && (
        <p className="notice notice--error" role="alert">
          {save.error instanceof ApiError ? save.error.message : String(save.error)}
        </p>
      )}
    </EditorDialog>
  );
}
