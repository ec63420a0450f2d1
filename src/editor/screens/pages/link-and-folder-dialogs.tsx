/**
 * The Pages screen's two small dialogs: a navigation link's settings (title, URL, new window,
 * "Delete link") and "Move into folder…" (which folder an entry goes into).
 */
import { useState, type FormEvent } from 'react';
import { Button, Checkbox, Label, Radio, RadioGroup } from 'react-aria-components';
import { LinkSchema, TitleSchema } from '../../../shared/api/content';
import type { NavigationLink } from '../../../shared/api/navigation';
import { EditorDialog } from '../../components/editor-dialog';
import { TextField } from '../../components/text-field';

interface LinkProps {
  link: NavigationLink;
  onSave(link: NavigationLink): Promise<boolean>;
  onDelete(): Promise<boolean>;
  onClose(): void;
}

export function LinkSettingsDialog({ link, onSave, onDelete, onClose }: LinkProps) {
  const [title, setTitle] = useState(link.title);
  const [url, setUrl] = useState(link.url);
  const [newWindow, setNewWindow] = useState(link.newWindow);
  const [errors, setErrors] = useState<{ title: string | null; url: string | null }>({ title: null, url: null });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = { title: TitleSchema.safeParse(title), url: LinkSchema.safeParse(url) };
    const next = { title: checked.title.error?.issues[0]?.message ?? null, url: checked.url.error?.issues[0]?.message ?? null };
    setErrors(next);
    if (checked.title.success && checked.url.success && (await onSave({ title: checked.title.data, url: checked.url.data, newWindow }))) onClose();
  };

  return (
    <EditorDialog
      title="Link settings"
      isOpen
      onClose={onClose}
      onSubmit={(event) => void submit(event)}
      submit={{ label: 'Save' }}
      extraActions={
        <Button className="button button--danger" onPress={() => void onDelete().then((deleted) => deleted && onClose())}>
          Delete link
        </Button>
      }
    >
      <TextField label="Link title" value={title} onChange={setTitle} error={errors.title} isRequired />
      <TextField label="URL" value={url} onChange={setUrl} error={errors.url} help="https://example.com or /page" isRequired />
      <Checkbox className="checkbox" isSelected={newWindow} onChange={setNewWindow}>
        <span className="checkbox__box" aria-hidden="true" />
        Open in a new window
      </Checkbox>
    </EditorDialog>
  );
}

interface FolderProps {
  title: string;
  folders: readonly { id: string; title: string }[];
  onMove(folderEntryId: string): void;
  onClose(): void;
}

export function MoveIntoFolderDialog({ title, folders, onMove, onClose }: FolderProps) {
  const [choice, setChoice] = useState(folders[0]?.id ?? '');
  return (
    <EditorDialog
      title={`Move ${title} into a folder`}
      isOpen
      onClose={onClose}
      onSubmit={(event) => {
        event.preventDefault();
        if (choice !== '') onMove(choice);
        onClose();
      }}
      submit={{ label: 'Move' }}
    >
      <RadioGroup className="radio-group" value={choice} onChange={setChoice}>
        <Label className="settings-section__label">Folder</Label>
        {folders.map((folder) => (
          <Radio key={folder.id} value={folder.id} className="radio">
            {folder.title}
          </Radio>
        ))}
      </RadioGroup>
    </EditorDialog>
  );
}
