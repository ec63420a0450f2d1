/**
 * The Payments screen (GAP-63, BNPL): the instalment provider account. The owner connects or
 * disconnects it and sets its payment account country; the provider's limits for that country
 * are shown read-only, with whether shoppers are offered instalments and, when not, why.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { z } from 'zod';
import type { OwnerInstalments } from '../../../shared/api/store-instalments';
import { storeInstalmentsEndpoints } from '../../../shared/api/store-instalments-endpoints';
import { INSTALMENT_CURRENCIES, instalmentCountryOf } from '../../../shared/instalments';
import type { Currency } from '../../../shared/money';
import { ownerCall } from '../../api/owner-client';
import { LoadFailed, Loading } from '../../components/load-state';
import { SectionTabs } from '../../components/section-tabs';
import { UnsavedChangesGuard } from '../collection/unsaved-changes';
import { useSite } from '../settings/settings-queries';
import { ChoiceSelect, StoreSaveRow, StoreSwitch } from './store-controls';
import { money, serverErrorsFor, storeKeys, useInstalments } from './store-settings-data';
import './store-settings.css';

const COUNTRY_NAMES: Record<string, string> = { US: 'United States', CA: 'Canada', AU: 'Australia', NZ: 'New Zealand', GB: 'United Kingdom' };
const NO_COUNTRY = 'none';

const schema = z
  .object({ connected: z.boolean(), country: z.string() })
  .refine((v) => !v.connected || v.country !== NO_COUNTRY, { path: ['country'], message: 'Choose the payment account country before connecting.' });
type Values = z.infer<typeof schema>;

const valuesOf = (i: OwnerInstalments): Values => ({ connected: i.connected, country: i.paymentAccountCountry ?? NO_COUNTRY });

/** Why shoppers are not offered instalments, in the owner's words. */
function unavailableReason(i: OwnerInstalments, currency: Currency): string {
  if (!i.connected) return 'The account is not connected.';
  const country = instalmentCountryOf(i.paymentAccountCountry);
  if (country === null) return 'The provider does not work in the payment account country.';
  if (INSTALMENT_CURRENCIES[country] !== currency) return `The store sells in ${currency}; an account in ${COUNTRY_NAMES[country] ?? country} is paid in ${INSTALMENT_CURRENCIES[country]}.`;
  return 'The provider has no limits for this country.';
}

export function PaymentsScreen() {
  const instalments = useInstalments();
  const site = useSite();
  return (
    <section className="screen" aria-labelledby="screen-title">
      <SectionTabs />
      <h1 id="screen-title" className="screen__title">
        Payments
      </h1>
      {instalments.isPending || site.isPending ? (
        <Loading label="Loading payment settings…" />
      ) : instalments.isError || site.isError ? (
        <LoadFailed error={instalments.error ?? site.error} retry={() => void Promise.all([instalments.refetch(), site.refetch()])} />
      ) : (
        <InstalmentsForm instalments={instalments.data} currency={site.data.currency} />
      )}
    </section>
  );
}

function InstalmentsForm({ instalments, currency }: { instalments: OwnerInstalments; currency: Currency }) {
  const client = useQueryClient();
  const [saved, setSaved] = useState(false);
  const { control, handleSubmit, setError, reset, formState } = useForm<Values>({ resolver: zodResolver(schema), defaultValues: valuesOf(instalments) });
  const save = useMutation({
    mutationFn: async (values: Values) =>
      (await ownerCall(storeInstalmentsEndpoints.updateInstalments, { body: { connected: values.connected, paymentAccountCountry: values.country === NO_COUNTRY ? null : values.country } })).instalments,
    onSuccess: (next) => {
      client.setQueryData(storeKeys.instalments, next);
      void client.invalidateQueries({ queryKey: storeKeys.settings });
      reset(valuesOf(next));
      setSaved(true);
    },
  });
  useEffect(() => {
    const errors = serverErrorsFor(save.error, { paymentAccountCountry: 'country' });
    if (errors.country !== undefined) setError('country', { message: errors.country });
  }, [save.error, setError]);

  const choices = [{ id: NO_COUNTRY, label: 'Not set' }, ...instalments.allowedCountries.map((code) => ({ id: code, label: `${COUNTRY_NAMES[code] ?? code} (${INSTALMENT_CURRENCIES[code]})` }))];
  if (instalments.paymentAccountCountry !== null && !choices.some((c) => c.id === instalments.paymentAccountCountry)) choices.push({ id: instalments.paymentAccountCountry, label: instalments.paymentAccountCountry });
  const limits = instalments.limits;

  return (
    <form className="form-stack store-form" onSubmit={(event) => void handleSubmit((values) => { setSaved(false); save.mutate(values); })(event)} noValidate aria-label="Instalments">
      <UnsavedChangesGuard dirty={formState.isDirty} subject="The payment settings" plural />
      <div className="store-form__section">
        <h2>Instalments (buy now, pay later)</h2>
        <p className="store-muted">Shoppers pay in {instalments.instalmentCount} interest-free instalments; the store is paid in full. Product pages show the instalment amount when the price is within the provider's limits.</p>
        <Controller
          control={control}
          name="country"
          render={({ field, fieldState }) => (
            <ChoiceSelect label="Payment account country" choices={choices} value={field.value} onChange={field.onChange} error={fieldState.error?.message ?? null} help="The country of the provider account the store is paid into." />
          )}
        />
        <Controller control={control} name="connected" render={({ field }) => <StoreSwitch label="Offer instalments (account connected)" isSelected={field.value} onChange={field.onChange} />} />
        <dl className="summary-list">
          <dt>Provider limits</dt>
          <dd>{limits === null ? 'None for this country' : `Orders over ${money(limits.minimumAmountCents, limits.currency)} and up to ${money(limits.maximumAmountCents, limits.currency)}`}</dd>
          <dt>Shoppers are offered instalments</dt>
          <dd>{instalments.available ? 'Yes' : `No. ${unavailableReason(instalments, currency)}`}</dd>
        </dl>
      </div>
      <StoreSaveRow pending={save.isPending} saved={saved} error={save.error} dirty={formState.isDirty} />
    </form>
  );
}
