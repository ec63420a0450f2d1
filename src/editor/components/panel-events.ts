/**
 * The events the editor's event-only panels emit (ADM-02, ADM-03, ADM-07, ADM-08): each is
 * dispatched on `document` as `stoa:owner-event` with its name, where the owner-events
 * recorder (or a test) listens.
 */
export const OWNER_EVENT = 'stoa:owner-event';

export const PANEL_EVENTS = {
  apiKeysLearnMore: 'api-keys.learn-more',
  apiKeysTermsOfUse: 'api-keys.terms-of-use',
  apiKeysCreateKey: 'api-keys.create-key',
  apiKeysDeleteKey: 'api-keys.delete-key',
  apiKeysDeleteConfirm: 'api-keys.delete-confirm',
  apiKeyModalCopy: 'api-keys.modal.copy',
  apiKeyModalNext: 'api-keys.modal.next',
  apiKeyModalCancel: 'api-keys.modal.cancel',
  apiKeyModalComplete: 'api-keys.modal.complete',
  productFeedUrlCopy: 'marketing.product-feed-url-copy',
  trackingPixelIdSave: 'marketing.tracking-pixel-id-save',
} as const;
export type PanelEvent = (typeof PANEL_EVENTS)[keyof typeof PANEL_EVENTS];

export function recordPanelEvent(name: PanelEvent, data: Record<string, string> = {}): void {
  document.dispatchEvent(new CustomEvent(OWNER_EVENT, { detail: { name, data } }));
}

/** Copies `text` to the clipboard; false when the browser refused (the caller says so). */
export async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}
