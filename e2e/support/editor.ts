/**
 * Browser journeys through the editor at /config: signing in as the demo owner by the sign-in
 * screen, as a new owner would, and axe with every impact counted (the editor's bar).
 */
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { axeViolations } from './page-checks';

export const DEMO_OWNER = { email: 'owner@demo.stoa', password: 'stoa-demo-owner' };

/** Opens `path` under /config and signs in on the sign-in screen; resolves on the shell. */
export async function signInToEditor(page: Page, origin: string, path = '/config', owner = DEMO_OWNER): Promise<void> {
  await page.goto(`${origin}${path}`);
  await page.getByLabel('Email').fill(owner.email);
  await page.getByLabel('Password').fill(owner.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('navigation', { name: 'Editor' }).waitFor();
}

/** axe finds no violation of any impact on the editor screen now shown. */
export async function expectNoAxeViolations(page: Page, where: string): Promise<void> {
  const violations = await axeViolations(page);
  expect(
    violations.map((v) => `${v.impact}: ${v.id} (${v.help}) on ${v.targets.slice(0, 3).join(', ')}`),
    where,
  ).toEqual([]);
}
