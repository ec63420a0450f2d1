/**
 * The demo site's content, through the content service: pages made of block layouts (home
 * with a newsletter sign-up, our story, FAQ, contact with its form), an About folder, a blog with dated, tagged posts, a gallery of
 * the wide pictures, and the main and secondary navigation.
 */
import type { PageLayoutInput } from '../modules/content';
import { BlockType, CollectionType, FolderBehavior, RecordType } from '../shared/enums';
import type { DemoForms } from './demo-forms';
import type { DemoServices } from './demo-services';
import { ABOUT_TEXT, CONTACT_TEXT, DEMO_GALLERY, DEMO_POSTS, FAQ_TEXT, HOME_INTRO } from './demo-copy';
import { assetNamed, itemImageFields, type DemoAssets } from './demo-media';

export interface DemoPages {
  homeId: string;
  aboutId: string;
  faqId: string;
  contactId: string;
  aboutFolderId: string;
}

type Content = DemoServices['content'];

async function createPage(content: Content, websiteId: string, title: string, urlId: string, navigationTitle = title): Promise<string> {
  const page = await content.createCollection(websiteId, { type: CollectionType.PAGE, title, navigationTitle, urlId, status: 'published' });
  return page.id;
}

/** The pages and the About folder (their layouts come with the pictures: setDemoLayouts). */
export async function createDemoPages(services: DemoServices, websiteId: string): Promise<DemoPages> {
  const { content } = services;
  const homeId = await createPage(content, websiteId, 'Home', 'home');
  await content.setHomepage(websiteId, homeId);
  const aboutId = await createPage(content, websiteId, 'Our Story', 'about');
  const faqId = await createPage(content, websiteId, 'FAQ', 'faq');
  const contactId = await createPage(content, websiteId, 'Contact', 'contact');
  const folder = await content.createCollection(websiteId, {
    type: CollectionType.GENERIC,
    title: 'About',
    urlId: 'about-us',
    folder: true,
    // A folder that only opens its dropdown: its pages are Our Story and FAQ.
    folderBehavior: FolderBehavior.NONE,
    status: 'published',
  });
  return { homeId, aboutId, faqId, contactId, aboutFolderId: folder.id };
}

/** The block layouts of every page; the home page shows the store's featured products and the blog. */
export async function setDemoLayouts(
  services: DemoServices,
  websiteId: string,
  pages: DemoPages,
  assets: DemoAssets,
  collections: { storeId: string; blogId: string },
  forms: DemoForms,
): Promise<void> {
  const { content } = services;
  await content.setPageLayout(websiteId, pages.homeId, homeLayout(assets, collections.storeId, collections.blogId, forms.newsletterFormId));
  await content.setPageLayout(websiteId, pages.aboutId, {
    rows: [
      { blocks: [{ type: BlockType.IMAGE, data: { assetId: assetNamed(assets, 'studio-shelf.jpg').id, caption: 'The shelf by the studio window.' } }] },
      { blocks: [{ type: BlockType.HTML, data: { html: ABOUT_TEXT } }] },
      { blocks: [{ type: BlockType.QUOTE, data: { text: 'Make it to be used, then use it until it tells you how to make the next one.', source: 'Maya Okafor, founder' } }] },
    ],
  });
  await content.setPageLayout(websiteId, pages.faqId, { rows: [{ blocks: [{ type: BlockType.HTML, data: { html: FAQ_TEXT } }] }] });
  await content.setPageLayout(websiteId, pages.contactId, {
    rows: [
      {
        blocks: [
          { type: BlockType.HTML, span: 7, data: { html: CONTACT_TEXT } },
          { type: BlockType.IMAGE, span: 5, data: { assetId: assetNamed(assets, 'color-field-cool.jpg').id, caption: 'Our glaze wall, in sage and slate.' } },
        ],
      },
      { blocks: [{ type: BlockType.FORM, data: { formId: forms.contactFormId, title: 'Send us a message' } }] },
      { blocks: [{ type: BlockType.BUTTON, data: { label: 'Email the studio', url: 'mailto:hello@stoastudio.example', style: 'primary' } }] },
    ],
  });
}

/** The blog (its posts come with the pictures: addDemoPosts). */
export async function createDemoBlog(services: DemoServices, websiteId: string): Promise<string> {
  const blog = await services.content.createCollection(websiteId, {
    type: CollectionType.GENERIC,
    typeName: 'blog',
    title: 'Blog',
    urlId: 'blog',
    description: '<p>Notes from the studio: firings, colours, workshops and the odd weekend away.</p>',
    status: 'published',
    settings: { pageSize: 10 },
  });
  return blog.id;
}

