/**
 * Steps of the page editor as an owner takes them, found by role, label and visible text: the
 * block order from the drag handles' names, uploading through the file picker, selecting a
 * block, waiting for "Saved" and publishing.
 */
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { expect } from 'vitest';

/** A small PNG of one colour, made here so the upload needs no fixture file. */
export async function png(name: string, colour: { r: number; g: number; b: number }) {
  const buffer = await sharp({ create: { width: 64, height: 48, channels: 3, background: colour } }).png().toBuffer();
  return { name, mimeType: 'image/png', buffer };
}

/** The block rows in order, read from their drag handles' names ("Drag Text 1" → "Text"). */
export async function blockOrder(page: Page): Promise<string[]> {
  const labels = await page.getByRole('button', { name: /^Drag .+ \d+$/ }).evaluateAll((els) => els.map((el) => el.getAttribute('aria-label') ?? ''));
  return labels.map((label) => label.replace(/^Drag /, '').replace(/ \d+$/, ''));
}

export const saved = (page: Page) => expect.poll(() => page.getByRole('status').filter({ hasText: /^Saved$/ }).count(), { timeout: 8000 }).toBe(1);

/** Uploads through the file picker's "Upload a file" button (its file chooser) and waits for the files to be listed. */
export async function uploadInPicker(page: Page, dialogName: string, files: Awaited<ReturnType<typeof png>>[]): Promise<void> {
  const dialog = page.getByRole('dialog', { name: dialogName });
  await dialog.waitFor();
  const chooser = page.waitForEvent('filechooser');
  await dialog.getByRole('button', { name: 'Upload a file' }).click();
  await (await chooser).setFiles(files);
  for (const file of files) {
    await expect.poll(() => dialog.getByRole('row', { name: new RegExp(file.name.replace('.', '\\.')) }).count(), { timeout: 15_000 }).toBe(1);
  }
}

export async function selectBlock(page: Page, kind: string): Promise<void> {
  await page.getByRole('button', { name: new RegExp(`^${kind} `) }).and(page.locator('[aria-pressed]')).first().click();
  await page.getByRole('heading', { name: `${kind} settings` }).waitFor();
}

export async function publish(page: Page): Promise<void> {
  await saved(page);
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect.poll(() => page.getByRole('status').filter({ hasText: 'Published.' }).count()).toBe(1);
}
