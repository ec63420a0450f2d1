/**
 * Small labelled controls the store settings screens share: an on/off switch with its help,
 * a select of fixed choices (react-aria), and a Save row with its live outcome.
 */
import { useId, type ReactNode } from 'react';
import { Button, FieldError, Label, ListBox, ListBoxItem, Popover, Select, SelectValue, Switch, Text } from 'react-aria-components';
import { StatusAndError } from '../../components/save-status';
import { failureMessage } from './store-settings-data';

export function StoreSwitch({ label, help, isSelected, onChange, isDisabled }: { label: string; help?: ReactNode; isSelected: boolean; onChange(value: boolean): void; isDisabled?: boolean }) {
  const helpId = useId();
  return (
    <div className="field">
      <Switch className="store-switch" isSelected={isSelected} onChange={onChange} isDisabled={isDisabled} aria-describedby={help === undefined ? undefined : helpId}>
        <span className="store-switch__track" aria-hidden="true">
          <span className="store-switch__thumb" />
        </span>
        {label}
      </Switch>
      {help !== undefined && (
        <p id={helpId} className="field__help">
          {help}
        </p>
      )}
    </div>
  );
}

interface Choice {
  id: string;
  label: string;
}

export function ChoiceSelect({ label, choices, value, onChange, isDisabled, error, help }: { label: string; choices: readonly Choice[]; value: string; onChange(value: string): void; isDisabled?: boolean; error?: string | null; help?: string }) {
  return (
    <Select className="field" selectedKey={value} onSelectionChange={(key) => onChange(String(key))} isDisabled={isDisabled} isInvalid={error !== undefined && error !== null} validationBehavior="aria">
      <Label className="field__label">{label}</Label>
      <Button className="input select-button">
        <SelectValue />
        <span aria-hidden="true">▾</span>
      </Button>
      {help !== undefined && (
        <Text slot="description" className="field__help">
          {help}
        </Text>
      )}
      <FieldError className="field__error">{error}</FieldError>
      <Popover className="popover">
        <ListBox className="listbox">
          {choices.map((choice) => (
            <ListBoxItem key={choice.id} id={choice.id} className="listbox__item">
              {choice.label}
            </ListBoxItem>
          ))}
        </ListBox>
      </Popover>
    </Select>
  );
}

/** Save with "Saving…" while pending, then "Saved" or the failure in an alert. */
export function StoreSaveRow({ pending, saved, error, dirty }: { pending: boolean; saved: boolean; error: unknown; dirty: boolean }) {
  return (
    <div className="store-form__actions">
      <button type="submit" className="button button--primary" disabled={pending}>
        {pending ? 'Saving…' : 'Save'}
      </button>
      <StatusAndError status={pending ? 'Saving…' : dirty ? 'Unsaved changes' : saved ? 'Saved' : ''} error={failureMessage(error)} className="save-status" />
    </div>
  );
}
