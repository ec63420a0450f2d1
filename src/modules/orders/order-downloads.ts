/**
 * Counting a digital line's downloads: one conditional update per download, so the count
 * never passes the limit however many downloads race (the row lock serialises them) and a
 * download that is refused changes nothing. The owner can set a line's count back to 0.
 */
import { and, eq, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database';
import { orderLines } from './orders.tables';

/** The outcome of counting one download: counted (with the count now), used up, or no such line. */
export type DownloadCount = { status: 'counted'; downloadsUsed: number } | { status: 'limit_reached' } | { status: 'no_line' };

export function createDownloadMethods({ db }: { db: DbOrTx }) {
  const line = (websiteId: string, orderId: string, position: number) =>
    and(eq(orderLines.websiteId, websiteId), eq(orderLines.orderId, orderId), eq(orderLines.position, position));

  return {
    /** Counts one download of the line unless it has had `limit` already. Run it in the download's transaction. */
    async countDownload(websiteId: string, orderId: string, position: number, limit: number): Promise<DownloadCount> {
      const [counted] = await db
        .update(orderLines)
        .set({ downloadsUsed: sql`${orderLines.downloadsUsed} + 1` })
        .where(and(line(websiteId, orderId, position), lt(orderLines.downloadsUsed, limit)))
        .returning({ downloadsUsed: orderLines.downloadsUsed });
      if (counted !== undefined) return { status: 'counted', downloadsUsed: counted.downloadsUsed };
      const [exists] = await db.select({ position: orderLines.position }).from(orderLines).where(line(websiteId, orderId, position));
      return exists === undefined ? { status: 'no_line' } : { status: 'limit_reached' };
    },

    /** Sets the line's download count back to 0; false when the order has no such line. */
    async resetDownloads(websiteId: string, orderId: string, position: number): Promise<boolean> {
      const reset = await db.update(orderLines).set({ downloadsUsed: 0 }).where(line(websiteId, orderId, position)).returning({ position: orderLines.position });
      return reset.length > 0;
    },
  };
}
