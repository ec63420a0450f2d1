/**
 * The owner's instalment provider calls as endpoint descriptors (no zod: safe for browser code
 * such as the owner's editor); the types come from the schemas in `store-instalments.ts`.
 */
import { endpoint, type In, type None } from './endpoint';
import type { InstalmentsAnswer, InstalmentsBody } from './store-instalments';

export const STORE_INSTALMENTS_PATH = '/api/admin/store/instalments';

export const storeInstalmentsEndpoints = {
  getInstalments: endpoint<None, None, None, InstalmentsAnswer>('GET', STORE_INSTALMENTS_PATH),
  updateInstalments: endpoint<None, None, In<typeof InstalmentsBody>, InstalmentsAnswer>('PUT', STORE_INSTALMENTS_PATH),
} as const;
