import { describe, expect, it } from 'vitest';
import { fakeStore, fakeStorefront } from '../../../test/support/storefront-site';
import { BlockType } from '../../shared/enums';
import type { OwnerForm } from '../../shared/forms/form-model';

const SIGN_UP: OwnerForm = {
  id: 'news',
  name: 'Newsletter',
  kind: 'newsletter',
  fields: [{ id: 'email', type: 'email', title: 'Email address', description: '', placeholder: '', required: true }],
  submitLabel: 'Sign up',
  submissionMessage: 'Thank you for signing up.',
  submissionHtml: '',
  successRedirect: null,
  disclaimerMessage: '',
  captchaEnabled: false,
  theme: 'light',
  alignment: 'left',
  notificationEmail: 'owner@example.com',
  mailingListId: 'list-1',
  createdAt: '2026-11-01T00:00:00.000Z',
  updatedAt: '2026-11-01T00:00:00.000Z',
};

describe('forms in the page snapshot', () => {
  it('GAP-72 the site\'s forms are read once with the snapshot: page views read none, and owner-only settings never reach a page', async () => {
    const store = fakeStore();
    store.forms.push(SIGN_UP);
    store.content.collections.find((c) => c.urlId === 'home')!.layout!.rows.push({ id: 'news-row', blocks: [{ id: 'n1', type: BlockType.NEWSLETTER, data: { formId: 'news', title: 'Letters' } }, { id: 'f1', type: BlockType.FORM, data: { formId: 'news' } }] } as never);
    const { page, json } = fakeStorefront(store);
    await page('/');
    const calls = store.exportCalls;
    const html = (await page('/')).body;
    expect(store.exportCalls).toBe(calls);
    expect(html).toContain('Letters');
    expect(html).toContain('"submitLabel":"Sign up"');
    expect(html).not.toContain('owner@example.com');
    expect(html).not.toContain('list-1');
    expect(JSON.stringify(await json('/'))).not.toContain('owner@example.com');
  });
});
