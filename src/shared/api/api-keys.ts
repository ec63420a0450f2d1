/**
 * A site's owner API keys' calls' contract (docs/decisions.md "Owner API keys"): create
 * (the secret answered once), list, revoke, and a key's usage log page by page.
 */
import { z } from 'zod';

/** The most usage log rows one page answers. */
export const API_KEY_USES_PAGE_MAX = 100;

// ── What the calls take ────────────────────────────────────────────────────────────────────

/** Name and role are checked by the accounts service, which answers with their own messages. */
export const CreateApiKeyBody = z.strictObject({
  name: z.unknown().optional().meta({ description: 'The name the key is recognised by.' }),
  role: z.unknown().optional().meta({ description: "A contributor role code no wider than the caller's own." }),
});
export const ApiKeyParams = z.object({ keyId: z.string().min(1).max(64) });
export const ApiKeyUsageQuery = z.object({
  cursor: z.string().regex(/^\d{1,15}$/, 'Use the nextCursor of the previous page.').optional(),
  limit: z.coerce.number().int().min(1).max(API_KEY_USES_PAGE_MAX, `At most ${API_KEY_USES_PAGE_MAX} per page.`).default(50),
});

// ── Answers ────────────────────────────────────────────────────────────────────────────────

/** A new key: `key` is its secret, in this answer only. */
export const CreatedApiKey = z.object({ id: z.string(), name: z.string(), role: z.number().int(), key: z.string(), createdAt: z.number() });
export type CreatedApiKey = z.infer<typeof CreatedApiKey>;

/** A key as the list shows it, without its secret. */
export const ApiKeyView = z
  .object({
    id: z.string(),
    name: z.string(),
    role: z.number().int(),
    prefix: z.string().meta({ description: 'The start of the secret, to recognise the key by.' }),
    createdAt: z.number(),
    createdBy: z.string().meta({ description: 'The user who made it; the key acts on their behalf.' }),
    lastUsedAt: z.number().nullable(),
    revokedAt: z.number().nullable(),
  })
  .meta({ id: 'ApiKey' });
export type ApiKeyView = z.infer<typeof ApiKeyView>;
export const ApiKeysAnswer = z.object({ apiKeys: z.array(ApiKeyView) });
export type ApiKeysAnswer = z.infer<typeof ApiKeysAnswer>;

export const ApiKeyUseView = z.object({ method: z.string(), route: z.string(), status: z.number().int(), at: z.number() }).meta({ id: 'ApiKeyUse' });
export type ApiKeyUseView = z.infer<typeof ApiKeyUseView>;
export const ApiKeyUsageAnswer = z.object({
  uses: z.array(ApiKeyUseView),
  nextCursor: z.string().nullable().meta({ description: 'Pass back as cursor for the next (older) page; null on the last.' }),
});
export type ApiKeyUsageAnswer = z.infer<typeof ApiKeyUsageAnswer>;
