/**
 * "Set category" for the chosen products: one category for all of them (one of those in use,
 * or a new name), or none to take them out of every category.
 */
import { useId, useState, type FormEvent } from 'react';
import { EditorDialog } from '../../components/editor-dialog';
import { PRODUCT_INDEX_LIMITS } from '../../../shared/api/catalog-index';

interface Props {
  count: number;
  categories: string[];
  pending: boolean;
  onClose(): void;
  onSet(category: string): void;
}

export function SetCategoryDialog({ count, categories, pending, onClose, onSet }: Props) {
  const inputId = useId();
  const listId = useId();
  const [value, setValue] = useState('');
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSet(value.trim());
  };
  return (
    <EditorDialog
      title={`Set the category of ${count} ${count === 1 ? 'product' : 'products'}`}
      isOpen
      onClose={onClose}
      onSubmit={submit}
      submit={{ label: 'Set category', isPending: pending, isDisabled: pending }}
    >
      <div className="field">
        <label htmlFor={inputId}>Category</label>
        <input id={inputId} className="input" list={listId} value={value} maxLength={PRODUCT_INDEX_LIMITS.maxCategoryLength} onChange={(e) => setValue(e.target.value)} autoFocus />
        <datalist id={listId}>
          {categories.map((c) => (
            <option key={c} value={c} />
          ))}
        </datalist>
        <p className="field__help">Replaces the products' categories. Leave empty to take them out of every category.</p>
      </div>
    </EditorDialog>
  );
}
