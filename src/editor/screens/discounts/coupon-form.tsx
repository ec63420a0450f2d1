/**
 * Creating or editing a coupon (GAP-55): its code, the discount (a percentage, a fixed amount
 * or free shipping), an order minimum, the first and last day it works, how many orders may
 * use it and whether it is on. Checked in the browser; the server's field errors (a code
 * already in use) land on the same fields.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Checkbox, Label, Radio, RadioGroup } from 'react-aria-components';
import { Controller, useForm, type FieldPath } from 'react-hook-form';
import { z } from 'zod';
import { COUPON_CODE_MAX_LENGTH } from '../../../shared/api/cart';
import type { OwnerCoupon } from '../../../shared/api/pricing-rules';
import { pricingRulesEndpoints } from '../../../shared/api/pricing-rules-endpoints';
import type { Currency } from '../../../shared/money';
import { ApiError, ownerCall } from '../../api/owner-client';
import { TextField } from '../../components/text-field';
import { AMOUNT_MESSAGE, amountOf, failureMessage, serverErrorsFor, storeKeys } from '../store-settings/store-settings-data';
import { couponBodyOf, couponValuesOf, type CouponValues } from './coupon-values';

const TYPES = [
  { id: 'PERCENTAGE', label: 'Percentage off' },
  { id: 'FIXED_AMOUNT', label: 'Amount off' },
  { id: 'FREE_SHIPPING', label: 'Free shipping' },
] as const;

const wholeNumber = (min: number, max: number) => (text: string) => /^\d+$/.test(text.trim()) && Number(text) >= min && Number(text) <= max;

function schemaFor(currency: Currency) {
  return z
    .object({
      code: z
        .string()
        .trim()
        .min(1, 'Enter a code, such as SAVE5.')
        .max(COUPON_CODE_MAX_LENGTH)
        .regex(/^[A-Za-z0-9][A-Za-z0-9_-]*$/, 'Letters, digits, dashes and underscores.'),
      type: z.enum(['PERCENTAGE', 'FIXED_AMOUNT', 'FREE_SHIPPING']),
      percentOff: z.string(),
      amountOff: z.string(),
      minimum: z.string().refine((text) => text.trim() === '' || amountOf(text, currency) !== null, AMOUNT_MESSAGE),
      startsOn: z.string(),
      endsOn: z.string(),
      usageLimit: z.string().refine((text) => text.trim() === '' || wholeNumber(1, 1_000_000_000)(text), 'A whole number of orders, 1 or more.'),
      active: z.boolean(),
    })
    .superRefine((v, ctx) => {
      if (v.type === 'PERCENTAGE' && !wholeNumber(1, 100)(v.percentOff)) ctx.addIssue({ code: 'custom', path: ['percentOff'], message: 'Enter the percentage off, 1 to 100.' });
      if (v.type === 'FIXED_AMOUNT' && !((amountOf(v.amountOff, currency) ?? 0) > 0)) ctx.addIssue({ code: 'custom', path: ['amountOff'], message: 'Enter the amount off, such as 5.00.' });
      if (v.startsOn !== '' && v.endsOn !== '' && v.endsOn < v.startsOn) ctx.addIssue({ code: 'custom', path: ['endsOn'], message: 'The last day comes after the first.' });
    });
}

const RENAME = { amountOffCents: 'amountOff', minimumSubtotalCents: 'minimum', startsAt: 'startsOn', expiresAt: 'endsOn' };

interface Props {
  coupon: OwnerCoupon | null;
  currency: Currency;
  onClose(): void;
  onSaved(coupon: OwnerCoupon, created: boolean): void;
}

export function CouponForm({ coupon, currency, onClose, onSaved }: Props) {
  const client = useQueryClient();
  const { control, handleSubmit, setError, watch } = useForm<CouponValues>({ resolver: zodResolver(schemaFor(currency)), defaultValues: couponValuesOf(coupon, currency) });
  const type = watch('type');
  const save = useMutation({
    mutationFn: async (values: CouponValues) => {
      const body = couponBodyOf(values, currency);
      const answer = coupon === null ? await ownerCall(pricingRulesEndpoints.createCoupon, { body }) : await ownerCall(pricingRulesEndpoints.replaceCoupon, { params: { id: coupon.id }, body });
      return answer.coupon;
    },
    onSuccess: async (saved) => {
      await client.invalidateQueries({ queryKey: storeKeys.coupons });
      onSaved(saved, coupon === null);
      onClose();
    },
  });
  useEffect(() => {
    for (const [path, message] of Object.entries(serverErrorsFor(save.error, RENAME))) setError(path as FieldPath<CouponValues>, { message });
    if (save.error instanceof ApiError && save.error.code === 'COUPON_CODE_TAKEN') setError('code', { message: save.error.message });
  }, [save.error, setError]);

  const text = (name: Exclude<FieldPath<CouponValues>, 'type' | 'active'>, label: string, help?: string, options: { autoFocus?: boolean; type?: string } = {}) => (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextField label={label} help={help} type={options.type} name={field.name} value={field.value} onChange={field.onChange} onBlur={field.onBlur} error={fieldState.error?.message ?? null} autoFocus={options.autoFocus} />
      )}
    />
  );
  const codeTaken = save.error instanceof ApiError && save.error.code === 'COUPON_CODE_TAKEN';
  const failure = codeTaken ? null : failureMessage(save.error);

  return (
    <form className="form-stack" onSubmit={(event) => void handleSubmit((values) => save.mutate(values))(event)} noValidate>
      {text('code', 'Code', 'What shoppers type in the cart; any letter case works.', { autoFocus: true })}
      <Controller
        control={control}
        name="type"
        render={({ field }) => (
          <RadioGroup className="store-radio-group" value={field.value} onChange={field.onChange}>
            <Label className="field__label">Discount</Label>
            <div className="store-radios">
              {TYPES.map((choice) => (
                <Radio key={choice.id} value={choice.id} className="store-radio">
                  <span className="store-radio__dot" aria-hidden="true" />
                  {choice.label}
                </Radio>
              ))}
            </div>
          </RadioGroup>
        )}
      />
      {type === 'PERCENTAGE' && text('percentOff', 'Percentage off (%)', '1 to 100.')}
      {type === 'FIXED_AMOUNT' && text('amountOff', `Amount off (${currency})`)}
      {text('minimum', `Minimum order subtotal (${currency})`, 'Optional.')}
      <div className="store-form__row">
        {text('startsOn', 'First day', 'Optional.', { type: 'date' })}
        {text('endsOn', 'Last day', 'Optional.', { type: 'date' })}
      </div>
      {text('usageLimit', 'Usage limit', 'How many orders may use it. Empty: no limit.')}
      <Controller
        control={control}
        name="active"
        render={({ field }) => (
          <Checkbox className="checkbox" isSelected={field.value} onChange={field.onChange}>
            <span className="checkbox__box" aria-hidden="true" />
            Enabled: shoppers can use it
          </Checkbox>
        )}
      />
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
          {save.isPending ? 'Saving…' : coupon === null ? 'Create coupon' : 'Save'}
        </button>
      </div>
    </form>
  );
}
