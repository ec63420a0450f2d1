/**
 * A card's balance adjustment: a signed amount in the card's currency ("-5.00" takes money
 * off) and a note saying why, which goes in the ledger. The server keeps the balance within
 * 0 and the largest balance a card may have, and says so when an adjustment would leave it.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { GIFT_CARD_NOTE_MAX_LENGTH } from '../../../shared/api/gift-cards-admin';
import { adminGiftCardEndpoints } from '../../../shared/api/gift-cards-admin-endpoints';
import { isCurrency, parseDecimal } from '../../../shared/money';
import { ApiError, ownerCall } from '../../api/owner-client';
import { minorText } from '../../components/money-text';
import { TextField } from '../../components/text-field';
import { giftCardKeys } from './gift-cards-data';

export function AdjustBalanceForm({ giftCardId, currency, onAdjusted }: { giftCardId: string; currency: string; onAdjusted(status: string): void }) {
  const queryClient = useQueryClient();
  const [amount, setAmount] = useState('');
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<{ amount?: string; note?: string; form?: string }>({});
  const adjust = useMutation({
    mutationFn: (body: { amount: number; note: string }) => ownerCall(adminGiftCardEndpoints.adjust, { params: { giftCardId }, body }),
    onSuccess: (answer, body) => {
      queryClient.setQueryData(giftCardKeys.one(giftCardId), answer);
      setAmount('');
      setNote('');
      onAdjusted(`Balance ${body.amount > 0 ? 'raised' : 'lowered'} by ${minorText(Math.abs(body.amount), currency)}.`);
      return queryClient.invalidateQueries({ queryKey: giftCardKeys.all });
    },
    onError: (error) => setErrors(error instanceof ApiError && Object.keys(error.errors).length > 0 ? error.errors : { form: error.message }),
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const minor = isCurrency(currency) ? parseDecimal(amount, currency) : null;
    const found: { amount?: string; note?: string } = {};
    if (minor === null || minor === 0) found.amount = `Enter an amount other than 0 in ${currency}: 5.00 adds, -5.00 takes off.`;
    if (note.trim() === '') found.note = 'Say why, for the ledger.';
    else if (note.trim().length > GIFT_CARD_NOTE_MAX_LENGTH) found.note = `Keep the note to ${GIFT_CARD_NOTE_MAX_LENGTH} characters.`;
    setErrors(found);
    if (Object.keys(found).length > 0 || minor === null) return;
    adjust.mutate({ amount: minor, note: note.trim() });
  };

  return (
    <form className="gift-card-adjust" onSubmit={submit} noValidate aria-labelledby="gift-card-adjust-title">
      <h3 id="gift-card-adjust-title">Adjust balance</h3>
      <div className="gift-card-adjust__fields">
        <TextField label={`Change (${currency})`} inputMode="decimal" value={amount} onChange={setAmount} error={errors.amount ?? null} help="Negative takes money off." />
        <TextField label="Reason" value={note} onChange={setNote} error={errors.note ?? null} />
      </div>
      {errors.form !== undefined && (
        <p role="alert" className="notice notice--error">
          {errors.form}
        </p>
      )}
      <button type="submit" className="button" disabled={adjust.isPending}>
        Adjust balance
      </button>
    </form>
  );
}
