/**
 * The site's time zone: a searchable list of the IANA zones the browser knows. When the list
 * cannot be had, GAP-79's words and a way to try again (ADM-45).
 */
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { Button, ComboBox, FieldError, Input, Label, ListBox, ListBoxItem, Popover, Text, useFilter } from 'react-aria-components';
import { listTimeZones, timeZoneLabel, TIME_ZONES_UNAVAILABLE } from './time-zones';

interface Props {
  value: string;
  onChange(zone: string): void;
  isDisabled: boolean;
  error: string | null;
}

export function TimeZoneField({ value, onChange, isDisabled, error }: Props) {
  // "Tokyo" finds "Asia / Tokyo": match anywhere in the name, ignoring case and accents.
  const { contains } = useFilter({ sensitivity: 'base' });
  const zones = useQuery({ queryKey: ['settings', 'time-zones'], queryFn: () => listTimeZones(''), retry: false, staleTime: Infinity });

  const items = useMemo(() => {
    const known = zones.data ?? [];
    // The stored zone is always choosable, even one this browser's list lacks.
    return (known.includes(value) ? known : [value, ...known]).map((zone) => ({ id: zone, name: timeZoneLabel(zone) }));
  }, [zones.data, value]);
  // The typed text and the filtering are ours: the whole list while the input shows the chosen
  // zone, the zones whose name contains the text once the person types.
  const [typed, setTyped] = useState(timeZoneLabel(value));
  useEffect(() => setTyped(timeZoneLabel(value)), [value]);
  const shown = useMemo(() => (typed === timeZoneLabel(value) ? items : items.filter((item) => contains(item.name, typed))), [items, typed, value, contains]);
  if (zones.isError) {
    return (
      <div className="field" role="alert">
        <span className="field__label">Time zone</span>
        <p className="notice notice--error">{TIME_ZONES_UNAVAILABLE}</p>
        <button type="button" className="button" onClick={() => void zones.refetch()}>
          Try again
        </button>
      </div>
    );
  }
  return (
    <ComboBox
      className="field"
      items={shown}
      inputValue={typed}
      onInputChange={setTyped}
      selectedKey={value}
      onSelectionChange={(key) => {
        if (key === null) return;
        onChange(String(key));
        setTyped(timeZoneLabel(String(key)));
      }}
      isDisabled={isDisabled}
      isInvalid={error !== null}
      validationBehavior="aria"
      menuTrigger="focus"
    >
      <Label>Time zone</Label>
      <div className="combo">
        <Input className="input" />
        <Button className="button button--quiet combo__button" aria-label="Show time zones">
          <span aria-hidden="true">▾</span>
        </Button>
      </div>
      <Text slot="description" className="field__help">
        Type to search, such as London or New York.
      </Text>
      <FieldError className="field__error">{error}</FieldError>
      <Popover className="popover">
        <ListBox className="listbox">{(item: { id: string; name: string }) => <ListBoxItem className="listbox__item">{item.name}</ListBoxItem>}</ListBox>
      </Popover>
    </ComboBox>
  );
}
