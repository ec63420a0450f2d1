/**
 * The error answer every `/api/` call gives (GAP-15; spec §7 for `crumbFail`): the catalogue's
 * status, code and message, `crumbFail: true` when the crumb was missing or stale, and the
 * refused fields in `data.errors` (`{field: message}`, nested paths joined with dots).
 */
import { z } from 'zod';
import { ERROR_CATALOG, type ErrorCode } from '../error-catalog';

export const ERROR_CODES = Object.keys(ERROR_CATALOG) as [ErrorCode, ...ErrorCode[]];

export const ErrorAnswer = z
  .object({
    status: z.number().int().meta({ description: 'The HTTP status again, as the spec reads it.' }),
    code: z.enum(ERROR_CODES).meta({ description: 'Stable code from the error catalogue.' }),
    message: z.string().meta({ description: "The catalogue's message for the code, for people." }),
    crumbFail: z.boolean().optional().meta({ description: 'true on 401 CRUMB_INVALID: reload the crumb and retry once (spec §7).' }),
    data: z
      .object({
        errors: z.record(z.string(), z.string()).optional().meta({ description: 'Refused fields: `{field: message}`, nested paths joined with dots, `_` for the whole input.' }),
        error: z.string().optional(),
        revision: z.number().int().optional().meta({ description: 'On 409 CONTENT_DRAFT_CONFLICT: the draft revision now current.' }),
      })
      .optional(),
  })
  .meta({ id: 'ErrorAnswer' });
export type ErrorAnswer = z.infer<typeof ErrorAnswer>;
