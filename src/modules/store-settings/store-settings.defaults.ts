/**
 * The settings a store has before its owner changes any, and how a patch is validated and
 * merged over them.
 */
import { z } from 'zod';
import { builtInInstalmentLimits, type InstalmentLimitsLookup } from './instalment-provider';
import type { StoreSettings, StoreSettingsPatch } from './store-settings.types';

export const DEFAULT_STORE_SETTINGS: StoreSettings = {
  multipleQuantityAllowedForServices: true,
  testMode: false,
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
  instalments: { connected: false, paymentAccountCountry: null, limits: null },
  minimumOrderSubtotal: 0,
  storeAddress: null,
  marketing: { pixelId: null },
};

const text = z.string().max(500);

/** What an invalid pixel ID is told. */
export const PIXEL_ID_MESSAGE = 'A pixel ID is the digits your ads account shows, such as 123456789012345.';

export const storeSettingsPatchSchema = z.strictObject({
  multipleQuantityAllowedForServices: z.boolean().optional(),
  testMode: z.boolean().optional(),
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
  instalments: z
    .strictObject({
      connected: z.boolean().optional(),
      paymentAccountCountry: z
        .string()
        .trim()
        .regex(/^[A-Za-z]{2}$/, 'A two-letter country code.')
        .transform((code) => code.toUpperCase())
        .nullable()
        .optional(),
    })
    .optional(),
  minimumOrderSubtotal: z.number().int('A whole number of minor units.').min(0).max(2_000_000_000).optional(),
  storeAddress: z
    .strictObject({
      country: z
        .string()
        .trim()
        .regex(/^[A-Za-z]{2}$/, 'A two-letter country code.')
        .transform((code) => code.toUpperCase()),
      region: z
        .string()
        .trim()
        .max(100)
        .nullable()
        .optional()
        .transform((region) => (region === undefined || region === null || region === '' ? null : region)),
    })
    .nullable()
    .optional(),
  marketing: z
    .strictObject({
      // An empty field clears the pixel.
      pixelId: z
        .string()
        .trim()
        .transform((id) => (id === '' ? null : id))
        .refine((id) => id === null || /^\d{5,20}$/.test(id), PIXEL_ID_MESSAGE)
        .nullable()
        .optional(),
    })
    .optional(),
});

/** `patch` merged over `base`, nested objects field by field. */
export function mergeStoreSettingsPatch(base: StoreSettingsPatch, patch: StoreSettingsPatch): StoreSettingsPatch {
  const scarcity = { ...base.merchandising?.scarcity, ...patch.merchandising?.scarcity };
  const messages = { ...base.merchandising?.restock?.messages, ...patch.merchandising?.restock?.messages };
  const restock = { ...base.merchandising?.restock, ...patch.merchandising?.restock, messages };
  const instalments = { ...base.instalments, ...patch.instalments };
  const marketing = { ...base.marketing, ...patch.marketing };
  const merged: StoreSettingsPatch = { ...base, ...patch, merchandising: { scarcity, restock }, instalments, marketing };
  return JSON.parse(JSON.stringify(merged)) as StoreSettingsPatch; // drops undefined members
}

/** The full settings: the stored changes over the defaults, with the provider's instalment limits. */
export function resolveStoreSettings(stored: StoreSettingsPatch, instalmentLimits: InstalmentLimitsLookup = builtInInstalmentLimits): StoreSettings {
  const d = DEFAULT_STORE_SETTINGS;
  const m = stored.merchandising;
  return {
    multipleQuantityAllowedForServices: stored.multipleQuantityAllowedForServices ?? d.multipleQuantityAllowedForServices,
    testMode: stored.testMode ?? d.testMode,
    merchandising: {
      scarcity: { ...d.merchandising.scarcity, ...m?.scarcity },
      restock: {
        ...d.merchandising.restock,
        ...m?.restock,
        messages: { ...d.merchandising.restock.messages, ...m?.restock?.messages },
      },
    },
    instalments: resolveInstalmentSettings(stored.instalments, instalmentLimits),
    minimumOrderSubtotal: stored.minimumOrderSubtotal ?? d.minimumOrderSubtotal,
    storeAddress: stored.storeAddress ?? d.storeAddress,
    marketing: { pixelId: stored.marketing?.pixelId ?? d.marketing.pixelId },
  };
}

function resolveInstalmentSettings(stored: StoreSettingsPatch['instalments'], limitsOf: InstalmentLimitsLookup): StoreSettings['instalments'] {
  const paymentAccountCountry = stored?.paymentAccountCountry ?? null;
  return {
    connected: stored?.connected ?? DEFAULT_STORE_SETTINGS.instalments.connected,
    paymentAccountCountry,
    limits: paymentAccountCountry === null ? null : limitsOf(paymentAccountCountry),
  };
}
