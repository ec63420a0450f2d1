/**
 * The owner's forms in Chromium: a form made from the Forms panel, questions of several types
 * added from the picker and one moved by keyboard only (dnd-kit's keyboard sensor), saved and
 * listed; submissions sent as visitors send them (FormSubmissionKey, SaveFormSubmission), viewed,
 * searched, paged, deleted and exported as CSV; a Form block on a page; axe on every screen at
 * 1280 and 390 px. Screenshots go to /work/shots (outside the repository).
 */
import { pressUntilAnnounced } from './support/page-checks';
import { mkdirSync } from 'node:fs';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formVisitor } from '../test/support/forms';
import { browserAvailable } from './support/browser';
import { demoOwnerApi } from './support/owner-api';
import { expectNoAxeViolations, signInToEditor } from './support/editor';
import { useDemoServerAndBrowser } from './support/session';

const SHOTS = '/work/shots';
const FORM_NAME = 'Workshop booking';

/** The questions in order, read from their drag handles' names ("Drag Email" → "Email"). */
async function questionOrder(page: Page): Promise<string[]> {
  const labels = await page.getByRole('button', { name: /^Drag / }).evaluateAll((els) => els.map((el) => el.getAttribute('aria-label') ?? ''));
  return labels.map((label) => label.replace(/^Drag /, ''));
}

async function addQuestion(page: Page, type: string): Promise<void> {
  await page.getByRole('button', { name: 'Add question' }).click();
  await page.getByRole('menuitem', { name: type, exact: true }).click();
}

