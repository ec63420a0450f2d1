/**
 * The Pages screen's server state: the site's collections and navigation (one query each, keys
 * from `pagesKeys`), and saving a changed navigation. A save shows the new tree at once, sends
 * every changed list (`setNavigation`, the list losing a page first), says what happened in
 * the status line, and on a refusal puts back the lists already sent and the tree as it was.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useRef, useState } from 'react';
import type { CollectionsAnswer } from '../../../shared/api/content';
import { contentEndpoints } from '../../../shared/api/content-endpoints';
import type { Navigation, NavigationAnswer } from '../../../shared/api/navigation';
import type { NavigationId } from '../../../shared/content-model';
import { ApiError, ownerCall } from '../../api/owner-client';
import { changedLists } from './navigation-moves';

export const pagesKeys = {
  collections: ['content', 'collections'] as const,
  navigation: ['content', 'navigation'] as const,
};

export function useCollections() {
  return useQuery({ queryKey: pagesKeys.collections, queryFn: () => ownerCall(contentEndpoints.listCollections, {}) });
}

export function useNavigation() {
  return useQuery({ queryKey: pagesKeys.navigation, queryFn: () => ownerCall(contentEndpoints.getNavigation, {}) });
}

/** The server's words for a failure (its catalogue message), or a generic line for anything else. */
export function errorMessageOf(error: unknown): string {
  return error instanceof ApiError ? error.message : 'Something went wrong. Try again.';
}

async function sendList(id: NavigationId, navigation: Navigation): Promise<Navigation> {
  return (await ownerCall(contentEndpoints.setNavigation, { params: { navigationId: id }, body: { items: navigation[id] } })).navigation;
}

export interface Feedback {
  status: string;
  error: string | null;
  announce(status: string): void;
  fail(error: unknown): void;
}

/** The screen's status line (role=status) and error line (role=alert). */
export function useFeedback(): Feedback {
  const [status, setStatus] = useState('');
  const [error, setError] = useState<string | null>(null);
  const announce = useCallback((next: string) => {
    setError(null);
    // The same words twice in a row (moving a page up twice) are still read out.
    setStatus((current) => (current === next ? `${next}\u00a0` : next));
  }, []);
  const fail = useCallback((reason: unknown) => setError(errorMessageOf(reason)), []);
  return useMemo(() => ({ status, error, announce, fail }), [status, error, announce, fail]);
}

/**
 * `save(next, message)`: resolves null when every changed list was saved, else the server's
 * refusal (also shown in the error line). Saves run one after another.
 */
export function useNavigationSave(feedback: Feedback): (next: Navigation, message: string) => Promise<string | null> {
  const queryClient = useQueryClient();
  const queue = useRef<Promise<unknown>>(Promise.resolve());

  return useCallback(
    (next: Navigation, message: string) => {
      const before = queryClient.getQueryData<NavigationAnswer>(pagesKeys.navigation)?.navigation;
      if (before === undefined) return Promise.resolve('Unable to load. Try again.');
      queryClient.setQueryData<NavigationAnswer>(pagesKeys.navigation, { navigation: next });
      const run = async (): Promise<string | null> => {
        const sent: NavigationId[] = [];
        try {
          let answer = next;
          for (const id of changedLists(before, next)) {
            answer = await sendList(id, next);
            sent.push(id);
          }
          queryClient.setQueryData<NavigationAnswer>(pagesKeys.navigation, { navigation: answer });
          feedback.announce(message);
          return null;
        } catch (error) {
          for (const id of sent.reverse()) await sendList(id, before).catch(() => undefined);
          queryClient.setQueryData<NavigationAnswer>(pagesKeys.navigation, { navigation: before });
          feedback.fail(error);
          return errorMessageOf(error);
        }
      };
      const result = queue.current.then(run, run);
      queue.current = result;
      return result;
    },
    [queryClient, feedback],
  );
}

/** The collections listing and navigation are read again after a change to a collection. */
export function useRefreshPages(): () => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback(async () => {
    await Promise.all([queryClient.invalidateQueries({ queryKey: pagesKeys.collections }), queryClient.invalidateQueries({ queryKey: pagesKeys.navigation })]);
  }, [queryClient]);
}

export type CollectionList = CollectionsAnswer['collections'];
