import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ErrorReportEvent } from '../../shared/api/analytics-collect';
import { createErrorReporter, describeError } from './error-reporter';

describe('the script error reporter', () => {
  let batches: ErrorReportEvent[][];
  const reporter = () => createErrorReporter({ send: (b) => void batches.push(b), page: { websiteId: 'w1', pageType: 'product', url: () => 'https://shop.example/p' }, now: () => 1234 });
  beforeEach(() => {
    batches = [];
    vi.useFakeTimers();
  });
  afterEach(() => vi.useRealTimers());

  it('ERR-02 ERR-07 reports are sent together 1 s after the last one', () => {
    const r = reporter();
    r.report({ message: 'a', category: 'uncaught', source: 'https://shop.example/x.js', line: 3, column: 9 });
    vi.advanceTimersByTime(900);
    r.report({ message: 'b', category: 'unhandledrejection' });
    vi.advanceTimersByTime(999);
    expect(batches).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(batches).toHaveLength(1);
    expect(batches[0]![0]).toEqual({
      event: 'javascript-error',
      timestamp: 1234,
      data: { message: 'a', category: 'uncaught', url: 'https://shop.example/p', websiteId: 'w1', pageType: 'product', source: 'https://shop.example/x.js', line: 3, column: 9 },
    });
    expect(batches[0]!.map((e) => e.data.message)).toEqual(['a', 'b']);
  });

  it('ERR-05 at most 10 wait in the queue', () => {
    const r = reporter();
    for (let i = 0; i < 15; i++) r.report({ message: `e${i}`, category: 'uncaught' });
    vi.advanceTimersByTime(1000);
    expect(batches.flat()).toHaveLength(10);
  });

  it('ERR-04 at most 20 are sent per page', () => {
    const r = reporter();
    for (let round = 0; round < 5; round++) {
      for (let i = 0; i < 10; i++) r.report({ message: `e${round}-${i}`, category: 'uncaught' });
      vi.advanceTimersByTime(1000);
    }
    expect(batches.flat()).toHaveLength(20);
  });

  it('ERR-06 stacks are cut at 5000 characters', () => {
    const r = reporter();
    r.report({ message: 'long', stack: 'x'.repeat(6000), category: 'analytics' });
    r.flush();
    expect(batches[0]![0]!.data.stack).toHaveLength(5000);
  });

  it('describes errors and other thrown values', () => {
    const error = new Error('boom');
    expect(describeError(error)).toEqual({ message: 'boom', stack: error.stack });
    expect(describeError('text')).toEqual({ message: 'text' });
  });
});
