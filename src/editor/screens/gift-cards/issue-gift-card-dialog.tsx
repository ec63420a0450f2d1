/**
 * "Issue gift card": an amount in the store's currency, the recipient's email, and optionally
 * their name and a message. The server makes the code and emails it with the card; each field's
 * problem shows under it.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { GIFT_CARD_MAX_BALANCE, GIFT_CARD_MESSAGE_MAX_LENGTH } from '../../../shared/api/gift-cards-admin';
import { adminGiftCardEndpoints } from '../../../shared/api/gift-cards-admin-endpoints';
import { isValidEmail } from '../../../shared/email';
import { parseDecimal, type Currency } from '../../../shared/money';
import { ApiError, ownerCall } from '../../api/owner-client';
import { EditorDialog } from '../../components/editor-dialog';
import { TextField } from '../../components/text-field';
import { giftCardKeys } from './gift-cards-data';

type Field = 'amount' | 'recipientEmail' | 'recipientName' | 'message';

export function IssueGiftCardDialog({ currency, onClose, onIssued }: { currency: Currency; onClose(): void; onIssued(id: string, email: string): void }) {
  const queryClient = useQueryClient();
  const [values, setValues] = useState<Record<Field, string>>({ amount: '', recipientEmail: '', recipientName: '', message: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const set = (field: Field) => (value: string) => setValues((v) => ({ ...v, [field]: value }));

  const issue = useMutation({
    mutationFn: (body: { amount: number; recipientEmail: string; recipientName: string; message: string }) => ownerCall(adminGiftCardEndpoints.issue, { body }),
    onSuccess: async (answer) => {
      await queryClient.invalidateQueries({ queryKey: giftCardKeys.all });
      onIssued(answer.giftCard.id, answer.giftCard.recipientEmail);
    },
    onError: (error) => {
      if (error instanceof ApiError && Object.keys(error.errors).length > 0) setErrors(error.errors as Partial<Record<Field, string>>);
      else setFailure(error.message);
    },
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFailure(null);
    const amount = parseDecimal(values.amount, currency);
    const found: Partial<Record<Field, string>> = {};
    if (values.amount.trim() === '') found.amount = 'Enter an amount.';
    else if (amount === null || amount <= 0) found.amount = `Enter an amount above 0 in ${currency}, e.g. 25.00.`;
    else if (amount > GIFT_CARD_MAX_BALANCE) found.amount = 'That amount is too large for a gift card.';
    const email = values.recipientEmail.trim();
    if (email === '') found.recipientEmail = 'Enter the recipient’s email.';
    else if (!isValidEmail(email)) found.recipientEmail = 'Enter a valid email address.';
    if (values.message.length > GIFT_CARD_MESSAGE_MAX_LENGTH) found.message = `Keep the message to ${GIFT_CARD_MESSAGE_MAX_LENGTH} characters.`;
    setErrors(found);
    if (Object.keys(found).length > 0 || amount === null) return;
    issue.mutate({ amount, recipientEmail: email, recipientName: values.recipientName.trim(), message: values.message.trim() });
  };

  return (
    <EditorDialog
      title="Issue gift card"
      isOpen
      onClose={onClose}
      isDismissable={!issue.isPending}
      onSubmit={submit}
      submit={{ label: issue.isPending ? 'Issuing…' : 'Issue and email', isDisabled: issue.isPending }}
      isCancelDisabled={issue.isPending}
    >
      <p>A new code is made and emailed to the recipient with the amount and your message.</p>
      <TextField label={`Amount (${currency})`} inputMode="decimal" value={values.amount} onChange={set('amount')} error={errors.amount ?? null} isRequired />
      <TextField label="Recipient email" type="email" value={values.recipientEmail} onChange={set('recipientEmail')} error={errors.recipientEmail ?? null} isRequired />
      <TextField label="Recipient name (optional)" value={values.recipientName} onChange={set('recipientName')} error={errors.recipientName ?? null} />
      <TextField
        label="Message (optional)"
        multiline
        value={values.message}
        onChange={set('message')}
        error={errors.message ?? null}
        help={`${values.message.length} of ${GIFT_CARD_MESSAGE_MAX_LENGTH} characters`}
      />
      {failure !== null && (
        <p role="alert" className="notice notice--error">
          {failure}
        </p>
      )}
    </EditorDialog>
  );
}
