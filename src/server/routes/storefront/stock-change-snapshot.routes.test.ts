/**
 * issue 15 §1: a stock change names its variants' levels, and the storefront takes them into the
 * site's kept snapshot instead of reading the whole site again: the next product page shows the
 * new stock without a database statement; a change heard late (an older change number) never
 * brings an older level back.
 */
import { expect, it } from 'vitest';
import { createTestApp } from '../../../../test/support/app';
import { createCartSite } from '../../../../test/support/cart';
import { describeDatabase } from '../../../../test/support/database';
import { CollectionType } from '../../../shared/enums';

describeDatabase('stock changes taken into the kept snapshot', (db) => {
  it('issue 15 §1 the first product page after a stock change shows it and reads nothing from the database', async () => {
    const app = await createTestApp(db());
    const { site, host, products } = await createCartSite(app);
    const [small] = products.tee.variantIds;
    const shop = (await app.services.content.listCollections(site.id)).find((c) => c.type === CollectionType.PRODUCTS)!;
    const path = `/${shop.urlId}/linen-tee?format=json`;
    const stockShown = async () => {
      const res = await app.inject({ method: 'GET', url: path, headers: { host } });
      expect(res.statusCode).toBe(200);
      const variants = (res.json() as { item: { structuredContent: { variants: { id: string; qtyInStock: number }[] } } }).item.structuredContent.variants;
      return variants.find((v) => v.id === small)!.qtyInStock;
    };
    expect(await stockShown()).toBe(3);
    await app.services.inventory.adjustStock(site.id, small!, { delta: 4 });
    const before = db().statements.count;
    expect(await stockShown()).toBe(7);
    expect(db().statements.count - before).toBe(0);
    // A change heard late, with an older number than the level kept, is left out.
    app.services.eventRelay.emitHere({ type: 'site.changed', websiteId: site.id, stock: { [small!]: { qtyInStock: 1, unlimited: false, seq: 1 } } });
    expect(await stockShown()).toBe(7);
    // Any other change still reads the site again.
    await app.services.inventory.adjustStock(site.id, small!, { delta: -2 });
    expect(await stockShown()).toBe(5);
    await app.close();
  });
});
