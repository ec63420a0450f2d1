/**
 * The owner's panel events (ADM-02..ADM-06, spec §2: panels known only by the events they
 * emit). The spec names each event in words; these are their stable names, one per action,
 * and the only names `POST /api/admin/events` stores. Properties are small flat values.
 */
import { z } from 'zod';

/** ADM-04..ADM-06: the store inventory panel; ADM-02, ADM-03: the API keys panel; ADM-07, ADM-08: the marketing panel. */
export const OWNER_EVENT_NAMES = [
  'inventory_search_products',
  'inventory_sort_by_name',
  'inventory_sort_by_stock',
  'inventory_sort_by_price',
  'inventory_expand_row',
  'inventory_click_row',
  'inventory_next_page',
  'inventory_settings_open',
  'inventory_settings_close',
  'inventory_settings_save',
  'inventory_product_page_scarcity_toggle',
  'inventory_blocks_scarcity_toggle',
  'inventory_change_scarcity_threshold',
  'api_keys_learn_more',
  'api_keys_terms_of_use',
  'api_keys_create_key',
  'api_keys_delete_key',
  'api_keys_delete_confirm',
  'api_key_modal_copy',
  'api_key_modal_next',
  'api_key_modal_cancel',
  'api_key_modal_complete',
  'marketing_product_feed_url_copy',
  'marketing_tracking_pixel_id_save',
] as const;
export type OwnerEventName = (typeof OWNER_EVENT_NAMES)[number];

export const OWNER_EVENT_LIMITS = { maxBatch: 50, maxProperties: 20, maxKeyLength: 40, maxTextLength: 200 } as const;

const propertyValue = z.union([z.string().max(OWNER_EVENT_LIMITS.maxTextLength), z.number().finite(), z.boolean(), z.null()]);
export const OwnerEvent = z.strictObject({
  name: z.enum(OWNER_EVENT_NAMES, { error: 'Not an event the editor records.' }),
  properties: z
    .record(z.string().regex(/^[A-Za-z][A-Za-z0-9_]{0,39}$/, 'A property name is letters, digits and _.'), propertyValue)
    .refine((p) => Object.keys(p).length <= OWNER_EVENT_LIMITS.maxProperties, `At most ${OWNER_EVENT_LIMITS.maxProperties} properties.`)
    .default({}),
  at: z.number().int().min(0).meta({ description: 'When the owner acted, ms since the epoch (the browser clock).' }),
});
export type OwnerEvent = z.input<typeof OwnerEvent>;
export const OwnerEventsBody = z.strictObject({ events: z.array(OwnerEvent).min(1).max(OWNER_EVENT_LIMITS.maxBatch) });
export const OwnerEventsAnswer = z.object({ recorded: z.number() });
export type OwnerEventsAnswer = z.infer<typeof OwnerEventsAnswer>;
