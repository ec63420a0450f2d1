/**
 * The Pages screen's two small dialogs: a navigation link's settings (title, URL, new window,
 * "Delete link") and "Move into folder…" (which folder an entry goes into).
 */
import { useState, type FormEvent } from 'react';
import { Button, Checkbox, Dialog, Heading, Label, Modal, ModalOverlay, Radio, RadioGroup } from 'react-aria-components';
import { LinkSchema, TitleSchema } from '../../../shared/api/content';
import type { NavigationLink } from '../../../shared/api/navigation';
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
    <ModalOverlay className="modal-overlay" isOpen isDismissable onOpenChange={(open) => !open && onClose()}>
      <Modal className="modal">
        <Dialog className="modal__dialog">
          <Heading slot="title">Link settings</Heading>
          <form className="form-stack" onSubmit={submit} noValidate>
            <TextField label="Link title" value={title} onChange={setTitle} error={errors.title} isRequired />
            <TextField label="URL" value={url} onChange={setUrl} error={errors.url} help="https://example.com or /page" isRequired />
            <Checkbox className="checkbox" isSelected={newWindow} onChange={setNewWindow}>
              <span className="checkbox__box" aria-hidden="true" />
              Open in a new window
            </Checkbox>
            <div className="modal__actions">
              <Button className="button button--danger" onPress={() => void onDelete().then((deleted) => deleted && onClose())}>
                Delete link
              </Button>
              <Button className="button" onPress={onClose}>
                Cancel
              </Button>
              <Button type="submit" className="button button--primary">
                Save
              </Button>
            </div>
          </form>
        </Dialog>
      </Modal>
    </ModalOverlay>
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
    <ModalOverlay className="modal-overlay" isOpen isDismissable onOpenChange={(open) => !open && onClose()}>
      <Modal className="modal">
        <Dialog className="modal__dialog">
          <Heading slot="title">Move {title} into a folder</Heading>
          <form
            className="form-stack"
            onSubmit={(event) => {
              event.preventDefault();
              if (choice !== '') onMove(choice);
              onClose();
            }}
          >
            <RadioGroup className="radio-group" value={choice} onChange={setChoice}>
              <Label className="settings-section__label">Folder</Label>
              {folders.map((folder) => (
                <Radio key={folder.id} value={folder.id} className="radio">
                  {folder.title}
                </Radio>
              ))}
            </RadioGroup>
            <div className="modal__actions">
              <Button className="button" onPress={onClose}>
                Cancel
              </Button>
              <Button type="submit" className="button button--primary">
                Move
              </Button>
            </div>
          </form>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
