/**
 * The subscription page's form (SUB-02, GAP-62): email, the shipping address when the product
 * is physical, a card (the card is kept for the renewals) and its billing address (GAP-52: the
 * shipping address unless the buyer unchecks 'same as shipping'; asked directly for a service). One idempotency key per attempt
 * (a retry after no answer reuses it, a corrected form gets a new one); the payment's extra
 * step (202) asks the visitor to confirm; success goes to the subscription-confirmed page (206).
 * Field problems show under their field; the rest above the button, read out as an alert.
 */
import { useLayoutEffect, useMemo, useRef, useState } from 'react';
import { callEndpoint } from '../api-client';
import { subscriptionEndpoints } from '../../shared/api/subscriptions-endpoints';
import { AddressFields } from '../components/AddressFields';
import { BillingAddressFields } from '../components/BillingAddressFields';
import { BILLING_PREFIX, emptyAddress, type AddressInput } from '../components/address-input';
import { CardFields } from '../components/CardFields';
import { emptyCard, type CardInput } from '../components/card-input';
import { firstInvalid } from '../components/field-errors';
import { createAttemptKeys } from '../components/idempotency-key';
import { TextField } from '../components/TextField';
import { failureMessage } from '../product-form/purchase-request';
import { CARD_PREFIX, EMAIL_ID, fieldOrder, groupErrors, readAnswer, SHIPPING_PREFIX, subscribeBody, subscribeErrors, type SubscribeAnswer, type SubscribePageProps } from './subscribe-request';

type Step = 'form' | 'sending' | 'action' | 'confirming' | 'leaving';

export function SubscribeForm({ props }: { props: SubscribePageProps }) {
  const [email, setEmail] = useState('');
  const [shipping, setShipping] = useState<AddressInput>(() => emptyAddress());
  const [billingSame, setBillingSame] = useState(true);
  const [billing, setBilling] = useState<AddressInput>(() => emptyAddress());
  const [card, setCard] = useState<CardInput>(() => emptyCard());
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState('');
  const [step, setStep] = useState<Step>('form');
  const keys = useMemo(() => createAttemptKeys(), []);
  const actionHeading = useRef<HTMLHeadingElement>(null);
  const order = useMemo(() => fieldOrder(props.requiresShipping, billingSame), [props.requiresShipping, billingSame]);

  useLayoutEffect(() => {
    if (step === 'action') actionHeading.current?.focus();
  }, [step]);

  const showFieldErrors = (found: Record<string, string>) => {
    setErrors(found);
    const first = firstInvalid(order, found);
    if (first !== null) window.setTimeout(() => document.getElementById(first)?.focus(), 0);
  };

  const settle = (answer: SubscribeAnswer) => {
    if (answer.kind === 'confirmed') {
      keys.settle(200, null);
      setStep('leaving');
      window.location.assign(answer.url);
      return;
    }
    if (answer.kind === 'requires-action') {
      setStep('action');
      return;
    }
    keys.settle(answer.failure.status, answer.failure.code);
    setStep('form');
    if (Object.keys(answer.fields).length > 0) {
      setProblem('');
      showFieldErrors(answer.fields);
    } else {
      setProblem(failureMessage(answer.failure, navigator.cookieEnabled));
    }
  };

  const submit = async (event: { preventDefault(): void }) => {
    event.preventDefault();
    if (step !== 'form') return;
    const input = { email, shipping, billingSame, billing, card };
    const found = subscribeErrors(input, props.requiresShipping, new Date());
    setProblem('');
    if (Object.keys(found).length > 0) return showFieldErrors(found);
    setErrors({});
    setStep('sending');
    const body = subscribeBody(input, props.requiresShipping, keys.current());
    settle(readAnswer(await callEndpoint(subscriptionEndpoints.checkout, { params: { cartToken: props.cartToken }, body })));
  };

  const confirm = async () => {
    if (step !== 'action') return;
    setStep('confirming');
    settle(readAnswer(await callEndpoint(subscriptionEndpoints.confirm, { params: { cartToken: props.cartToken }, body: { idempotencyKey: keys.current() } })));
  };

  const useAnotherCard = () => {
    keys.settle(400, null);
    setStep('form');
    window.setTimeout(() => document.getElementById(`${CARD_PREFIX}-number`)?.focus(), 0);
  };

  if (step === 'action' || step === 'confirming') {
    return (
      <section className="PaymentAction" aria-labelledby="payment-action-title">
        <h2 className="FieldGroup-legend" id="payment-action-title" tabIndex={-1} ref={actionHeading}>
          Confirm your payment
        </h2>
        <p>Your card issuer asks you to confirm this payment ({props.total}).</p>
        <div className="FormActions">
          <button type="button" className="Button Button--large" aria-disabled={step === 'confirming' ? 'true' : undefined} onClick={() => void confirm()}>
            {step === 'confirming' ? 'Confirming…' : 'Confirm payment'}
          </button>
          <button type="button" className="Button Button--secondary" onClick={useAnotherCard}>
            Use another card
          </button>
        </div>
      </section>
    );
  }

  const busy = step !== 'form';
  return (
    <form className="SubscribeForm" noValidate onSubmit={(event) => void submit(event)}>
      <fieldset className="FieldGroup">
        <legend className="FieldGroup-legend">Contact</legend>
        <TextField id={EMAIL_ID} label="Email" type="email" value={email} onChange={setEmail} error={errors[EMAIL_ID]} required autoComplete="email" inputMode="email" maxLength={254} />
      </fieldset>
      {props.requiresShipping && (
        <AddressFields prefix={SHIPPING_PREFIX} legend="Shipping address" value={shipping} onChange={setShipping} errors={groupErrors(errors, SHIPPING_PREFIX)} locale={props.locale} />
      )}
      <CardFields prefix={CARD_PREFIX} value={card} onChange={setCard} errors={groupErrors(errors, CARD_PREFIX)} testMode={props.testMode} />
      <BillingAddressFields
        offerShipping={props.requiresShipping}
        same={billingSame}
        onSame={setBillingSame}
        value={billing}
        onChange={setBilling}
        errors={groupErrors(errors, BILLING_PREFIX)}
        locale={props.locale}
      />
      <p className="FormProblem" role="alert">
        {problem}
      </p>
      <p className="SubscribeForm-terms">You will be charged {props.total}. You can cancel any time from your confirmation page.</p>
      <div className="FormActions">
        <button type="submit" className="Button Button--large" aria-disabled={busy ? 'true' : undefined}>
          {busy ? 'Processing…' : 'Subscribe'}
        </button>
      </div>
    </form>
  );
}
