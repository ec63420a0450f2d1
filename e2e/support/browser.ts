/**
 * Debian's Chromium driven by playwright-core (never a downloaded browser), with the flags
 * this machine needs: no sandbox as root, no background networking on a closed network.
 * playwright gives each launch a fresh temporary profile itself.
 */
import { existsSync } from 'node:fs';
import { chromium, type Browser } from 'playwright-core';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** True when the browser is installed (e2e suites skip cleanly otherwise). */
export function browserAvailable(): boolean {
  return existsSync(CHROMIUM_PATH);
}

/** The flags Chromium needs on this machine (also the Lighthouse check's, scripts/lighthouse.ts). */
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    // No --user-data-dir: playwright refuses it here and gives every launch a fresh profile itself.
    args: CHROMIUM_FLAGS,
  });
}
