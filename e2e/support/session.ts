/**
 * One demo server and one browser per test file, started before its tests and stopped after.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { launchBrowser } from './browser';
import { SERVER_START_TIMEOUT, startServer, type RunningServer } from './server';

export interface BrowserSession {
  server(): RunningServer;
  browser(): Browser;
}

/** Registers the hooks; call inside a describe block. `before` runs first (e.g. to make folders). */
export function useDemoServerAndBrowser(before?: () => void): BrowserSession {
  let server: RunningServer | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    before?.();
    server = await startServer();
    browser = await launchBrowser();
  }, SERVER_START_TIMEOUT);
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });
  return {
    server: () => server!,
    browser: () => browser!,
  };
}
