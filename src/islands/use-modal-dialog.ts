/**
 * The native `<dialog>` as a modal (the alert and confirm dialogs): opened with showModal, so
 * the page behind is inert, Tab stays inside and Escape closes it; focus starts on the element
 * `initialFocus` names and goes back, on close, to the element that had it when it opened.
 */
import { useLayoutEffect, useRef, type RefObject } from 'react';

export function useModalDialog(initialFocus: string, onClosed: () => void): RefObject<HTMLDialogElement | null> {
  const dialog = useRef<HTMLDialogElement>(null);
  useLayoutEffect(() => {
    const element = dialog.current;
    if (element === null) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const closed = () => {
      if (opener !== null && opener.isConnected) opener.focus();
      onClosed();
    };
    element.addEventListener('close', closed);
    if (!element.open) element.showModal();
    element.querySelector<HTMLElement>(initialFocus)?.focus();
    return () => {
      element.removeEventListener('close', closed);
      if (element.open) element.close();
    };
  }, [initialFocus, onClosed]);
  return dialog;
}
