/**
 * General settings: the site's title, tagline, description, contact details, language,
 * currency and time zone. Validated with the contract's `SiteUpdateBody` before sending; the
 * server's own field errors land on the same fields.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { Controller, useForm, type FieldPath } from 'react-hook-form';
import { Button, Label, ListBox, ListBoxItem, Popover, Select, SelectValue } from 'react-aria-components';
import { SiteUpdateBody, type WebsiteView } from '../../../shared/api/site';
import { CURRENCIES } from '../../../shared/money';
import { useSession } from '../../app/session';
import { TextField } from '../../components/text-field';
import { generalUpdateOf, generalValuesOf, type GeneralValues } from './general-values';
import { SaveRow, serverFieldErrors } from './save-status';
import { useUpdateSite } from './settings-queries';
import { TimeZoneField } from './time-zone-field';

type TextName = Exclude<FieldPath<GeneralValues>, 'currency' | 'timeZone' | 'settings' | 'settings.location'>;

const TEXT_FIELDS: { name: TextName; label: string; help?: string; multiline?: boolean; type?: 'email' | 'tel' }[] = [
  { name: 'title', label: 'Site title' },
  { name: 'settings.siteTagLine', label: 'Tagline' },
  { name: 'settings.siteDescription', label: 'Description', multiline: true, help: 'Shown to search engines and on pages that describe the site.' },
  { name: 'settings.contactEmail', label: 'Contact email', type: 'email' },
  { name: 'settings.contactPhoneNumber', label: 'Phone', type: 'tel' },
  { name: 'settings.location.addressTitle', label: 'Business name' },
  { name: 'settings.location.addressLine1', label: 'Address line 1' },
  { name: 'settings.location.addressLine2', label: 'Address line 2' },
  { name: 'settings.location.addressCountry', label: 'Country' },
  { name: 'locale', label: 'Language', help: 'A language tag such as en or en-GB.' },
];

export function GeneralSection({ website }: { website: WebsiteView }) {
  const { can } = useSession();
  const readOnly = !can('site.settings');
  const update = useUpdateSite();
  const [saved, setSaved] = useState(false);
  const form = useForm<GeneralValues>({ defaultValues: generalValuesOf(website), resolver: zodResolver(SiteUpdateBody) as never });
  const { control, handleSubmit, setError, reset } = form;

  useEffect(() => {
    for (const [name, message] of Object.entries(serverFieldErrors(update.error))) setError(name as FieldPath<GeneralValues>, { message });
  }, [update.error, setError]);

  const submit = handleSubmit((values) => {
    setSaved(false);
    update.mutate(generalUpdateOf(values, website), {
      onSuccess: (next) => {
        reset(generalValuesOf(next));
        setSaved(true);
      },
    });
  });

  return (
    <form className="form-stack settings-form" onSubmit={submit} noValidate aria-labelledby="general-heading">
      <h2 id="general-heading" className="settings-section__title">
        General
      </h2>
      {readOnly && <p className="notice">Your role can see these settings but not change them.</p>}
      {TEXT_FIELDS.map((field) => (
        <Controller
          key={field.name}
          control={control}
          name={field.name}
          render={({ field: input, fieldState }) => (
            <TextField
              label={field.label}
              help={field.help}
              multiline={field.multiline}
              type={field.type}
              name={input.name}
              value={input.value}
              onChange={input.onChange}
              onBlur={input.onBlur}
              isDisabled={readOnly}
              error={fieldState.error?.message ?? null}
            />
          )}
        />
      ))}
      <Controller
        control={control}
        name="currency"
        render={({ field }) => (
          <Select className="field" selectedKey={field.value} onSelectionChange={(key) => field.onChange(String(key))} isDisabled={readOnly}>
            <Label>Currency</Label>
            <Button className="input select-button">
              <SelectValue />
              <span aria-hidden="true">▾</span>
            </Button>
            <Popover className="popover">
              <ListBox className="listbox">
                {CURRENCIES.map((code) => (
                  <ListBoxItem key={code} id={code} className="listbox__item">
                    {code}
                  </ListBoxItem>
                ))}
              </ListBox>
            </Popover>
          </Select>
        )}
      />
      <Controller
        control={control}
        name="timeZone"
        render={({ field, fieldState }) => <TimeZoneField value={field.value} onChange={field.onChange} isDisabled={readOnly} error={fieldState.error?.message ?? null} />}
      />
      {!readOnly && (
        <SaveRow pending={update.isPending} saved={saved} error={update.error} />
      )}
    </form>
  );
}
