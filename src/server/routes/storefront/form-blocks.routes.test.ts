import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../../test/support/app';
import { describeDatabase } from '../../../../test/support/database';
import { CONTACT_FIELDS, contactForm as formInput } from '../../../../test/support/forms';
import { ownerSession, siteHost } from '../../../../test/support/owner';
import { BlockType, CollectionType, ProductType } from '../../../shared/enums';

/** The JSON props of the first island of `name` on a page; null when it has none (or null ones). */
function islandProps(html: string, name: string): unknown {
  const match = new RegExp(`data-island-props="${name}">(.*?)</script>`, 's').exec(html);
  return match === null ? null : JSON.parse(match[1]!);
}

let n = 0;

describeDatabase('pages render the site\'s forms', (db) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createTestApp(db());
  });
  afterAll(() => app.close());

  /** A site with a page holding one form block naming `formId`. */
  async function siteWithFormBlock(formId: (websiteId: string) => Promise<string>) {
    const site = await app.services.sites.create({ identifier: `fb-${process.pid}-${++n}`, title: 'Studio' });
    const id = await formId(site.id);
    const page = await app.services.content.createCollection(site.id, { type: CollectionType.PAGE, title: 'Contact', urlId: 'contact', status: 'published' });
    await app.services.content.setPageLayout(site.id, page.id, { rows: [{ blocks: [{ type: BlockType.FORM, data: { formId: id, title: 'Write to us' } }] }] });
    const host = await siteHost(app, site.id);
    const visit = async (url = '/contact') => (await app.inject({ method: 'GET', url, headers: { host } })).body;
    return { site, page, formId: id, host, visit };
  }

  it('FORM-01 a form block carries its form (fields, submit label, no owner-only settings) in its markup', async () => {
    const { formId, visit } = await siteWithFormBlock(async (websiteId) => (await app.services.forms.create(websiteId, formInput())).id);
    const html = await visit();
    const props = islandProps(html, 'form-block') as Record<string, unknown>;
    expect(props).toMatchObject({ id: formId, name: 'Contact us', submitLabel: 'Send' });
    expect(props.fields).toEqual(CONTACT_FIELDS);
    expect(props).not.toHaveProperty('notificationEmail');
    expect(props).not.toHaveProperty('mailingListId');
    expect(html).not.toContain('owner@example.com');
  });

  it('FORM-58 a form block whose formId names no form renders no form', async () => {
    const { visit } = await siteWithFormBlock(async () => 'no-such-form');
    expect(islandProps(await visit(), 'form-block')).toBeNull();
  });

  it('FORM-01 a form block never shows another site\'s form, even by its id', async () => {
    const other = await app.services.sites.create({ identifier: `fb-other-${process.pid}-${++n}`, title: 'Other' });
    const foreign = await app.services.forms.create(other.id, formInput({ name: 'Private survey' }));
    const { visit } = await siteWithFormBlock(async () => foreign.id);
    const html = await visit();
    expect(islandProps(html, 'form-block')).toBeNull();
    expect(html).not.toContain('Private survey');
  });

  it('FORM-01 editing or removing a form shows on the next page view (the snapshot is dropped)', async () => {
    const { site, formId, visit } = await siteWithFormBlock(async (websiteId) => (await app.services.forms.create(websiteId, formInput())).id);
    expect(islandProps(await visit(), 'form-block')).toMatchObject({ submitLabel: 'Send' });
    const fields = [...CONTACT_FIELDS, { id: 'visit', type: 'select' as const, title: 'Visit', description: '', options: ['Orders', 'Workshops'], required: false }];
    await app.services.forms.update(site.id, formId, formInput({ submitLabel: 'Send it', fields }));
    const props = islandProps(await visit(), 'form-block') as { submitLabel: string; fields: { id: string }[] };
    expect(props.submitLabel).toBe('Send it');
    expect(props.fields.map((f) => f.id)).toEqual([...CONTACT_FIELDS.map((f) => f.id), 'visit']);
    await app.services.forms.remove(site.id, formId);
    expect(islandProps(await visit(), 'form-block')).toBeNull();
  });

  it('FORM-01 a form created after the first page view shows on the next one', async () => {
    const { site, page, visit } = await siteWithFormBlock(async () => 'later');
    expect(islandProps(await visit(), 'form-block')).toBeNull();
    const form = await app.services.forms.create(site.id, formInput({ name: 'Later form' }));
    await app.services.content.setPageLayout(site.id, page.id, { rows: [{ blocks: [{ type: BlockType.FORM, data: { formId: form.id } }] }] });
    expect(islandProps(await visit(), 'form-block')).toMatchObject({ id: form.id, name: 'Later form' });
  });

  it('FORM-01 the editor\'s draft preview renders a form block with its form', async () => {
    const { site, page, formId } = await siteWithFormBlock(async (websiteId) => (await app.services.forms.create(websiteId, formInput({ submitLabel: 'Preview send' }))).id);
    const owner = await ownerSession(app, { websiteId: site.id });
    const layout = { rows: [{ blocks: [{ type: BlockType.FORM, data: { formId } }, { type: BlockType.FORM, data: { formId: 'missing' } }] }] };
    const res = await app.inject({ method: 'POST', url: `/api/admin/content/pages/${page.id}/preview`, headers: owner.headers, payload: { layout } });
    expect(res.statusCode).toBe(200);
    const html = res.json<{ html: string }>().html;
    expect(islandProps(html, 'form-block')).toMatchObject({ id: formId, submitLabel: 'Preview send' });
    // The block naming no form renders none: one form on the page.
    expect(html.match(/"submitLabel":/g)).toHaveLength(1);
  });

  describe('products with an additional-fields form', () => {
    async function productWithForm(formIdOf: (websiteId: string) => Promise<string>) {
      const site = await app.services.sites.create({ identifier: `af-${process.pid}-${++n}`, title: 'Totes' });
      const additionalFieldsFormId = await formIdOf(site.id);
      await app.services.storeFlows.createProduct(site.id, {
        item: { title: 'Tote', urlId: 'tote', status: 'published' },
        product: { productType: ProductType.PHYSICAL, additionalFieldsFormId, variants: [{ price: 3800 }] },
        stock: [{ quantity: 5 }],
      });
      const shop = (await app.services.content.listCollections(site.id)).find((c) => c.type === CollectionType.PRODUCTS)!;
      const host = await siteHost(app, site.id);
      const visit = async () => (await app.inject({ method: 'GET', url: `/${shop.urlId}/tote`, headers: { host } })).body;
      return { site, additionalFieldsFormId, visit };
    }

    it('FORM-01 CART-11 the product form gets the form its additionalFieldsFormId names, and follows its edits', async () => {
      const { site, additionalFieldsFormId, visit } = await productWithForm(async (websiteId) => (await app.services.forms.create(websiteId, formInput({ name: 'Personalise' }))).id);
      const props = islandProps(await visit(), 'product-form') as Record<string, unknown>;
      expect(props.additionalFieldsFormId).toBe(additionalFieldsFormId);
      expect(props.additionalFieldsForm).toMatchObject({ id: additionalFieldsFormId, name: 'Personalise', fields: CONTACT_FIELDS });
      expect(props.additionalFieldsForm).not.toHaveProperty('notificationEmail');
      await app.services.forms.update(site.id, additionalFieldsFormId, formInput({ name: 'Embroidery' }));
      expect((islandProps(await visit(), 'product-form') as Record<string, unknown>).additionalFieldsForm).toMatchObject({ name: 'Embroidery' });
    });

    it('FORM-01 an additionalFieldsFormId naming no form of the site gives no additionalFieldsForm', async () => {
      const other = await app.services.sites.create({ identifier: `af-other-${process.pid}-${++n}`, title: 'Other' });
      const foreign = await app.services.forms.create(other.id, formInput());
      const { visit } = await productWithForm(async () => foreign.id);
      expect((islandProps(await visit(), 'product-form') as Record<string, unknown>).additionalFieldsForm).toBeNull();
    });
  });
});
