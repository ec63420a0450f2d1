/**
 * "Add page": a menu of the kinds a list can take (page, folder, link, blog, gallery, store)
 * and the dialog asking for the new page's title (and a link's URL), the title field focused.
 * The title and URL are checked with the contract's own rules before the server sees them.
 */
import { useState, type FormEvent } from 'react';
import { Button, Menu, MenuItem, MenuTrigger, Popover } from 'react-aria-components';
import { LinkSchema, TitleSchema } from '../../../shared/api/content';
import { EditorDialog } from '../../components/editor-dialog';
import { TextField } from '../../components/text-field';
import { PAGE_KIND_LABELS, type PageKind } from './page-kinds';

export function AddPageMenu({ kinds, where, onPick }: { kinds: readonly PageKind[]; where: string; onPick(kind: PageKind): void }) {
  return (
    <MenuTrigger>
      <Button className="button button--primary button--small">
        Add page<span className="visually-hidden"> to {where}</span>
      </Button>
      <Popover className="menu-popover" placement="bottom end">
        <Menu className="menu" aria-label={`Add page to ${where}`} onAction={(key) => onPick(key as PageKind)}>
          {kinds.map((kind) => (
            <MenuItem key={kind} id={kind} className="menu__item">
              {PAGE_KIND_LABELS[kind]}
            </MenuItem>
          ))}
        </Menu>
      </Popover>
    </MenuTrigger>
  );
}

function firstIssue(result: { success: boolean; error?: { issues: { message: string }[] } }): string | null {
  return result.success ? null : (result.error?.issues[0]?.message ?? 'Required');
}

interface DialogProps {
  kind: PageKind;
  where: string;
  /** Creates it; resolves with the server's refusal, or null when done. */
  onSubmit(title: string, url: string): Promise<string | null>;
  onClose(): void;
}

export function AddPageDialog({ kind, where, onSubmit, onClose }: DialogProps) {
  const [title, setTitle] = useState('');
  const [url, setUrl] = useState('');
  const [errors, setErrors] = useState<{ title: string | null; url: string | null }>({ title: null, url: null });
  const [refusal, setRefusal] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const label = PAGE_KIND_LABELS[kind];

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const next = { title: firstIssue(TitleSchema.safeParse(title)), url: kind === 'link' ? firstIssue(LinkSchema.safeParse(url)) : null };
    setErrors(next);
    if (next.title !== null || next.url !== null) return;
    setBusy(true);
    const failure = await onSubmit(title.trim(), url.trim());
    setBusy(false);
    if (failure === null) onClose();
    else setRefusal(failure);
  };

  return (
    <EditorDialog
      title={`New ${label.toLowerCase()}`}
      isOpen
      isDismissable={!busy}
      onClose={onClose}
      onSubmit={(event) => void submit(event)}
      submit={{ label: `Add ${label.toLowerCase()}`, isPending: busy }}
      isCancelDisabled={busy}
    >
      <p className="field__help">It will be added to {where}.</p>
      <TextField label={kind === 'link' ? 'Link title' : `${label} title`} value={title} onChange={setTitle} error={errors.title} autoFocus isRequired />
      {kind === 'link' && <TextField label="URL" value={url} onChange={setUrl} error={errors.url} help="https://example.com or /page" isRequired />}
      {refusal !== null && (
        <p className="notice notice--error" role="alert">
          {refusal}
        </p>
      )}
    </EditorDialog>
  );
}
