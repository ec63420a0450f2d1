/**
 * Form pages for the form journeys: a page of the demo site whose layout holds form blocks
 * naming forms the demo owner created, published through the content service.
 */
import type { Page } from 'playwright-core';
import { BlockType, CollectionType } from '../../src/shared/enums';
import type { PublicForm } from '../../src/shared/forms/form-model';
import { demoOwnerApi } from './owner-api';
import type { RunningServer } from './server';

export async function demoSiteId(server: RunningServer): Promise<string> {
  return (await server.app.services.sites.listAll()).find((s) => s.identifier === 'demo')!.id;
}

/**
 * Creates each form through the owner API and publishes `/{urlId}` with one form block per form
 * (block ids `form-1`, `form-2` …; newsletter blocks when asked; a null form leaves its block
 * without one). Answers the path and the forms' ids.
 */
export async function publishFormPage(server: RunningServer, urlId: string, forms: { form: PublicForm | null; newsletter?: boolean; title?: string }[]): Promise<{ path: string; formIds: string[] }> {
  const { app } = server;
  const owner = await demoOwnerApi(server);
  const siteId = await demoSiteId(server);
  const formIds: string[] = [];
  for (const { form } of forms) {
    if (form === null) {
      formIds.push('');
      continue;
    }
    const { id: _id, ...definition } = form;
    const created = await owner.call('POST', '/api/admin/forms', { ...definition, notificationEmail: null, mailingListId: null });
    formIds.push(String(created.body.id));
  }
  const existing = (await app.services.content.listCollections(siteId)).find((c) => c.urlId === urlId);
  const page = existing ?? (await app.services.content.createCollection(siteId, { type: CollectionType.PAGE, title: 'Write to us', urlId, status: 'published' }));
  await app.services.content.setPageLayout(siteId, page.id, {
    rows: forms.map((entry, i) => ({
      blocks: [{ id: `form-${i + 1}`, type: entry.newsletter === true ? BlockType.NEWSLETTER : BlockType.FORM, data: { title: entry.title ?? null, formId: formIds[i] || null } }],
    })),
  });
  await app.services.siteDirectory.refresh();
  return { path: `/${urlId}`, formIds };
}

export async function formIslandStarted(page: Page): Promise<void> {
  await page.waitForSelector('[data-island="form-block"][data-island-started]', { state: 'attached' });
}

/** Fills every field of `everyFieldForm()` in block `block` the way a visitor would. */
export async function fillEveryField(page: Page, block = '#block-form-1'): Promise<void> {
  const form = page.locator(`${block} form`);
  const part = (field: string, label: string) => form.locator(`[data-field-id="${field}"]`).getByLabel(label, { exact: true });
  await part('name', 'First Name').fill('Ada');
  await part('name', 'Last Name').fill('Lovelace');
  await form.locator('[data-field-id="email"] input').fill('ada@example.com');
  await form.getByLabel('Subject').fill('A commission');
  await form.getByLabel('Message').fill('Six bowls, please.');
  await form.getByLabel('How many pieces').fill('6');
  await form.getByLabel('Budget').fill('240');
  await part('phone', 'Country Code').fill('44');
  await part('phone', 'Area Code').fill('555');
  await part('phone', 'Prefix').fill('123');
  await part('phone', 'Line').fill('4567');
  await form.locator('[data-field-id="contact"]').getByLabel('Email').check();
  await form.getByLabel('Kilns').check();
  await form.getByLabel('Classes').check();
  await form.getByLabel('Size').selectOption('Large');
  await form.getByRole('group', { name: 'Quick replies' }).getByLabel('Strongly Agree').check();
  await part('address', 'Address 1').fill('1 Loom Street');
  await part('address', 'City').fill('London');
  await part('address', 'Country').fill('UK');
  await part('date', 'Month').fill('12');
  await part('date', 'Day').fill('10');
  await part('date', 'Year').fill('2026');
  await part('time', 'Hour').fill('9');
  await part('time', 'Minute').fill('30');
  await form.locator('[data-field-id="time"] select').selectOption('AM');
}

/** The values `fillEveryField` gives (spec §3 Form submission values). */
export const EVERY_FIELD_VALUES = {
  name: ['Ada', 'Lovelace'],
  email: 'ada@example.com',
  subject: 'A commission',
  message: 'Six bowls, please.',
  notes: '',
  count: '6',
  budget: '240',
  phone: ['44', '555', '123', '4567'],
  contact: 'Email',
  topics: ['Kilns', 'Classes'],
  size: 'Large',
  rating: { 'Quick replies': '2', 'Clear prices': '' },
  ref: 'newsletter',
  address: ['1 Loom Street', '', 'London', '', '', 'UK'],
  date: ['12', '10', '2026'],
  time: ['9', '30', '', 'AM'],
};