describe.skipIf(!browserAvailable())('editor: forms, their questions and submissions', () => {
  const session = useDemoServerAndBrowser(() => mkdirSync(SHOTS, { recursive: true }));
  let context: BrowserContext;
  let page: Page;
  let formId = '';
  let homeId = '';
  const origin = () => session.server().origin;
  const shot = (name: string) => page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
  const atPhoneWidth = async (name: string, where: string) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.waitForTimeout(200);
    await shot(name);
    await expectNoAxeViolations(page, `${where} at 390 px`);
    await page.setViewportSize({ width: 1280, height: 900 });
  };

  beforeAll(async () => {
    context = await session.browser().newContext({ viewport: { width: 1280, height: 900 }, acceptDownloads: true });
    page = await context.newPage();
    await signInToEditor(page, origin(), '/config/pages');
    // The boot data of a reloaded document carries the owner crumb the tests' own calls send.
    await page.reload();
    await page.getByRole('navigation', { name: 'Editor' }).waitFor();
  });
  afterAll(() => context.close());

  it('GAP-73 adds a form from the Forms panel and opens its builder with no questions', async () => {
    await page.getByRole('navigation', { name: 'Editor' }).getByRole('link', { name: 'Forms' }).click();
    await page.getByRole('heading', { level: 1, name: 'Forms' }).waitFor();
    await page.getByRole('button', { name: 'Add form' }).click();
    const dialog = page.getByRole('dialog', { name: 'New form' });
    await dialog.getByRole('button', { name: 'Add form' }).click();
    await expect.poll(() => dialog.getByText('Enter a name for the form.').count()).toBe(1);
    await expectNoAxeViolations(page, 'new form dialog');
    await dialog.getByLabel('Form name').fill(FORM_NAME);
    await dialog.getByRole('button', { name: 'Add form' }).click();
    await page.getByRole('heading', { level: 1, name: FORM_NAME }).waitFor();
    formId = /\/config\/forms\/([^/]+)$/.exec(new URL(page.url()).pathname)![1]!;
    await page.getByText('No questions yet.').waitFor();
  });

  it('FORM-02..FORM-09 adds questions of several types, reorders one by keyboard only, saves, and the list shows it', async () => {
    await addQuestion(page, 'Name');
    await addQuestion(page, 'Email');
    await page.getByLabel('Question', { exact: true }).fill('Your email');
    await page.getByRole('switch', { name: 'Required' }).focus();
    await page.keyboard.press('Space');
    await expect.poll(() => page.getByRole('switch', { name: 'Required' }).isChecked()).toBe(true);
    await addQuestion(page, 'Radio buttons');
    await page.getByLabel('Question', { exact: true }).fill('Which day?');
    await page.getByRole('textbox', { name: 'Option 1', exact: true }).fill('Saturday');
    await page.getByRole('textbox', { name: 'Option 2', exact: true }).fill('Sunday');
    await page.getByRole('button', { name: 'Add option' }).click();
    await expect.poll(() => page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.getAttribute('aria-label'))).toBe('Option 3');
    await page.keyboard.press('Control+a');
    await page.keyboard.type('Either');
    await addQuestion(page, 'Text area');
    await page.getByLabel('Character limit').fill('300');
    expect(await questionOrder(page)).toEqual(['Name', 'Your email', 'Which day?', 'Message']);

    // The preview shows the questions as visitors will see them.
    const preview = page.getByRole('form', { name: `Preview of ${FORM_NAME}` });
    await expect.poll(() => preview.getByRole('radio', { name: 'Saturday' }).count()).toBe(1);
    await expect.poll(() => preview.getByLabel('First Name').count()).toBe(1);

    // Keyboard only: Space lifts the handle, ArrowUp moves, Space drops.
    await page.getByRole('button', { name: 'Drag Message' }).focus();
    // Each key waits for the list's announcement, as a screen-reader user would hear it.
    const announced = (text: string) => page.getByRole('status').filter({ hasText: text }).count();
    await page.keyboard.press('Space');
    await expect.poll(() => announced('Message moved to position 4 of 4.')).toBe(1);
    await pressUntilAnnounced(page, 'ArrowUp', 'Message moved to position 3 of 4.');
    await page.keyboard.press('Space');
    await expect.poll(() => questionOrder(page)).toEqual(['Name', 'Your email', 'Message', 'Which day?']);
    await page.getByRole('button', { name: 'Move up Which day?' }).click();
    await expect.poll(() => questionOrder(page)).toEqual(['Name', 'Your email', 'Which day?', 'Message']);
    await expect.poll(() => page.getByRole('status').filter({ hasText: 'Moved Which day? to position 3 of 4.' }).count()).toBe(1);

    // Removing can be undone.
    await page.getByRole('button', { name: 'Remove Name' }).click();
    expect(await questionOrder(page)).toEqual(['Your email', 'Which day?', 'Message']);
    await page.getByRole('button', { name: 'Undo removing Name' }).click();
    expect(await questionOrder(page)).toEqual(['Name', 'Your email', 'Which day?', 'Message']);
    await expect.poll(() => page.getByRole('status').filter({ hasText: 'Unsaved changes' }).count()).toBe(1);
    await shot('form-builder-1280');
    await expectNoAxeViolations(page, 'form builder at 1280 px');

    // Settings: a bad notification email is refused before saving.
    const settingsTab = page.getByRole('tab', { name: /^Settings/ });
    await expect
      .poll(async () => {
        await settingsTab.click();
        return settingsTab.getAttribute('aria-selected');
      })
      .toBe('true');
    await page.getByRole('textbox', { name: 'Notification email' }).fill('bookings@');
    await page.getByRole('button', { name: 'Save form' }).click();
    await expect.poll(() => page.getByText('Please enter a valid email.').count()).toBe(1);
    await page.getByLabel('Notification email').fill('bookings@example.com');
    await page.getByLabel('Submit button text').fill('Book');
    await page.getByLabel('Redirect after submitting').fill('/thanks');
    await page.getByRole('button', { name: 'Save form' }).click();
    await expect.poll(() => page.getByRole('status').filter({ hasText: /^Saved$/ }).count()).toBe(1);
    await expectNoAxeViolations(page, 'form settings at 1280 px');
    await atPhoneWidth('form-builder-390', 'form settings');
    await page.getByRole('tab', { name: 'Questions' }).click();
    await atPhoneWidth('form-builder-questions-390', 'form builder');

    // Reloading shows what was saved.
    await page.reload();
    await page.getByRole('heading', { level: 1, name: FORM_NAME }).waitFor();
    await expect.poll(() => questionOrder(page)).toEqual(['Name', 'Your email', 'Which day?', 'Message']);

    // Leaving with unsaved changes asks first.
    await page.getByRole('button', { name: 'Edit Name' }).click();
    await page.getByLabel('Question', { exact: true }).fill('Full name');
    await page.getByRole('link', { name: 'Forms', exact: true }).first().click();
    const leave = page.getByRole('alertdialog', { name: 'Leave without saving?' });
    await leave.getByText('This form has changes that are not saved.').waitFor();
    await leave.getByRole('button', { name: 'Stay' }).click();
    expect(await questionOrder(page)).toEqual(['Full name', 'Your email', 'Which day?', 'Message']);
    await page.getByRole('link', { name: 'Forms', exact: true }).first().click();
    await page.getByRole('alertdialog', { name: 'Leave without saving?' }).getByRole('button', { name: 'Leave' }).click();
    const row = page.getByRole('row', { name: new RegExp(FORM_NAME) });
    await row.waitFor();
    expect(await row.getByRole('cell').allTextContents()).toEqual(expect.arrayContaining([FORM_NAME, 'Form', '4', '0', 'None yet']));
    await shot('forms-list-1280');
    await expectNoAxeViolations(page, 'forms list at 1280 px');
    await atPhoneWidth('forms-list-390', 'forms list');
  });

  it('GAP-73 FORM-22 lists submissions newest first, pages, searches, shows one with N/A, deletes one and exports CSV', async () => {
    const host = new URL(origin()).host;
    const send = async (n: number) => {
      const visitor = formVisitor(session.server().app, host, `10.44.${Math.floor(n / 200)}.${(n % 200) + 1}`);
      const answer = await visitor.submit(formId, { [await questionId('Name')]: [`Guest${n}`, 'Potter'], [await questionId('Your email')]: `guest${n}@example.com` });
      expect(answer.statusCode, answer.body).toBe(200);
    };
    const ids = await page.evaluate(async (id) => {
      const boot = JSON.parse(document.getElementById('stoa-editor-boot')!.textContent!) as { ownerCrumb: string };
      const form = (await (await fetch(`/api/admin/forms/${id}`, { headers: { 'x-stoa-owner-crumb': boot.ownerCrumb } })).json()) as { fields: { id: string; title: string }[] };
      return Object.fromEntries(form.fields.map((f) => [f.title, f.id]));
    }, formId);
    const questionId = (title: string) => Promise.resolve(ids[title]!);
    for (let n = 1; n <= 22; n += 1) {
      session.server().clock.advance(1000);
      await send(n);
    }

    await page.getByRole('link', { name: `Submissions of ${FORM_NAME}` }).click();
    await page.getByRole('heading', { level: 1, name: `Submissions of ${FORM_NAME}` }).waitFor();
    const rows = page.getByRole('list', { name: 'Submissions, newest first' }).getByRole('listitem');
    await expect.poll(() => rows.count()).toBe(20);
    expect(await rows.first().textContent()).toContain('guest22@example.com');
    await page.getByRole('button', { name: 'Load more' }).click();
    await expect.poll(() => rows.count()).toBe(22);

    await page.getByLabel('Search submissions').fill('guest7@example.com');
    await expect.poll(() => rows.count()).toBe(1);
    await rows.first().getByRole('button', { name: /^View/ }).click();
    const detail = page.getByRole('dialog');
    await expect.poll(() => detail.getByText('guest7@example.com').count()).toBe(1);
    expect(await detail.getByText('N/A', { exact: true }).count()).toBeGreaterThan(0);
    await shot('form-submission-detail-1280');
    await expectNoAxeViolations(page, 'submission detail');
    await detail.getByRole('button', { name: 'Close' }).click();

    await rows.first().getByRole('button', { name: /^Delete/ }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete submission' }).click();
    await expect.poll(() => page.getByRole('status').filter({ hasText: 'Deleted the submission.' }).count()).toBe(1);
    await expect.poll(() => page.getByText('No submissions match').count()).toBe(1);
    // Both pages read before are read again: 21 of the 22 are left.
    await page.getByLabel('Search submissions').fill('');
    await expect.poll(() => rows.count()).toBe(21);

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/\.csv$/);
    const { readFile } = await import('node:fs/promises');
    const csv = await readFile((await file.path())!, 'utf8');
    expect(csv).toContain('guest22@example.com');
    expect(csv).not.toContain('guest7@example.com');
    await shot('form-submissions-1280');
    await expectNoAxeViolations(page, 'submissions at 1280 px');
    await atPhoneWidth('form-submissions-390', 'submissions');
  });

  it('GAP-73 a Form block on a page shows one of the site\'s forms and links to its builder', async () => {
    homeId = await page.evaluate(async () => {
      const boot = JSON.parse(document.getElementById('stoa-editor-boot')!.textContent!) as { ownerCrumb: string };
      const answer = await fetch('/api/admin/content/collections', { headers: { 'x-stoa-owner-crumb': boot.ownerCrumb } });
      const { collections } = (await answer.json()) as { collections: { id: string; homepage: boolean }[] };
      return collections.find((c) => c.homepage)!.id;
    });
    await page.goto(`${origin()}/config/pages/${homeId}`);
    await page.getByRole('heading', { level: 1, name: 'Home' }).waitFor();
    await page.getByRole('button', { name: 'Add block' }).click();
    await page.getByRole('dialog', { name: 'Add block' }).getByRole('button', { name: /^Form A form/ }).click();
    await page.getByRole('heading', { name: 'Form settings' }).waitFor();
    await page.getByLabel('Form', { exact: true }).selectOption({ label: FORM_NAME });
    await expect.poll(() => page.getByRole('link', { name: `Edit form ${FORM_NAME}` }).count()).toBe(1);
    await expect.poll(() => page.getByRole('status').filter({ hasText: /^Saved$/ }).count(), { timeout: 8000 }).toBe(1);
    await shot('form-block-settings-1280');
    await expectNoAxeViolations(page, 'form block settings');
    await page.getByRole('link', { name: `Edit form ${FORM_NAME}` }).click();
    await page.getByRole('heading', { level: 1, name: FORM_NAME }).waitFor();
  });

  it('GAP-72 a newsletter block connects a new newsletter form only with a mailing list chosen', async () => {
    const api = await demoOwnerApi(session.server());
    await api.call('POST', '/api/admin/mailing-lists', { name: 'Studio news' });
    await page.goto(`${origin()}/config/pages/${homeId}`);
    await page.getByRole('heading', { level: 1, name: 'Home' }).waitFor();
    await page.getByRole('button', { name: 'Add block' }).click();
    await page.getByRole('dialog', { name: 'Add block' }).getByRole('button', { name: /^Newsletter/ }).click();
    await page.getByRole('heading', { name: 'Newsletter settings' }).waitFor();
    await page.getByRole('button', { name: 'Connect a form' }).click();
    const dialog = page.getByRole('dialog', { name: 'Connect a sign-up form' });
    await dialog.getByRole('button', { name: 'Connect' }).click();
    await expect.poll(() => dialog.getByText('A List must be selected.').count()).toBe(1);
    await shot('newsletter-connect-1280');
    await expectNoAxeViolations(page, 'connect a sign-up form');
    await dialog.getByRole('button', { name: /Mailing list/ }).click();
    await page.getByRole('option', { name: 'Studio news' }).click();
    await dialog.getByRole('button', { name: 'Connect' }).click();
    await expect.poll(() => page.getByText('Connected to “Join our newsletter”.').count()).toBe(1);
    const forms = (await api.call('GET', '/api/admin/forms')).body.forms as { name: string; kind: string }[];
    expect(forms).toEqual(expect.arrayContaining([expect.objectContaining({ name: 'Join our newsletter', kind: 'newsletter' })]));
  });
});
