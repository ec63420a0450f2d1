/**
 * The instalment message of a product page (BNPL-01, BNPL-04..07, BNPL-14, BNPL-21, BNPL-22):
 * the server rendered it for the product's price; this retexts it for the variant the shopper
 * chooses in the product form's selects, and opens the provider's popup from its info button,
 * fetching the popup's HTML by locale the first time. If that fails, a console warning is all
 * that happens (no popup, nothing shown), and the next click tries again.
 */
import { useCallback, useLayoutEffect, useMemo, useState } from 'react';
import { createPortal } from 'react-dom';
import { instalmentMessage, type InstalmentsIslandProps } from '../../shared/instalment-messaging';
import { islandProps } from '../hydrate';
import { findVariant, optionNames } from '../product-form/purchase-rules';
import type { ProductFormProps } from '../product-form/product-form.types';

import { messagePrice } from './instalment-price';
import { instalmentModalUrl, loadInstalmentModal } from './instalment-modal';
import { InstalmentsPopup } from './InstalmentsPopup';

export type PopupState = 'hidden' | 'loading' | 'visible';

function pageParts(mount: HTMLElement) {
  const container = mount.closest<HTMLElement>('.Product, .ProductBlock, [data-product-container]') ?? document.body;
  const form = container.querySelector<HTMLElement>('[data-island="product-form"]');
  return {
    text: mount.querySelector<HTMLElement>('.ProductInstalments-text'),
    info: mount.querySelector<HTMLButtonElement>('.ProductInstalments-info'),
    product: form === null ? null : islandProps<ProductFormProps>(form, 'product-form'),
    selects: form === null ? [] : [...form.querySelectorAll<HTMLSelectElement>('select[data-variant-option-name]')],
  };
}

function selectionOf(selects: readonly HTMLSelectElement[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const select of selects) out[select.getAttribute('data-variant-option-name') ?? ''] = select.value;
  return out;
}

export function Instalments({ mount, props }: { mount: HTMLElement; props: InstalmentsIslandProps }) {
  const parts = useMemo(() => pageParts(mount), [mount]);
  const [selection, setSelection] = useState(() => selectionOf(parts.selects));
  const [popup, setPopup] = useState<{ state: PopupState; html: string }>({ state: 'hidden', html: '' });

  useLayoutEffect(() => {
    const changed = () => setSelection(selectionOf(parts.selects));
    for (const select of parts.selects) select.addEventListener('change', changed);
    return () => {
      for (const select of parts.selects) select.removeEventListener('change', changed);
    };
  }, [parts]);

  const message = useMemo(() => {
    const variants = parts.product?.variants ?? [];
    const chosen = parts.product === null ? null : findVariant(variants, optionNames(parts.product), selection);
    const price = messagePrice(variants, chosen);
    if (price === null) return null;
    const shopperLanguage = typeof navigator === 'undefined' ? null : navigator.language;
    const text = instalmentMessage(price.amount, props.context, props.currency, { shopperLanguage, moneyLocale: props.locale, from: price.from });
    return text === null ? null : { price, ...text };
  }, [parts, selection, props]);

  useLayoutEffect(() => {
    if (message === null) return;
    if (parts.text !== null && parts.text.textContent !== message.text) parts.text.textContent = message.text;
    mount.setAttribute('data-popup-state', popup.state);
  }, [mount, parts, message, popup.state]);

  const open = useCallback(async () => {
    if (message === null || popup.state !== 'hidden') return;
    setPopup({ state: 'loading', html: '' });
    const html = await loadInstalmentModal(instalmentModalUrl(props.modalUrl, message.locale, message.inRange ? message.price.amount : null));
    setPopup(html === null ? { state: 'hidden', html: '' } : { state: 'visible', html });
  }, [message, popup.state, props.modalUrl]);

  useLayoutEffect(() => {
    const info = parts.info;
    if (info === null) return;
    const onClick = () => void open();
    info.addEventListener('click', onClick);
    info.setAttribute('aria-expanded', String(popup.state === 'visible'));
    return () => info.removeEventListener('click', onClick);
  }, [parts, open, popup.state]);

  const closed = useCallback(() => setPopup((p) => ({ ...p, state: 'hidden' })), []);
  if (popup.state !== 'visible' || parts.info === null || message === null) return null;
  return createPortal(<InstalmentsPopup html={popup.html} brand={message.brand} opener={parts.info} onClosed={closed} />, document.body);
}
