/**
 * The instalment provider's information popup (BNPL-14..BNPL-20): a modal `<dialog>` (role
 * dialog, aria-modal, labelled by the content's heading) opened with showModal. It closes on
 * Escape, on its close buttons and on a click outside (on the backdrop); Tab and Shift+Tab
 * wrap around inside it; on close focus goes back to the element that opened it.
 */
import { useLayoutEffect, useRef } from 'react';

export interface InstalmentsPopupProps {
  /** The provider's HTML fragment (our own server's, every text escaped there). */
  html: string;
  brand: string;
  opener: HTMLElement;
  onClosed(): void;
}

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

export function InstalmentsPopup({ html, brand, opener, onClosed }: InstalmentsPopupProps) {
  const dialog = useRef<HTMLDialogElement>(null);

  useLayoutEffect(() => {
    const element = dialog.current;
    if (element === null) return;
    const heading = element.querySelector<HTMLElement>('.InstalmentsPopup-content :is(h1, h2, h3)');
    if (heading !== null) {
      heading.id ||= 'instalments-popup-title';
      element.setAttribute('aria-labelledby', heading.id);
    } else {
      element.setAttribute('aria-label', `Paying with ${brand}`);
    }
    const closed = () => {
      if (opener.isConnected) opener.focus();
      onClosed();
    };
    // BNPL-19: the browser's own modal focus may leave for its chrome; keep Tab inside.
    const trap = (event: KeyboardEvent) => {
      if (event.key !== 'Tab') return;
      const focusables = [...element.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => el.getClientRects().length > 0);
      const first = focusables[0];
      const last = focusables[focusables.length - 1];
      if (first === undefined || last === undefined) return;
      const active = document.activeElement;
      if (event.shiftKey && (active === first || !element.contains(active))) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (active === last || !element.contains(active))) {
        event.preventDefault();
        first.focus();
      }
    };
    // BNPL-18: the dialog fills its panel, so a click landing on the dialog itself is on the backdrop.
    const outside = (event: MouseEvent) => {
      if (event.target !== element) return;
      const box = element.getBoundingClientRect();
      const inside = event.clientX >= box.left && event.clientX <= box.right && event.clientY >= box.top && event.clientY <= box.bottom;
      if (!inside || element.querySelector('.InstalmentsPopup-panel') === null) element.close();
    };
    element.addEventListener('close', closed);
    element.addEventListener('keydown', trap);
    element.addEventListener('click', outside);
    if (!element.open) element.showModal();
    element.querySelector<HTMLElement>('.InstalmentsPopup-close')?.focus();
    return () => {
      element.removeEventListener('close', closed);
      element.removeEventListener('keydown', trap);
      element.removeEventListener('click', outside);
      if (element.open) element.close();
    };
  }, [brand, opener, onClosed]);

  const close = () => dialog.current?.close();
  return (
    <dialog ref={dialog} className="InstalmentsPopup" role="dialog" aria-modal="true">
      <div className="InstalmentsPopup-panel">
        <button type="button" className="InstalmentsPopup-close" aria-label="Close" onClick={close}>
          <span aria-hidden="true">×</span>
        </button>
        <div className="InstalmentsPopup-content" dangerouslySetInnerHTML={{ __html: html }} />
        <button type="button" className="InstalmentsPopup-done sqs-editable-button" onClick={close}>
          Got it
        </button>
      </div>
    </dialog>
  );
}
