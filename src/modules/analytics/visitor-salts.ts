/**
 * The daily salt of cookieless visitor keys (migrations/0003): one random value per UTC day,
 * shared by every process through the database (the first to need it makes it), kept in memory
 * for the day. Salts from before yesterday are deleted when a new day's is made, so yesterday's
 * keys can no longer be recomputed.
 */
import { eq, lt } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database';
import { visitorSalts } from './analytics.tables';

const DAY_MS = 86_400_000;
const dayText = (ms: number) => new Date(ms).toISOString().slice(0, 10);

export function createVisitorSalts({ db, now, randomHex }: { db: DbOrTx; now: () => number; randomHex: (bytes: number) => string }) {
  let cached: { day: string; salt: Promise<string> } | null = null;
  /** Today's salt once loaded: callers on the hot path read it without awaiting a promise. */
  let ready: { day: string; salt: string } | null = null;

  async function load(day: string): Promise<string> {
    const inserted = await db.insert(visitorSalts).values({ day, salt: randomHex(32) }).onConflictDoNothing().returning();
    if (inserted.length > 0) await db.delete(visitorSalts).where(lt(visitorSalts.day, dayText(Date.parse(day) - DAY_MS)));
    const [row] = await db.select().from(visitorSalts).where(eq(visitorSalts.day, day));
    if (row === undefined) throw new Error('visitor salt missing');
    return row.salt;
  }

  return {
    /** Today's salt (UTC). */
    today(): Promise<string> {
      const day = dayText(now());
      if (cached?.day !== day) {
        const salt = load(day);
        cached = { day, salt };
        salt.then((value) => {
          if (cached?.salt === salt) ready = { day, salt: value };
        }, () => undefined);
        // A failed load is retried by the next call instead of being kept for the day.
        salt.catch(() => {
          if (cached?.salt === salt) cached = null;
        });
      }
      return cached.salt;
    },
    /** Today's salt when it is already loaded, else null (then use `today()`). */
    todayIfLoaded(): string | null {
      return ready !== null && ready.day === dayText(now()) ? ready.salt : null;
    },
  };
}
