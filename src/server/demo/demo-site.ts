/**
 * The demo site a newcomer sees on first start: created once, on a database without sites.
 */
import type { Services } from '../app';

/** Creates the default site `demo` when there are no sites yet. */
export async function ensureDemoSite(services: Services): Promise<void> {
  const existing = await services.sites.listAll();
  if (existing.length > 0) return;
  await services.sites.create({ identifier: 'demo', title: 'Stoa Demo Store', isDefault: true });
  await services.siteDirectory.refresh();
}
