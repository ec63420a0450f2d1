/**
 * The owner's store settings, import and store-creation answers (spec §3 Store settings;
 * PROD-07, GAP-16, GAP-53, GAP-57, GAP-58, GAP-63, GAP-74; STORE-03..STORE-07). The settings
 * PUT takes any subset (nested objects merged) and is checked by the store-settings module.
 */
import { z } from 'zod';
import { CURRENCIES } from '../money';

const RestockMessages = z
  .object({ CTAText: z.string(), placeholderText: z.string(), buttonText: z.string(), mailingListDescription: z.string(), success: z.string() })
  .meta({ id: 'RestockMessages' });

export const StoreSettings = z
  .object({
    multipleQuantityAllowedForServices: z.boolean().meta({ description: 'PROD-07: services may be bought several at a time.' }),
    testMode: z.boolean().meta({ description: 'GAP-58: the store takes test orders.' }),
    merchandising: z.object({
      scarcity: z.object({ enabledOnProductPage: z.boolean(), enabledOnBlocks: z.boolean(), threshold: z.number(), text: z.string() }),
      restock: z.object({
        enabled: z.boolean(),
        hiddenByDefault: z.boolean(),
        mailingListSignUpEnabled: z.boolean(),
        mailingListOptInByDefault: z.boolean(),
        messages: RestockMessages,
      }),
    }),
    instalments: z
      .object({
        connected: z.boolean(),
        paymentAccountCountry: z.string().nullable(),
        limits: z.object({ minimumAmountCents: z.number(), maximumAmountCents: z.number(), currency: z.enum(CURRENCIES) }).nullable(),
      })
      .meta({ description: 'The instalment provider account (BNPL, GAP-63); limits are read-only.' }),
    minimumOrderSubtotal: z.number().meta({ description: "GAP-57: minor units of the site's currency; 0: none." }),
    storeAddress: z.object({ country: z.string(), region: z.string().nullable() }).nullable().meta({ description: 'GAP-53: the tax location of carts that ship nothing.' }),
    marketing: z.object({ pixelId: z.string().nullable().meta({ description: 'GAP-05, ANL-41: the tracking pixel ID (digits); null: none.' }) }),
  })
  .meta({ id: 'StoreSettings' });
export type StoreSettings = z.infer<typeof StoreSettings>;
export const StoreSettingsAnswer = z.object({ storeSettings: StoreSettings });
export type StoreSettingsAnswer = z.infer<typeof StoreSettingsAnswer>;

/** What a Shopify CSV import made. */
export const ImportAnswer = z.object({
  import: z.object({
    collectionId: z.string(),
    createdStore: z.boolean(),
    products: z.array(z.object({ handle: z.string(), itemId: z.string(), variants: z.number() })),
    variants: z.number(),
  }),
});
export type ImportAnswer = z.infer<typeof ImportAnswer>;

/** STORE-17: the store collection made, with the payloads sent to the content calls (STORE-03..STORE-07). */
export const CreatedStoreAnswer = z.object({
  store: z.object({
    collectionId: z.string(),
    urlId: z.string(),
    collectionPayload: z.object({
      navigationTitle: z.string(),
      title: z.string(),
      urlId: z.string(),
      description: z.string().optional().meta({ description: "'' ; left out when isSevenOne." }),
      enabled: z.literal(true),
    }),
    rootCategoryPayload: z.object({
      displayName: z.string(),
      parentCategoryId: z.literal(''),
      type: z.literal('ROOT'),
      pageRendering: z.literal('LIST_VIEW'),
      displayIndex: z.literal(1),
    }),
    addedToMainNav: z.boolean(),
  }),
});
export type CreatedStoreAnswer = z.infer<typeof CreatedStoreAnswer>;
