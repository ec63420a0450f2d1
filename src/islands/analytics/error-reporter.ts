/**
 * The storefront's script error reporter (ERR-01..ERR-08): reports wait in a queue of at most
 * 10 and go out together 1 s after the last one arrived; a page sends at most 20 in all, and
 * stacks are cut at 5000 characters. Sending is the caller's (its failures are ignored there).
 */
import type { ErrorReportEvent } from '../../shared/api/analytics-collect';
import { ANALYTICS_LIMITS as L, type AnalyticsPageType } from '../../shared/analytics/analytics-rules';

export const ERROR_EVENT = 'javascript-error';

export interface ErrorDetails {
  message: string;
  stack?: string | undefined;
  category: string;
  source?: string | undefined;
  line?: number | undefined;
  column?: number | undefined;
}

export interface ErrorReporterDeps {
  send: (reports: ErrorReportEvent[]) => void;
  page: { websiteId: string; pageType: AnalyticsPageType; url: () => string };
  now: () => number;
}

const whole = (n: number | undefined) => (n !== undefined && Number.isInteger(n) && n >= 0 ? n : undefined);

export function createErrorReporter({ send, page, now }: ErrorReporterDeps) {
  let accepted = 0;
  let queue: ErrorReportEvent[] = [];
  let timer: ReturnType<typeof setTimeout> | undefined;

  const flush = () => {
    timer = undefined;
    const batch = queue;
    queue = [];
    if (batch.length > 0) send(batch);
  };

  return {
    report(error: ErrorDetails): void {
      // ERR-04, ERR-05: past 20 on this page, or 10 waiting, further reports are dropped.
      if (accepted >= L.errorReportsPerPage || queue.length >= L.errorReportsQueued) return;
      accepted++;
      const data: ErrorReportEvent['data'] = { message: error.message.slice(0, 2000), category: error.category, url: page.url().slice(0, 2048), websiteId: page.websiteId, pageType: page.pageType };
      if (error.stack !== undefined) data.stack = error.stack.slice(0, L.errorStackMaxChars);
      if (error.source !== undefined && error.source !== '') data.source = error.source.slice(0, 2048);
      const line = whole(error.line);
      const column = whole(error.column);
      if (line !== undefined) data.line = line;
      if (column !== undefined) data.column = column;
      queue.push({ event: ERROR_EVENT, data, timestamp: now() });
      // ERR-07: debounced, a burst of errors is one request.
      clearTimeout(timer);
      timer = setTimeout(flush, L.errorSendDebounceMs);
    },
    /** Sends what waits now (the page is going away). */
    flush(): void {
      clearTimeout(timer);
      flush();
    },
  };
}

export type ErrorReporter = ReturnType<typeof createErrorReporter>;

/** An error-ish value's message and stack. */
export function describeError(value: unknown): { message: string; stack?: string | undefined } {
  return value instanceof Error ? { message: value.message, stack: value.stack } : { message: String(value) };
}
