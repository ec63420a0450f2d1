/**
 * The file the demo's digital product delivers: the wallpapers picture in the media library,
 * named as the product's file with an owner's product update (the same call as the editor's),
 * so a demo buyer's order gives a download link that serves real bytes.
 */
import type { DemoServices } from './demo-services';
import { assetNamed, type DemoAssets } from './demo-media';
import type { DemoStore } from './demo-catalog';
import { demoProducts } from './demo-catalog';

/** The digital product and the picture it delivers. */
export const DEMO_DIGITAL_PRODUCT = { urlId: 'night-sky-wallpapers', file: 'phone-wallpapers.jpg' } as const;

export async function setDemoDigitalFile(services: DemoServices, websiteId: string, store: DemoStore, assets: DemoAssets, now: number, toteFormId: string): Promise<void> {
  const demo = demoProducts(now, toteFormId).find((p) => p.urlId === DEMO_DIGITAL_PRODUCT.urlId);
  const itemId = store.productIds.get(DEMO_DIGITAL_PRODUCT.urlId);
  if (demo === undefined || itemId === undefined) return;
  const stored = await services.storeFlows.getProduct(websiteId, itemId);
  // The variants keep their ids (and so their stock and any cart lines).
  const variants = demo.product.variants.map((v, i) => ({ ...v, id: stored.variants[i]!.id }));
  await services.storeFlows.updateProduct(websiteId, itemId, { ...demo.product, variants, digitalFileAssetId: assetNamed(assets, DEMO_DIGITAL_PRODUCT.file).id });
}
