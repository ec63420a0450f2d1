/**
 * The tracking pixel (ANL-41): puts the vendor's standard `fbq` queue on `window`, initialises
 * it with the store's pixel ID, sends the events the page stands for (from the server) and
 * those that follow a visitor's actions — AddToCart after the product form added a line, Lead
 * after a form or newsletter submission, CompleteRegistration after a sign-up — then loads the
 * vendor's script under the page's nonce (when the server names one), which drains the queue.
 * Plain DOM code: it is on every page of a store with a pixel. While the restrictive cookie
 * policy applies (GAP-66: an opt-in banner not yet accepted, a visitor who declined, or a
 * Do-Not-Track / Global Privacy Control signal) it does nothing at all — no queue, no vendor
 * script — and starts when the banner says the visitor accepted.
 */
import { FORM_SUBMITTED_EVENT, NEWSLETTER_SIGNUP_EVENT } from './form-block/after-success';
import { browserConsentPage, startWhenAllowed } from './cookie-consent/consent-choice';
import { hydrateIslands } from './hydrate';
import {
  ACCOUNT_CREATED_EVENT,
  ADDED_TO_CART_EVENT,
  addToCartEvent,
  type AddedToCartDetail,
  type PixelEvent,
  type TrackingPixelProps,
} from '../shared/tracking-pixel';

type Fbq = ((...args: unknown[]) => void) & { queue: unknown[][]; callMethod?: (...args: unknown[]) => void; loaded: boolean; version: string; push: Fbq };

/** The vendor's queue shape: calls wait in `fbq.queue` until its script takes over (`callMethod`). */
function pixelQueue(): Fbq {
  const host = window as unknown as { fbq?: Fbq; _fbq?: Fbq };
  if (host.fbq !== undefined) return host.fbq;
  const fbq = ((...args: unknown[]) => {
    if (fbq.callMethod !== undefined) fbq.callMethod(...args);
    else fbq.queue.push(args);
  }) as Fbq;
  fbq.queue = [];
  fbq.loaded = true;
  fbq.version = '2.0';
  fbq.push = fbq;
  host.fbq = fbq;
  host._fbq ??= fbq;
  return fbq;
}

/** True the first time `key` is seen in this browser (storage refused: always true). */
function firstTime(key: string): boolean {
  try {
    const name = `stoa:pixel:${key}`;
    if (localStorage.getItem(name) !== null) return false;
    localStorage.setItem(name, '1');
  } catch {
    // Storage blocked: sending twice beats never sending.
  }
  return true;
}

function pageNonce(): string {
  for (const script of document.querySelectorAll<HTMLScriptElement>('script[nonce]')) if (script.nonce !== '') return script.nonce;
  return '';
}

function start(props: TrackingPixelProps): void {
  const fbq = pixelQueue();
  const send = (event: PixelEvent) => {
    if (event.onceKey === undefined || firstTime(event.onceKey)) fbq('track', event.name, event.data);
  };
  fbq('init', props.pixelId);
  for (const event of props.events) send(event);

  document.addEventListener(ADDED_TO_CART_EVENT, (event) => send(addToCartEvent((event as CustomEvent<AddedToCartDetail>).detail)));
  // A newsletter sign-up fires both events for one submission: one Lead, saying which it was.
  const pending = new Map<string, string>();
  const lead = (category: string) => (event: Event) => {
    const formId = String((event as CustomEvent<{ formId?: string }>).detail?.formId ?? '');
    const first = !pending.has(formId);
    pending.set(formId, category);
    if (!first) return;
    queueMicrotask(() => {
      send({ name: 'Lead', data: { content_category: pending.get(formId) ?? category } });
      pending.delete(formId);
    });
  };
  document.addEventListener(FORM_SUBMITTED_EVENT, lead('form'));
  document.addEventListener(NEWSLETTER_SIGNUP_EVENT, lead('newsletter'));
  document.addEventListener(ACCOUNT_CREATED_EVENT, () => send({ name: 'CompleteRegistration', data: { status: true } }));

  if (props.scriptUrl !== '') {
    const script = document.createElement('script');
    script.async = true;
    script.src = props.scriptUrl;
    const nonce = pageNonce();
    if (nonce !== '') script.nonce = nonce;
    document.head.append(script);
  }
}

hydrateIslands<TrackingPixelProps>('tracking-pixel', (_mount, props) => startWhenAllowed(props.cookieBanner ?? 'off', browserConsentPage(), () => start(props)));
