/**
 * Codes of the content model that templates test against: record types, collection
 * types, folder behaviours, background sources, block and slice types. Items carry the
 * numeric code; predicates are named after the kebab-case name.
 */

/** A named numeric code, as items store it. */
export interface ContentCode {
  readonly code: number;
  readonly name: string;
}

function codes<K extends string>(table: Record<K, readonly [number, string]>): Record<K, ContentCode> {
  const out = {} as Record<K, ContentCode>;
  for (const key of Object.keys(table) as K[]) {
    const [code, name] = table[key];
    out[key] = Object.freeze({ code, name });
  }
  return Object.freeze(out);
}

export const RecordType = codes({
  UNDEFINED: [-1, 'undefined'],
  TEXT: [1, 'text'],
  IMAGE: [2, 'image'],
  QUOTE: [4, 'quote'],
  LINK: [5, 'link'],
  AUDIO: [7, 'audio'],
  VIDEO: [8, 'video'],
  STORE_ITEM: [11, 'store-item'],
  EVENT: [12, 'event'],
  GALLERY: [14, 'gallery'],
  BINARY: [15, 'binary'],
  CSS_ASSET: [16, 'css-asset'],
  TWEAK_ASSET: [17, 'tweak-asset'],
  DIGITAL_GOOD: [18, 'digital-good'],
  ATTACHMENT: [19, 'attachment'],
  EXPORT_WORDPRESS: [20, 'wordpress-export'],
  EXPORT_INTERNAL: [21, 'json-export'],
  SITE_SEARCH: [30, 'site-search'],
  ACTIVE_TIME: [31, 'active-time'],
  TWEET: [50, 'tweet'],
  CHECKIN: [52, 'checkin'],
  KB_ARTICLE: [54, 'kbarticle'],
});

export const CollectionType = codes({
  UNDEFINED: [-1, 'undefined'],
  GENERIC: [1, 'generic'],
  SUBSCRIPTION: [2, 'subscription'],
  TWITTER: [3, 'twitter'],
  FOURSQUARE: [4, 'foursquare'],
  INSTAGRAM: [5, 'instagram'],
  GALLERY_BLOCK: [6, 'gallery-block'],
  TEMPLATE_PAGE: [7, 'template-page'],
  SPLASH_PAGE: [8, 'splash-page'],
  PAGE: [10, 'page'],
  FIVEHUNDREDPIX: [11, 'fivehundredpix'],
  FLICKR: [12, 'flickr'],
  PRODUCTS: [13, 'products'],
  SLIDE_GALLERY: [15, 'slide-gallery'],
  SLIDE_ALBUM: [16, 'slide-album'],
  SLIDE_VIDEO: [17, 'slide-video'],
  ALBUM_BLOCK: [18, 'album-block'],
});

export const FolderBehavior = codes({
  UNDEFINED: [-1, 'undefined'],
  INDEX: [1, 'index'],
  REDIRECT: [2, 'redirect'],
  NONE: [3, 'none'],
});

export const BackgroundSource = codes({
  UNDEFINED: [-1, 'undefined'],
  UPLOAD: [1, 'upload'],
  INSTAGRAM: [2, 'instagram'],
  VIDEO: [3, 'video'],
  NONE: [4, 'none'],
});

/** Only the block type that changes how alt text is chosen. */
export const BlockType = codes({
  IMAGE: [5, 'image'],
});

/** Slide (cover page) slice types. */
export const SliceType = codes({
  UNDEFINED: [-1, 'undefined'],
  HEADING: [1, 'heading'],
  BODY: [3, 'body'],
  IMAGE: [4, 'image'],
  GALLERY: [5, 'gallery'],
  VIDEO: [6, 'video'],
  SOCIAL_ICONS: [7, 'social-icons'],
  BUTTONS: [8, 'buttons'],
  NAVIGATION: [9, 'navigation'],
  CUSTOM_FORM: [10, 'custom-form'],
  NEWSLETTER: [11, 'newsletter'],
  ALBUM: [12, 'album'],
  MAP: [13, 'map'],
  LOGO: [14, 'logo'],
  ACTION: [15, 'action'],
  FORM: [16, 'form'],
  LOCK: [17, 'lock'],
  PASSWORD: [18, 'password'],
  TWITTER: [19, 'twitter'],
});

/** All codes of a table, lowest code first. */
export function codesOf(table: Record<string, ContentCode>): ContentCode[] {
  return Object.values(table).sort((a, b) => a.code - b.code);
}

/** Finds a code by its kebab-case name; undefined when no entry has that name. */
export function codeByName(table: Record<string, ContentCode>, name: string): ContentCode | undefined {
  for (const entry of Object.values(table)) if (entry.name === name) return entry;
  return undefined;
}
