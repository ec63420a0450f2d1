/** The coordination module: what several app processes on one database share (issue 15 §3). */
import { readMigrations } from '../../db/migrations';

export { countHit, countHits, countHitsOfKeys, type HitsToCount, releaseHits, type HitsToRelease, readHits, purgeEndedCounters, withExclusiveLock, runJobTickOnce, jobRuns, type RateCount } from './coordination';

export const COORDINATION_MIGRATIONS = readMigrations('coordination', new URL('./migrations/', import.meta.url));
