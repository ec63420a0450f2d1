/**
 * The Store settings screen (spec §3 Store settings): the store's currency (the site's), the
 * checkout minimum (GAP-57), whether services may be bought several at a time (PROD-07), the
 * store's tax location for carts that ship nothing (GAP-53) and test mode (GAP-58). Checked in
 * the browser first; the server's field errors land on the same fields; leaving with unsaved
 * changes asks first.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { z } from 'zod';
import type { StoreSettings } from '../../../shared/api/store-settings';
import type { WebsiteView } from '../../../shared/api/site';
import { CURRENCIES, type Currency } from '../../../shared/money';
import { SectionTabs } from '../../components/section-tabs';
import { LoadFailed, Loading } from '../../components/load-state';
import { TextField } from '../../components/text-field';
import { UnsavedChangesGuard } from '../collection/unsaved-changes';
import { useSite, useUpdateSite } from '../settings/settings-queries';
import { ChoiceSelect, StoreSaveRow, StoreSwitch } from './store-controls';
import { AMOUNT_MESSAGE, amountOf, amountText, money, serverErrorsFor, useStoreSettings, useUpdateStoreSettings } from './store-settings-data';
import './store-settings.css';

const formSchema = z
  .object({
    currency: z.enum(CURRENCIES),
    minimumOrderSubtotal: z.string(),
    multipleQuantityAllowedForServices: z.boolean(),
    testMode: z.boolean(),
    storeCountry: z.string().trim().regex(/^([A-Za-z]{2})?$/, 'A two-letter country code, such as US.'),
    storeRegion: z.string().trim().max(100),
  })
  .superRefine((values, ctx) => {
    if (amountOf(values.minimumOrderSubtotal === '' ? '0' : values.minimumOrderSubtotal, values.currency) === null) {
      ctx.addIssue({ code: 'custom', path: ['minimumOrderSubtotal'], message: AMOUNT_MESSAGE });
    }
    if (values.storeCountry === '' && values.storeRegion !== '') ctx.addIssue({ code: 'custom', path: ['storeCountry'], message: 'Enter the country of the region.' });
  });
type Values = z.infer<typeof formSchema>;
type FieldName = keyof Values;

function valuesOf(settings: StoreSettings, currency: Currency): Values {
  return {
    currency,
    minimumOrderSubtotal: settings.minimumOrderSubtotal === 0 ? '' : amountText(settings.minimumOrderSubtotal, currency),
    multipleQuantityAllowedForServices: settings.multipleQuantityAllowedForServices,
    testMode: settings.testMode,
    storeCountry: settings.storeAddress?.country ?? '',
    storeRegion: settings.storeAddress?.region ?? '',
  };
}

export function StoreSettingsScreen() {
  const site = useSite();
  const settings = useStoreSettings();
  return (
    <section className="screen" aria-labelledby="screen-title">
      <SectionTabs />
      <h1 id="screen-title" className="screen__title">
        Store
      </h1>
      {site.isPending || settings.isPending ? (
        <Loading label="Loading store settings…" />
      ) : site.isError || settings.isError ? (
        <LoadFailed error={site.error ?? settings.error} retry={() => void Promise.all([site.refetch(), settings.refetch()])} />
      ) : (
        <StoreForm website={site.data} settings={settings.data} />
      )}
    </section>
  );
}

const SERVER_FIELDS: Record<string, FieldName> = {
  currency: 'currency',
  minimumOrderSubtotal: 'minimumOrderSubtotal',
  multipleQuantityAllowedForServices: 'multipleQuantityAllowedForServices',
  testMode: 'testMode',
  'storeAddress.country': 'storeCountry',
  'storeAddress.region': 'storeRegion',
};

function StoreForm({ website, settings }: { website: WebsiteView; settings: StoreSettings }) {
  const updateSite = useUpdateSite();
  const updateSettings = useUpdateStoreSettings();
  const [saved, setSaved] = useState(false);
  const form = useForm<Values>({ defaultValues: valuesOf(settings, website.currency), resolver: zodResolver(formSchema) });
  const { control, handleSubmit, setError, reset, watch, formState } = form;
  const currency = watch('currency');
  const error = updateSite.error ?? updateSettings.error;
  const pending = updateSite.isPending || updateSettings.isPending;

  useEffect(() => {
    for (const [path, message] of Object.entries(serverErrorsFor(error))) {
      const field = SERVER_FIELDS[path];
      if (field !== undefined) setError(field, { message });
    }
  }, [error, setError]);

  const submit = handleSubmit(async (values) => {
    setSaved(false);
    updateSite.reset();
    updateSettings.reset();
    try {
      const nextSite = values.currency === website.currency ? website : await updateSite.mutateAsync({ currency: values.currency });
      const next = await updateSettings.mutateAsync({
        minimumOrderSubtotal: amountOf(values.minimumOrderSubtotal === '' ? '0' : values.minimumOrderSubtotal, values.currency) ?? 0,
        multipleQuantityAllowedForServices: values.multipleQuantityAllowedForServices,
        testMode: values.testMode,
        storeAddress: values.storeCountry === '' ? null : { country: values.storeCountry, region: values.storeRegion === '' ? null : values.storeRegion },
      });
      reset(valuesOf(next, nextSite.currency));
      setSaved(true);
    } catch {
      // The failure shows beside Save and on its fields (the mutations keep it).
    }
  });

  const text = (name: 'minimumOrderSubtotal' | 'storeCountry' | 'storeRegion', label: string, help: string) => (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextField label={label} help={help} name={field.name} value={field.value} onChange={field.onChange} onBlur={field.onBlur} error={fieldState.error?.message ?? null} />
      )}
    />
  );

  return (
    <form className="form-stack store-form" onSubmit={(event) => void submit(event)} noValidate aria-label="Store settings">
      <UnsavedChangesGuard dirty={formState.isDirty} subject="The store settings" plural />
      <div className="store-form__section">
        <h2>Checkout</h2>
        <Controller
          control={control}
          name="currency"
          render={({ field, fieldState }) => (
            <ChoiceSelect
              label="Currency"
              help="Prices, carts and orders are in this currency. It is also the site's currency in Settings."
              choices={CURRENCIES.map((code) => ({ id: code, label: code }))}
              value={field.value}
              onChange={field.onChange}
              error={fieldState.error?.message ?? null}
            />
          )}
        />
        {text('minimumOrderSubtotal', `Checkout minimum (${currency})`, `Carts below this subtotal cannot check out. Leave empty for none. Now: ${settings.minimumOrderSubtotal === 0 ? 'none' : money(settings.minimumOrderSubtotal, website.currency)}.`)}
        <Controller
          control={control}
          name="multipleQuantityAllowedForServices"
          render={({ field }) => (
            <StoreSwitch label="Allow buying several of a service" help="When off, a service (a class, a booking) is bought one at a time." isSelected={field.value} onChange={field.onChange} />
          )}
        />
      </div>
      <div className="store-form__section">
        <h2>Store address for taxes</h2>
        <p className="store-muted">Carts that ship nothing (digital products, services) are taxed where the store is.</p>
        <div className="store-form__row">
          {text('storeCountry', 'Country code', 'Two letters, such as US.')}
          {text('storeRegion', 'Region', 'A state or province code, such as ME. Optional.')}
        </div>
      </div>
      <div className="store-form__section">
        <h2>Testing</h2>
        <Controller
          control={control}
          name="testMode"
          render={({ field }) => (
            <StoreSwitch
              label="Test mode"
              help="While on, checkout shows a Test mode banner, no real payment is taken, no stock is used and orders are marked as test orders."
              isSelected={field.value}
              onChange={field.onChange}
            />
          )}
        />
      </div>
      <StoreSaveRow pending={pending} saved={saved} error={error} dirty={formState.isDirty} />
    </form>
  );
}
