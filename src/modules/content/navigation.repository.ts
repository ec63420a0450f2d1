/** Reading and writing a site's navigation lists (one JSON row per list). */
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database';
import { navigations } from './content.tables';
import { NAVIGATION_IDS, type Navigation } from './content.types';

function emptyNavigation(): Navigation {
  return { mainNavigation: [], secondaryNavigation: [] };
}

/** Both lists of a site; missing lists are empty. */
export async function readNavigation(db: DbOrTx, websiteId: string): Promise<Navigation> {
  const rows = await db.select().from(navigations).where(eq(navigations.websiteId, websiteId));
  const navigation = emptyNavigation();
  for (const row of rows) if ((NAVIGATION_IDS as readonly string[]).includes(row.navigationId)) navigation[row.navigationId as keyof Navigation] = row.items;
  return navigation;
}

/**
 * Both lists, locked until the transaction ends, so two edits of one site's navigation run
 * one after the other instead of one silently undoing the other.
 */
export async function readNavigationForUpdate(tx: DbOrTx, websiteId: string): Promise<Navigation> {
  await tx
    .insert(navigations)
    .values(NAVIGATION_IDS.map((navigationId) => ({ websiteId, navigationId, items: [] })))
    .onConflictDoNothing();
  const rows = await tx
    .select()
    .from(navigations)
    .where(and(eq(navigations.websiteId, websiteId), inArray(navigations.navigationId, [...NAVIGATION_IDS])))
    .for('update');
  const navigation = emptyNavigation();
  for (const row of rows) navigation[row.navigationId as keyof Navigation] = row.items;
  return navigation;
}

export async function writeNavigation(tx: DbOrTx, websiteId: string, navigation: Navigation, now: Date): Promise<void> {
  for (const navigationId of NAVIGATION_IDS) {
    await tx
      .update(navigations)
      .set({ items: sql`${JSON.stringify(navigation[navigationId])}::jsonb`, updatedAt: now })
      .where(and(eq(navigations.websiteId, websiteId), eq(navigations.navigationId, navigationId)));
  }
}
