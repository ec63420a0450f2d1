/**
 * The settings a store has before its owner changes any, and how a patch is validated and
 * merged over them.
 */
import { z } from 'zod';
import type { StoreSettings, StoreSettingsPatch } from './store-settings.types';

export const DEFAULT_STORE_SETTINGS: StoreSettings = {
  multipleQuantityAllowedForServices: true,
  merchandising: {
    scarcity: {
      enabledOnProductPage: false,
      enabledOnBlocks: false,
      threshold: 5,
      text: 'Only {qtyInStock} left in stock',
    },
    restock: {
      enabled: false,
      hiddenByDefault: true,
      mailingListSignUpEnabled: false,
      mailingListOptInByDefault: false,
      messages: {
        CTAText: 'Get notified by email when this product is back in stock',
        placeholderText: 'Your Email',
        buttonText: 'Sign Up',
        mailingListDescription: 'Subscribe to our mailing list',
        success: 'Signed up!',
      },
    },
  },
};

const text = z.string().max(500);

export const storeSettingsPatchSchema = z.strictObject({
  multipleQuantityAllowedForServices: z.boolean().optional(),
  merchandising: z
    .strictObject({
      scarcity: z
        .strictObject({
          enabledOnProductPage: z.boolean().optional(),
          enabledOnBlocks: z.boolean().optional(),
          threshold: z.number().int().min(1).max(1000).optional(),
          text: text.optional(),
        })
        .optional(),
      restock: z
        .strictObject({
          enabled: z.boolean().optional(),
          hiddenByDefault: z.boolean().optional(),
          mailingListSignUpEnabled: z.boolean().optional(),
          mailingListOptInByDefault: z.boolean().optional(),
          messages: z
            .strictObject({
              CTAText: text.optional(),
              placeholderText: text.optional(),
              buttonText: text.optional(),
              mailingListDescription: text.optional(),
              success: text.optional(),
            })
            .optional(),
        })
        .optional(),
    })
    .optional(),
});

/** `patch` merged over `base`, nested objects field by field. */
export function mergeStoreSettingsPatch(base: StoreSettingsPatch, patch: StoreSettingsPatch): StoreSettingsPatch {
  const scarcity = { ...base.merchandising?.scarcity, ...patch.merchandising?.scarcity };
  const messages = { ...base.merchandising?.restock?.messages, ...patch.merchandising?.restock?.messages };
  const restock = { ...base.merchandising?.restock, ...patch.merchandising?.restock, messages };
  const merged: StoreSettingsPatch = { ...base, ...patch, merchandising: { scarcity, restock } };
  return JSON.parse(JSON.stringify(merged)) as StoreSettingsPatch; // drops undefined members
}

/** The full settings: the stored changes over the defaults. */
export function resolveStoreSettings(stored: StoreSettingsPatch): StoreSettings {
  const d = DEFAULT_STORE_SETTINGS;
  const m = stored.merchandising;
  return {
    multipleQuantityAllowedForServices: stored.multipleQuantityAllowedForServices ?? d.multipleQuantityAllowedForServices,
    merchandising: {
      scarcity: { ...d.merchandising.scarcity, ...m?.scarcity },
      restock: {
        ...d.merchandising.restock,
        ...m?.restock,
        messages: { ...d.merchandising.restock.messages, ...m?.restock?.messages },
      },
    },
  };
}
