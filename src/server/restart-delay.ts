/**
 * How long a supervisor waits before starting a process again after it died (the cluster's
 * workers, the collector): at once after a steady life, doubling after each quick crash.
 */

/** A process that lived this long before dying starts again at once; a quicker death doubles the wait. */
export const STEADY_MS = 30_000;
const FIRST_RESTART_DELAY_MS = 500;
const MAX_RESTART_DELAY_MS = 30_000;

/** The wait before the restart after `quickCrashes` deaths in a row, each within STEADY_MS of its start. */
export function restartDelayMs(quickCrashes: number): number {
  if (quickCrashes <= 0) return 0;
  return Math.min(MAX_RESTART_DELAY_MS, FIRST_RESTART_DELAY_MS * 2 ** (quickCrashes - 1));
}
