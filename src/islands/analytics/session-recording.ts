/**
 * Full-session recording's start in the browser (ANL-44..ANL-48, §6): when the server's half of
 * the rules holds (the page's `sessionRecording` prop: the toggle is on, a US site) and the
 * browser's (an America time zone, more than 2 CPU cores, not dev mode, cookies allowed), it asks
 * `GET /api/commerce/fullstory/getId` once per page (ANL-46); 'automated-mock-id' means do not
 * record (ANL-44). With an id it announces `SESSION_RECORDING_EVENT` on `document` for a
 * recorder to start under; no recorder ships (recording stays off by default, STOA_SESSION_RECORDING).
 * Failures are only logged (ANL-48). The browser is reached through `deps`.
 */
import type { AnalyticsPageProps } from '../../shared/analytics/analytics-props';
import { browserMayRecord } from '../../shared/analytics/session-recording';

/**
 * ANL-44's SKIP_RECORDING_ID and ANL-28's 2.5 s timeout (shared/analytics/analytics-rules.ts),
 * spelled here: importing them would add exports to the up-front script on every page (a test
 * keeps them equal).
 */
export const SKIP_ID = 'automated-mock-id';
export const ID_TIMEOUT_MS = 2_500;
export const FULLSTORY_ID_PATH = '/api/commerce/fullstory/getId';
/** Dispatched on `document` with `{ id }` when this session may be recorded. */
export const SESSION_RECORDING_EVENT = 'stoa:session-recording';
/** ANL-48's log line. */
export const RECORDING_FAILURE = 'Session recording failed to start';

export interface SessionRecordingDeps {
  props: Pick<AnalyticsPageProps, 'sessionRecording' | 'sourceEnvironment'>;
  /** The restrictive cookie policy applies now (GAP-66). */
  restrictive: () => boolean;
  /** Read only once the site may record: building the page's first Intl object costs tens of ms. */
  timeZone: () => string | undefined;
  cpuCores: number | undefined;
  /** The id call (2.5 s timeout); rejects when it failed. */
  fetchId: () => Promise<unknown>;
  start: (id: string) => void;
  warn: (message: string) => void;
}

/** One start per page, however often it is asked (ANL-46). */
export function createSessionRecording(deps: SessionRecordingDeps): () => Promise<string | null> {
  let asked: Promise<string | null> | null = null;
  const attempt = async (): Promise<string | null> => {
    const { props } = deps;
    if (props.sessionRecording !== true) return null;
    if (!browserMayRecord({ timeZone: deps.timeZone(), cpuCores: deps.cpuCores, sourceEnvironment: props.sourceEnvironment, restrictive: deps.restrictive() })) return null;
    try {
      const answer = (await deps.fetchId()) as { id?: unknown } | null;
      const id = answer?.id;
      if (typeof id !== 'string' || id === '' || id === SKIP_ID) return null;
      deps.start(id);
      return id;
    } catch {
      deps.warn(RECORDING_FAILURE);
      return null;
    }
  };
  return () => (asked ??= attempt());
}
