/**
 * The Settings screen's server state: one query-key factory, the site query and the site
 * update (which refreshes the cached site with the server's answer).
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SiteUpdateBody, WebsiteView } from '../../../shared/api/site';
import { siteEndpoints } from '../../../shared/api/site-endpoints';
import type { z } from 'zod';
import { ownerCall } from '../../api/owner-client';

export const settingsKeys = {
  site: ['settings', 'site'] as const,
  headerFooter: ['settings', 'header-footer'] as const,
  contributors: ['settings', 'contributors'] as const,
  media: ['settings', 'media'] as const,
};

export function useSite() {
  return useQuery({ queryKey: settingsKeys.site, queryFn: async () => (await ownerCall(siteEndpoints.getSite, {})).website });
}

export function useUpdateSite() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: z.input<typeof SiteUpdateBody>) => (await ownerCall(siteEndpoints.updateSite, { body })).website,
    onSuccess: (website: WebsiteView) => client.setQueryData(settingsKeys.site, website),
  });
}