/** The blog's posts, dated back from `now` and published. */
export async function addDemoPosts(services: DemoServices, websiteId: string, blogId: string, assets: DemoAssets, now: number): Promise<void> {
  // Oldest first, so creation order matches publication order.
  for (const post of [...DEMO_POSTS].reverse()) {
    await services.content.createItem(websiteId, blogId, {
      recordType: RecordType.TEXT,
      title: post.title,
      urlId: post.urlId,
      excerpt: `<p>${post.excerpt}</p>`,
      body: post.body,
      tags: post.tags,
      categories: post.categories,
      author: { displayName: post.author },
      ...itemImageFields(assetNamed(assets, post.image)),
      status: 'published',
      publishOn: now - post.age,
    });
  }
}

/** The gallery (its pictures come later: addDemoPictures). */
export async function createDemoGallery(services: DemoServices, websiteId: string): Promise<string> {
  const gallery = await services.content.createCollection(websiteId, {
    type: CollectionType.GENERIC,
    typeName: 'gallery',
    title: 'Gallery',
    urlId: 'gallery',
    description: '<p>Pictures from the studio, the coast and the glaze wall.</p>',
    status: 'published',
  });
  return gallery.id;
}

/** One image item per gallery picture, with a title and a caption. */
export async function addDemoPictures(services: DemoServices, websiteId: string, galleryId: string, assets: DemoAssets): Promise<void> {
  for (const picture of DEMO_GALLERY) {
    await services.content.createItem(websiteId, galleryId, {
      recordType: RecordType.IMAGE,
      title: picture.title,
      body: `<p>${picture.caption}</p>`,
      ...itemImageFields(assetNamed(assets, picture.image)),
      status: 'published',
    });
  }
}

/** The home page: a poster with the hero picture, the intro, featured products, the blog, a newsletter sign-up. */
function homeLayout(assets: DemoAssets, storeId: string, blogId: string, newsletterFormId: string): PageLayoutInput {
  return {
    rows: [
      {
        blocks: [
          {
            type: BlockType.IMAGE,
            data: {
              assetId: assetNamed(assets, 'studio-shelf.jpg').id,
              design: 'poster',
              title: 'Made slowly, for everyday use',
              body: '<p>Stoneware, candles and prints from a small studio by the harbour in Portland, Maine.</p>',
              button: { label: 'Shop the collection', url: '/shop' },
            },
          },
        ],
      },
      {
        blocks: [
          { type: BlockType.HTML, span: 7, data: { html: HOME_INTRO } },
          {
            type: BlockType.IMAGE,
            span: 5,
            data: { assetId: assetNamed(assets, 'stoneware-bowls.jpg').id, caption: 'Bowls from a Saturday workshop.', link: '/shop/wheel-throwing-workshop' },
          },
        ],
      },
      { blocks: [{ type: BlockType.SUMMARY, data: { collectionId: storeId, title: 'Featured products', featured: true, limit: 4 } }] },
      { blocks: [{ type: BlockType.QUOTE, data: { text: 'The mug I reach for every single morning. It just feels right in the hand.', source: 'Priya, a customer in Boston' } }] },
      { blocks: [{ type: BlockType.SUMMARY, data: { collectionId: blogId, title: 'From the blog', limit: 3 } }] },
      {
        blocks: [
          {
            type: BlockType.NEWSLETTER,
            data: {
              title: 'Letters from the studio',
              description: '<p>New glazes, workshop dates and the occasional sale, once a month.</p>',
              buttonLabel: 'Sign up',
              formId: newsletterFormId,
            },
          },
        ],
      },
    ],
  };
}

/** Main navigation (Home, Shop, Blog, Gallery, the About folder, Contact) and secondary links. */
export async function setDemoNavigation(services: DemoServices, websiteId: string, ids: DemoPages & { storeId: string; blogId: string; galleryId: string }): Promise<void> {
  const entry = (collectionId: string) => ({ collectionId });
  await services.content.setNavigation(websiteId, 'mainNavigation', {
    items: [
      entry(ids.homeId),
      entry(ids.storeId),
      entry(ids.blogId),
      entry(ids.galleryId),
      { collectionId: ids.aboutFolderId, items: [entry(ids.aboutId), entry(ids.faqId)] },
      entry(ids.contactId),
    ],
  });
  await services.content.setNavigation(websiteId, 'secondaryNavigation', {
    items: [
      { externalLink: { url: '/shop/wheel-throwing-workshop', title: 'Workshops' } },
      { externalLink: { url: '/shop/gift-card', title: 'Gift cards' } },
    ],
  });
}
