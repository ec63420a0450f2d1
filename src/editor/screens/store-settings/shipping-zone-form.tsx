/**
 * Creating or editing a shipping zone (GAP-54): its name, the countries it covers (codes, or the
 * rest of the world) and its options, each a flat price that may become free over an order
 * subtotal, with a delivery estimate. Amounts are typed in the store's currency; option ids are
 * kept on edit so carts that chose an option keep it.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Checkbox } from 'react-aria-components';
import { Controller, useFieldArray, useForm, type FieldPath } from 'react-hook-form';
import { z } from 'zod';
import { REST_OF_WORLD, SHIPPING_OPTIONS_PER_ZONE_MAX, type OwnerShippingZone } from '../../../shared/api/pricing-rules';
import { pricingRulesEndpoints } from '../../../shared/api/pricing-rules-endpoints';
import type { Currency } from '../../../shared/money';
import { ownerCall } from '../../api/owner-client';
import { TextField } from '../../components/text-field';
import { AMOUNT_MESSAGE, amountOf, amountText, failureMessage, serverErrorsFor, storeKeys } from './store-settings-data';

const COUNTRY_LIST = /^\s*[A-Za-z]{2}(\s*,\s*[A-Za-z]{2})*\s*,?\s*$/;

function schemaFor(currency: Currency) {
  const amount = (optional: boolean) => z.string().refine((text) => (optional && text.trim() === '') || amountOf(text, currency) !== null, AMOUNT_MESSAGE);
  return z
    .object({
      name: z.string().trim().min(1, 'Enter a name, such as United States.').max(200),
      restOfWorld: z.boolean(),
      countries: z.string(),
      options: z
        .array(
          z.object({
            id: z.string().optional(),
            name: z.string().trim().min(1, 'Enter a name, such as Standard.').max(200),
            cost: amount(false),
            freeOver: amount(true),
            deliveryEstimate: z.string().trim().max(200),
          }),
        )
        .min(1, 'Add at least one shipping option.'),
    })
    .superRefine((values, ctx) => {
      if (!values.restOfWorld && !COUNTRY_LIST.test(values.countries)) {
        ctx.addIssue({ code: 'custom', path: ['countries'], message: 'Two-letter country codes separated by commas, such as US, CA.' });
      }
    });
}
type Values = z.infer<ReturnType<typeof schemaFor>>;

const countriesOf = (text: string) => [...new Set(text.split(',').map((code) => code.trim().toUpperCase()).filter((code) => code !== ''))];

function valuesOf(zone: OwnerShippingZone | null, currency: Currency): Values {
  if (zone === null) return { name: '', restOfWorld: false, countries: '', options: [{ name: 'Standard', cost: '', freeOver: '', deliveryEstimate: '' }] };
  return {
    name: zone.name,
    restOfWorld: zone.countries.includes(REST_OF_WORLD),
    countries: zone.countries.filter((c) => c !== REST_OF_WORLD).join(', '),
    options: zone.options.map((option) => ({
      id: option.id,
      name: option.name,
      cost: amountText(option.costCents, currency),
      freeOver: option.freeOverCents === null ? '' : amountText(option.freeOverCents, currency),
      deliveryEstimate: option.deliveryEstimate ?? '',
    })),
  };
}

const RENAME = { costCents: 'cost', freeOverCents: 'freeOver' };

interface Props {
  zone: OwnerShippingZone | null;
  currency: Currency;
  onClose(): void;
  onSaved(zone: OwnerShippingZone, created: boolean): void;
}

export function ShippingZoneForm({ zone, currency, onClose, onSaved }: Props) {
  const client = useQueryClient();
  const { control, handleSubmit, setError, watch, formState } = useForm<Values>({ resolver: zodResolver(schemaFor(currency)), defaultValues: valuesOf(zone, currency) });
  const options = useFieldArray({ control, name: 'options' });
  const restOfWorld = watch('restOfWorld');
  const save = useMutation({
    mutationFn: async (values: Values) => {
      const body = {
        name: values.name,
        countries: values.restOfWorld ? [REST_OF_WORLD] : countriesOf(values.countries),
        options: values.options.map((o) => ({
          ...(o.id === undefined ? {} : { id: o.id }),
          name: o.name,
          costCents: amountOf(o.cost, currency) ?? 0,
          freeOverCents: o.freeOver.trim() === '' ? null : amountOf(o.freeOver, currency),
          deliveryEstimate: o.deliveryEstimate === '' ? null : o.deliveryEstimate,
        })),
      };
      const answer = zone === null ? await ownerCall(pricingRulesEndpoints.createShippingZone, { body }) : await ownerCall(pricingRulesEndpoints.replaceShippingZone, { params: { id: zone.id }, body });
      return answer.shippingZone;
    },
    onSuccess: async (saved) => {
      await client.invalidateQueries({ queryKey: storeKeys.shippingZones });
      onSaved(saved, zone === null);
      onClose();
    },
  });
  useEffect(() => {
    for (const [path, message] of Object.entries(serverErrorsFor(save.error, RENAME))) setError(path as FieldPath<Values>, { message });
  }, [save.error, setError]);

  const text = (name: FieldPath<Values>, label: string, help?: string, autoFocus = false) => (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextField label={label} help={help} name={field.name} value={String(field.value ?? '')} onChange={field.onChange} onBlur={field.onBlur} error={fieldState.error?.message ?? null} autoFocus={autoFocus} />
      )}
    />
  );
  const failure = failureMessage(save.error);
  const optionsError = formState.errors.options?.root?.message ?? formState.errors.options?.message;

  return (
    <form className="form-stack" onSubmit={(event) => void handleSubmit((values) => save.mutate(values))(event)} noValidate>
      {text('name', 'Zone name', undefined, true)}
      <Controller
        control={control}
        name="restOfWorld"
        render={({ field }) => (
          <Checkbox className="checkbox" isSelected={field.value} onChange={field.onChange}>
            <span className="checkbox__box" aria-hidden="true" />
            Rest of the world (every country no other zone names)
          </Checkbox>
        )}
      />
      {!restOfWorld && text('countries', 'Countries', 'Two-letter codes separated by commas, such as US, CA.')}
      <fieldset className="store-options">
        <legend>Shipping options</legend>
        {options.fields.map((option, index) => (
          <div key={option.id} className="store-option" role="group" aria-label={`Option ${index + 1}`}>
            <div className="store-option__head">
              <h3>Option {index + 1}</h3>
              {options.fields.length > 1 && (
                <button type="button" className="button button--small" onClick={() => options.remove(index)}>
                  Remove<span className="visually-hidden"> option {index + 1}</span>
                </button>
              )}
            </div>
            {text(`options.${index}.name`, 'Option name')}
            <div className="store-form__row">
              {text(`options.${index}.cost`, `Price (${currency})`)}
              {text(`options.${index}.freeOver`, `Free over (${currency})`, 'Free once the subtotal reaches this. Optional.')}
            </div>
            {text(`options.${index}.deliveryEstimate`, 'Delivery estimate', 'Such as 3–5 business days. Optional.')}
          </div>
        ))}
        {optionsError !== undefined && (
          <p role="alert" className="field__error">
            {optionsError}
          </p>
        )}
        {options.fields.length < SHIPPING_OPTIONS_PER_ZONE_MAX && (
          <button type="button" className="button button--small" onClick={() => options.append({ name: '', cost: '', freeOver: '', deliveryEstimate: '' })}>
            Add option
          </button>
        )}
      </fieldset>
      {failure !== null && (
        <p role="alert" className="notice notice--error">
          {failure}
        </p>
      )}
      <div className="modal__actions">
        <button type="button" className="button" onClick={onClose} disabled={save.isPending}>
          Cancel
        </button>
        <button type="submit" className="button button--primary" disabled={save.isPending}>
          {save.isPending ? 'Saving…' : zone === null ? 'Create zone' : 'Save'}
        </button>
      </div>
    </form>
  );
}
