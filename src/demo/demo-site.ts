/**
 * The demo site a newcomer sees on first start: created once, on a database without sites,
 * entirely through the services and flows an owner's actions use (never SQL). The pictures
 * render (or come from the cache) while the site, owner, pages and store are written; the
 * parts that show pictures are added once they are uploaded.
 */
import { systemClock, type Clock } from '../shared/clock';
import { ContributorRole } from '../shared/enums';
import type { DemoServices } from './demo-services';
import { createDemoStore, showDemoProductImages } from './demo-catalog';
import {
  addDemoPictures,
  addDemoPosts,
  createDemoBlog,
  createDemoGallery,
  createDemoPages,
  setDemoLayouts,
  setDemoNavigation,
} from './demo-content';
import { DEMO_SETTINGS, DEMO_SITE_TITLE } from './demo-copy';
import { createDemoForms } from './demo-forms';
import type { DemoImage } from './demo-images';
import { setDemoDigitalFile } from './demo-digital-file';
import { createDemoPricingRules } from './demo-pricing';
import { defaultDemoImageCache, loadDemoImages, uploadDemoImages } from './demo-media';

export const DEMO_SITE_IDENTIFIER = 'demo';

/**
 * The demo owner. The password is public (it is in the README): the demo is for trying Stoa
 * on one's own machine; change it with
 * `npx stoa owner create EMAIL --site demo --reset-password --password P`.
 */
export const DEMO_OWNER = { email: 'owner@demo.stoa', password: 'stoa-demo-owner', displayName: 'Demo Owner' } as const;

export interface DemoSiteOptions {
  /** Dates blog posts and workshop sessions; the system clock by default. */
  clock?: Clock;
  /** Progress lines (the server's logger). */
  log?: { info(message: string): void };
  /** Where rendered pictures are kept between runs; null renders them every time. */
  imageCacheDir?: string | null;
  /** Supplies the pictures instead (tests use small stand-ins): one per DEMO_IMAGE_LIST name. */
  loadImages?: () => Promise<DemoImage[]>;
}

export interface DemoSiteSummary {
  websiteId: string;
  products: number;
  /** Milliseconds: the pictures (rendered or read from the cache) and the whole creation. */
  picturesMs: number;
  totalMs: number;
}

/** Creates the default site `demo` when there are no sites yet; returns null when there were. */
export async function ensureDemoSite(services: DemoServices, options: DemoSiteOptions = {}): Promise<DemoSiteSummary | null> {
  if ((await services.sites.listAll()).length > 0) return null;
  const clock = options.clock ?? systemClock;
  const log = options.log ?? { info: () => {} };
  const now = clock.now();
  const started = performance.now();
  log.info('creating the demo site (first start: rendering its pictures takes a little while)');

  let picturesMs = 0;
  const load = options.loadImages ?? (() => loadDemoImages(options.imageCacheDir === undefined ? defaultDemoImageCache() : options.imageCacheDir));
  const pictures = load().then((images) => {
    picturesMs = performance.now() - started;
    return images;
  });
  // A failure below must not leave the pictures' promise rejected with nobody listening.
  pictures.catch(() => {});

  const site = await services.sites.create({ identifier: DEMO_SITE_IDENTIFIER, title: DEMO_SITE_TITLE, isDefault: true, settings: DEMO_SETTINGS });
  await services.siteDirectory.refresh();
  try {
    return await fillDemoSite(services, site.id, now, pictures, log, () => ({ picturesMs, totalMs: performance.now() - started }));
  } catch (e) {
    // The site exists now, so the next start would not try again: say how to start over.
    throw new Error(
      'the demo site could not be finished; remove the data folder (STOA_DATA_DIR) and start again, or start with STOA_SEED_DEMO=0',
      { cause: e },
    );
  }
}

async function fillDemoSite(
  services: DemoServices,
  websiteId: string,
  now: number,
  pictures: Promise<DemoImage[]>,
  log: { info(message: string): void },
  elapsed: () => { picturesMs: number; totalMs: number },
): Promise<DemoSiteSummary> {
  // An account that already exists keeps its password.
  const demoOwner = (await services.accounts.findUserByEmail(DEMO_OWNER.email)) ?? (await services.accounts.createUser(DEMO_OWNER));
  await services.accounts.addMember(websiteId, demoOwner.id, ContributorRole.ADMIN);

  const pages = await createDemoPages(services, websiteId);
  const forms = await createDemoForms(services, websiteId, demoOwner.email);
  const store = await createDemoStore(services, websiteId, now, forms.toteFormId);
  await createDemoPricingRules(services, websiteId);
  const blogId = await createDemoBlog(services, websiteId);
  const galleryId = await createDemoGallery(services, websiteId);
  await setDemoNavigation(services, websiteId, { ...pages, storeId: store.collectionId, blogId, galleryId });

  const assets = await uploadDemoImages(services.media, websiteId, await pictures);
  await showDemoProductImages(services, websiteId, store, assets, now);
  await setDemoDigitalFile(services, websiteId, store, assets, now, forms.toteFormId);
  await addDemoPosts(services, websiteId, blogId, assets, now);
  await addDemoPictures(services, websiteId, galleryId, assets);
  await setDemoLayouts(services, websiteId, pages, assets, { storeId: store.collectionId, blogId }, forms);

  const { picturesMs, totalMs } = elapsed();
  const summary = { websiteId, products: store.productIds.size, picturesMs: Math.round(picturesMs), totalMs: Math.round(totalMs) };
  log.info(`created the demo site "${DEMO_SITE_TITLE}" (${summary.products} products) in ${(summary.totalMs / 1000).toFixed(1)} s`);
  log.info(`demo owner: sign in as ${DEMO_OWNER.email} with the password ${DEMO_OWNER.password} (POST /api/admin/session)`);
  return summary;
}
