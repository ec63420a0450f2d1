/**
 * The site's mailing lists as the editor reads them (GAP-72): one query-key factory, the lists
 * query, and the check a newsletter block's list choice must pass ('A List must be selected.',
 * spec §8). Used by the Mailing lists screen and by the list select of newsletter blocks.
 */
import { useQuery } from '@tanstack/react-query';
import { mailingListsEndpoints } from '../../shared/api/mailing-lists-endpoints';
import { FORM_MESSAGES } from '../../shared/forms/form-model';
import { ownerCall } from '../api/owner-client';

export const mailingListKeys = {
  all: ['mailing-lists'] as const,
  lists: () => [...mailingListKeys.all, 'lists'] as const,
  subscribers: (listId: string, q: string, cursor: string | undefined) => [...mailingListKeys.all, 'subscribers', listId, q, cursor ?? ''] as const,
};

export function useMailingLists() {
  return useQuery({ queryKey: mailingListKeys.lists(), queryFn: () => ownerCall(mailingListsEndpoints.list, {}) });
}

/** The editor message when a newsletter block has no list chosen; null when one is. */
export function mailingListSelectionError(listId: string | null | undefined): string | null {
  return listId === null || listId === undefined || listId === '' ? FORM_MESSAGES.listRequired : null;
}
