/**
 * The back-in-stock sign-up of one sold-out variant (RSTK-01..RSTK-09, GAP-16): it takes over
 * the server's `product-restock-notification` markup (email field, mailing-list box, captcha
 * container) where it is; the product form island decides which variant's box shows. States:
 * idle → validation error | submitting → success (the form's body replaced by the site's
 * success text, default 'Signed up!') | error (the server's message, the captcha reset). A box
 * hidden by default starts as a 'Notify me when available' button that reveals the form.
 */
import { useCallback, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { CAPTCHA_INCOMPLETE_MESSAGE } from '../../shared/captcha';
import { RESTOCK_DEFAULT_SUCCESS_MESSAGE, restockEmailError } from '../../shared/restock';
import { CaptchaWidget } from '../captcha/CaptchaWidget';
import { restockPayload, sendRestockSignUp } from './restock-request';
import type { RestockPageProps } from './restock.types';

export const NOTIFY_ME_LABEL = 'Notify me when available';

export type RestockState = 'idle' | 'invalid' | 'submitting' | 'success' | 'error';

export interface RestockFormProps {
  box: HTMLElement;
  page: RestockPageProps;
}

function findParts(box: HTMLElement) {
  const top = document.createElement('div');
  top.className = 'product-restock-toggle';
  box.prepend(top);
  const email = box.querySelector<HTMLInputElement>('input[name="email"]');
  email?.setAttribute('autocomplete', 'email');
  email?.setAttribute('inputmode', 'email');
  return {
    top,
    form: box.querySelector<HTMLFormElement>('form.product-restock-form'),
    email,
    submit: box.querySelector<HTMLInputElement>('form.product-restock-form [type="submit"]'),
    mailingList: box.querySelector<HTMLInputElement>('input[name="isJoinMailingList"]'),
    captcha: box.querySelector<HTMLElement>('.captcha-container'),
  };
}

export function RestockForm({ box, page }: RestockFormProps) {
  const parts = useMemo(() => findParts(box), [box]);
  const variantId = box.getAttribute('data-variant-id') ?? '';
  const productId = box.getAttribute('data-product-id') || page.itemId;
  const view = page.merchandising?.restockNotificationViews?.find((v) => v.variantId === variantId);
  const successText = page.merchandising?.restockNotificationMessages?.success || RESTOCK_DEFAULT_SUCCESS_MESSAGE;
  const siteKey = (page.captchaSiteKey ?? '').trim();
  const [state, setState] = useState<RestockState>('idle');
  const [message, setMessage] = useState('');
  const [invalidField, setInvalidField] = useState<'email' | 'captcha' | null>(null);
  const [expanded, setExpanded] = useState(view?.hiddenByDefault !== true);
  const [resetCount, setResetCount] = useState(0);
  const token = useRef<string | null>(null);
  const busy = useRef(false);
  const success = useRef<HTMLParagraphElement>(null);
  const messageId = `restock-message-${variantId}`;

  const submit = useCallback(async () => {
    if (busy.current || parts.email === null) return;
    const problem = restockEmailError(parts.email.value);
    if (problem !== null || (siteKey !== '' && token.current === null)) {
      setState('invalid');
      setMessage(problem ?? CAPTCHA_INCOMPLETE_MESSAGE);
      setInvalidField(problem !== null ? 'email' : 'captcha');
      (problem !== null ? parts.email : parts.captcha?.querySelector<HTMLElement>('[role="checkbox"]'))?.focus();
      return;
    }
    busy.current = true;
    setState('submitting');
    setMessage('');
    setInvalidField(null);
    const payload = restockPayload(
      { productId, variantId, email: parts.email.value, isJoinMailingList: parts.mailingList?.checked === true, captchaToken: token.current },
      { multilingualEmails: false, language: page.locale },
    );
    const failure = await sendRestockSignUp(payload);
    busy.current = false;
    if (failure === null) {
      setState('success');
      return;
    }
    setState('error');
    setMessage(failure);
    token.current = null;
    setResetCount((n) => n + 1);
  }, [parts, productId, variantId, siteKey, page.locale]);

  useLayoutEffect(() => {
    const form = parts.form;
    if (form === null) return;
    form.noValidate = true;
    const onSubmit = (event: Event) => {
      event.preventDefault();
      void submit();
    };
    form.addEventListener('submit', onSubmit);
    return () => form.removeEventListener('submit', onSubmit);
  }, [parts, submit]);

  // The server's nodes follow the state: collapsed, signed up, invalid, busy.
  useLayoutEffect(() => {
    box.classList.toggle('is-collapsed', !expanded);
    box.classList.toggle('is-signed-up', state === 'success');
    box.setAttribute('data-restock-state', state);
    const email = parts.email;
    if (email !== null) {
      email.toggleAttribute('aria-invalid', invalidField === 'email');
      if (message !== '') email.setAttribute('aria-describedby', messageId);
      else email.removeAttribute('aria-describedby');
    }
    parts.submit?.setAttribute('aria-disabled', String(state === 'submitting'));
    if (state === 'success') success.current?.focus();
  }, [box, parts, expanded, state, invalidField, message, messageId]);

  const reveal = () => {
    setExpanded(true);
    // The form shows in this same task (a layout effect), so it can take focus right away.
    queueMicrotask(() => parts.email?.focus());
  };

  return (
    <>
      {!expanded &&
        createPortal(
          <button type="button" className="product-restock-notify sqs-editable-button" aria-expanded="false" onClick={reveal}>
            {NOTIFY_ME_LABEL}
          </button>,
          parts.top,
        )}
      {siteKey !== '' &&
        parts.captcha !== null &&
        state !== 'success' &&
        createPortal(
          <CaptchaWidget
            siteKey={siteKey}
            action="PRODUCT_WAITLIST_SUBMISSION"
            resetCount={resetCount}
            onToken={(next) => {
              token.current = next;
            }}
          />,
          parts.captcha,
        )}
      {state === 'success' ? (
        <p ref={success} className="product-restock-success" role="status" tabIndex={-1}>
          {successText}
        </p>
      ) : (
        <p id={messageId} className="product-restock-message" role="alert">
          {message}
        </p>
      )}
    </>
  );
}
