/**
 * A labelled select of the site's mailing lists, for connecting a newsletter block (GAP-72).
 * When `showError` is set and no list is chosen it shows 'A List must be selected.' (spec §8)
 * tied to the field; those who may manage lists also get "Create list…", which opens the list
 * dialog and selects the new list. `mailingListSelectionError` is the same check for saving.
 */
import { useState } from 'react';
import { Button, FieldError, Label, ListBox, ListBoxItem, Popover, Select, SelectValue } from 'react-aria-components';
import { useSession } from '../app/session';
import { MailingListDialog } from './mailing-list-dialog';
import { mailingListSelectionError, useMailingLists } from './mailing-lists-data';

export { mailingListSelectionError } from './mailing-lists-data';

const CREATE_KEY = '__create-mailing-list__';

interface Props {
  value: string | null;
  onChange(listId: string | null): void;
  label?: string;
  /** Show the "no list chosen" message (after the block was validated). */
  showError?: boolean;
  isDisabled?: boolean;
}

export function MailingListSelect({ value, onChange, label = 'Mailing list', showError = false, isDisabled = false }: Props) {
  const { can } = useSession();
  const lists = useMailingLists();
  const [creating, setCreating] = useState(false);
  const mayCreate = can('mailing-lists.manage');
  const known = lists.data?.mailingLists ?? [];
  const items = [...known.map((l) => ({ id: l.id, name: l.name })), ...(mayCreate ? [{ id: CREATE_KEY, name: 'Create list…' }] : [])];
  // A list that was deleted reads as no choice, so the message shows and the block cannot be saved with it.
  const selected = value !== null && known.some((l) => l.id === value) ? value : null;
  const error = showError ? mailingListSelectionError(lists.isSuccess ? selected : value) : null;

  return (
    <>
      <Select
        className="field mailing-list-select"
        selectedKey={selected}
        placeholder={lists.isPending ? 'Loading lists…' : known.length === 0 ? 'No lists yet' : 'Choose a list'}
        isInvalid={error !== null}
        validationBehavior="aria"
        isDisabled={isDisabled || lists.isPending}
        onSelectionChange={(key) => {
          if (key === CREATE_KEY) setCreating(true);
          else onChange(key === null ? null : String(key));
        }}
      >
        <Label>{label}</Label>
        <Button className="input select-button">
          <SelectValue />
          <span aria-hidden="true">▾</span>
        </Button>
        <FieldError className="field__error">{error}</FieldError>
        <Popover className="popover">
          <ListBox className="listbox" items={items}>
            {(item) => <ListBoxItem className="listbox__item">{item.name}</ListBoxItem>}
          </ListBox>
        </Popover>
      </Select>
      {lists.isError && (
        <p role="alert" className="field__error">
          The mailing lists could not be loaded.
        </p>
      )}
      <MailingListDialog isOpen={creating} list={null} onClose={() => setCreating(false)} onSaved={(list) => onChange(list.id)} />
    </>
  );
}
