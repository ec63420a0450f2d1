/** The site's API keys as the editor reads them (one query, refreshed after each change). */
import { useQuery } from '@tanstack/react-query';
import { apiKeysEndpoints } from '../../../shared/api/api-keys-endpoints';
import { ownerCall } from '../../api/owner-client';

export const apiKeyQueryKey = ['api-keys'] as const;

export function useApiKeys() {
  return useQuery({ queryKey: apiKeyQueryKey, queryFn: () => ownerCall(apiKeysEndpoints.list, {}) });
}

/** A moment as the owner reads it, or `never`. */
export function formatWhen(at: number | null, never = 'Never'): string {
  return at === null ? never : new Date(at).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
}
