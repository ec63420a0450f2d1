/** A labelled select of the roles one can give (react-aria Select). */
import { Button, Label, ListBox, ListBoxItem, Popover, Select, SelectValue } from 'react-aria-components';
import { ASSIGNABLE_ROLES } from './contributor-roles';

interface Props {
  label: string;
  value: number;
  onChange(role: number): void;
  isDisabled?: boolean;
  /** Hide the label visually where the row already says whose role it is. */
  hideLabel?: boolean;
}

export function RoleSelect({ label, value, onChange, isDisabled = false, hideLabel = false }: Props) {
  return (
    <Select className="field role-select" selectedKey={value} onSelectionChange={(key) => key !== null && onChange(Number(key))} isDisabled={isDisabled}>
      <Label className={hideLabel ? 'visually-hidden' : undefined}>{label}</Label>
      <Button className="input select-button">
        <SelectValue />
        <span aria-hidden="true">▾</span>
      </Button>
      <Popover className="popover">
        <ListBox className="listbox" items={ASSIGNABLE_ROLES.map((role) => ({ id: role.code, name: role.name }))}>
          {(role) => <ListBoxItem className="listbox__item">{role.name}</ListBoxItem>}
        </ListBox>
      </Popover>
    </Select>
  );
}
