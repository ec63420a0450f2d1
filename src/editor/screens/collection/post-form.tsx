/**
 * The post editor's form: title, rich-text body, excerpt, author, featured image, tags,
 * categories, publish date, comments, URL slug and status. "Save" sends the changed post; a
 * status move saves first. The server's refusals show as its message and per field.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import type { Item } from '../../../shared/api/content-items';
import { contentEndpoints } from '../../../shared/api/content-endpoints';
import type { PageStatus } from '../../../shared/content-model';
import { ApiError, ownerCall } from '../../api/owner-client';
import { useSession } from '../../app/session';
import { TextField } from '../../components/text-field';
import { FeaturedImageField } from './featured-image-field';
import { fromLocalInput, statusLabel } from './item-format';
import { draftOf, sameDraft, updateOf, type PostDraft } from './post-draft';
import { PostStatusActions } from './post-status-actions';
import { RichTextEditor } from './rich-text-editor';
import { TagInput } from './tag-input';
import { UnsavedChangesGuard } from './unsaved-changes';

const COMMENT_CHOICES = [
  { value: 0, label: 'Off' },
  { value: 1, label: 'On' },
  { value: 2, label: 'Closed (shown, no new comments)' },
];

export function PostForm({ item: loaded, categoryNames }: { item: Item; categoryNames: string[] }) {
  const queryClient = useQueryClient();
  const { can } = useSession();
  const [item, setItem] = useState(loaded);
  const [draft, setDraft] = useState<PostDraft>(() => draftOf(loaded));
  const [failure, setFailure] = useState<ApiError | null>(null);
  const [notice, setNotice] = useState('');
  const saved = draftOf(item);
  const dirty = !sameDraft(draft, saved);
  const set = <K extends keyof PostDraft>(key: K, value: PostDraft[K]) => setDraft((d) => ({ ...d, [key]: value }));
  // The item's own categories stay offered even when the tree no longer names them.
  const categoryChoices = [...new Set([...categoryNames, ...item.categories])];

  const accept = (next: Item, text: string) => {
    setItem(next);
    setDraft(draftOf(next));
    setFailure(null);
    setNotice(text);
    queryClient.setQueryData(['item', next.id], { item: next });
    void queryClient.invalidateQueries({ queryKey: ['items', next.collectionId] });
    void queryClient.invalidateQueries({ queryKey: ['tags', next.collectionId] });
  };
  const fail = (error: unknown) => {
    setNotice('');
    setFailure(error instanceof ApiError ? error : new ApiError({ status: 500, crumbFail: false, message: String(error), code: null }));
  };

  const save = useMutation({
    mutationFn: () => ownerCall(contentEndpoints.updateItem, { params: { itemId: item.id }, body: updateOf(draft, saved) }),
    onSuccess: ({ item: next }) => accept(next, 'Saved.'),
    onError: fail,
  });
  const move = useMutation({
    mutationFn: async (to: PageStatus) => {
      if (dirty) await ownerCall(contentEndpoints.updateItem, { params: { itemId: item.id }, body: updateOf(draft, saved) });
      const publishOn = to === 'scheduled' ? fromLocalInput(draft.publishOn) : undefined;
      return ownerCall(contentEndpoints.setItemStatus, { params: { itemId: item.id }, body: { status: to, ...(publishOn !== undefined && { publishOn }) } });
    },
    onSuccess: ({ item: next }) => accept(next, `Status: ${statusLabel(next)}.`),
    onError: fail,
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate();
  };
  const fieldError = (name: string) => failure?.errors[name] ?? null;
  const pending = save.isPending || move.isPending;

  return (
    <form className="post-form" onSubmit={submit} noValidate>
      <UnsavedChangesGuard dirty={dirty && !pending} />
      <div className="post-form__main panel">
        <TextField label="Title" value={draft.title} onChange={(v) => set('title', v)} error={fieldError('title')} />
        <div className="field">
          <span id="post-body-label" className="field__label">
            Body
          </span>
          <RichTextEditor labelId="post-body-label" value={draft.body} onChange={(html) => set('body', html)} />
        </div>
        <TextField label="Excerpt" multiline value={draft.excerpt} onChange={(v) => set('excerpt', v)} error={fieldError('excerpt')} help="A short summary shown in the blog's list." />
      </div>
      <div className="post-form__side">
        <div className="panel post-status">
          <h2 className="post-status__title">Status</h2>
          <p className={`status-label status-label--${item.status}`}>{statusLabel(item)}</p>
          <PostStatusActions status={item.status} canPublish={can('content.publish')} pending={pending} onMove={(to) => move.mutate(to)} />
          <div className="post-status__save">
            <button type="submit" className="button button--primary" disabled={pending || !dirty}>
              {save.isPending ? 'Saving…' : 'Save'}
            </button>
            <span role="status">{dirty ? 'Unsaved changes' : notice}</span>
          </div>
          {failure !== null && (
            <p className="notice notice--error" role="alert">
              {failure.message}
            </p>
          )}
        </div>
        <div className="panel form-stack">
          <TextField label="Author" value={draft.author} onChange={(v) => set('author', v)} error={fieldError('author.displayName')} help="The name shown with the post." />
          <FeaturedImageField image={draft.image} onChange={(image) => set('image', image)} />
          <TagInput tags={draft.tags} onChange={(tags) => set('tags', tags)} />
          <fieldset className="field post-categories">
            <legend className="field__label">Categories</legend>
            {categoryChoices.length === 0 ? (
              <p className="field__help">No categories yet. Add them under Tags and categories on the blog's page.</p>
            ) : (
              categoryChoices.map((name) => (
                <label key={name} className="check">
                  <input
                    type="checkbox"
                    checked={draft.categories.includes(name)}
                    onChange={(e) => set('categories', e.target.checked ? [...draft.categories, name] : draft.categories.filter((c) => c !== name))}
                  />
                  {name}
                </label>
              ))
            )}
          </fieldset>
          <div className="field">
            <label htmlFor="post-publish-on">Publish date</label>
            <input id="post-publish-on" className="input" type="datetime-local" value={draft.publishOn} onChange={(e) => set('publishOn', e.target.value)} aria-describedby="post-publish-on-help" />
            <p id="post-publish-on-help" className="field__help">
              The date shown with the post. To publish later, set it and choose Schedule.
            </p>
            {fieldError('publishOn') !== null && <p className="field__error">{fieldError('publishOn')}</p>}
          </div>
          <div className="field">
            <label htmlFor="post-comments">Comments</label>
            <select id="post-comments" className="input" value={draft.commentState} onChange={(e) => set('commentState', Number(e.target.value))}>
              {COMMENT_CHOICES.map((c) => (
                <option key={c.value} value={c.value}>
                  {c.label}
                </option>
              ))}
            </select>
          </div>
          <TextField label="URL slug" value={draft.urlId} onChange={(v) => set('urlId', v)} error={fieldError('urlId')} help={`The post's address: ${item.fullUrl.replace(/[^/]*$/, '')}${draft.urlId}`} />
        </div>
      </div>
    </form>
  );
}
