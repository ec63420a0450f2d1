/**
 * The events the editor's event-only panels emit (ADM-02, ADM-03, ADM-07, ADM-08): each is
 * recorded through the owner-events client (stored by `POST /api/admin/events`) and also
 * dispatched on `document` as `stoa:owner-event`, for whatever on the page listens.
 */
import { recordOwnerEvent } from '../api/owner-events';
import type { OwnerEventName } from '../../shared/api/owner-events';

export const OWNER_EVENT = 'stoa:owner-event';

export const PANEL_EVENTS = {
  apiKeysLearnMore: 'api_keys_learn_more',
  apiKeysTermsOfUse: 'api_keys_terms_of_use',
  apiKeysCreateKey: 'api_keys_create_key',
  apiKeysDeleteKey: 'api_keys_delete_key',
  apiKeysDeleteConfirm: 'api_keys_delete_confirm',
  apiKeyModalCopy: 'api_key_modal_copy',
  apiKeyModalNext: 'api_key_modal_next',
  apiKeyModalCancel: 'api_key_modal_cancel',
  apiKeyModalComplete: 'api_key_modal_complete',
  productFeedUrlCopy: 'marketing_product_feed_url_copy',
  trackingPixelIdSave: 'marketing_tracking_pixel_id_save',
} as const satisfies Record<string, OwnerEventName>;
export type PanelEvent = (typeof PANEL_EVENTS)[keyof typeof PANEL_EVENTS];

export function recordPanelEvent(name: PanelEvent, data: Record<string, string> = {}): void {
  recordOwnerEvent(name, data);
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
