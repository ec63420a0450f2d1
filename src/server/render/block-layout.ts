/**
 * Page layouts as the theme's `layout.block` renders them: rows of 12-column cells, each
 * block with a type name (`text`, `image`, `button` ...) and every field its partial reads
 * (null when unset, so a lookup never climbs to a field of the page). Images named by asset
 * id are filled in from the media snapshot; summary and product blocks from the site model;
 * form and newsletter blocks get the public view of the site's form their `formId` names.
 */
import type { PageLayout } from '../../modules/content';
import { BlockType } from '../../shared/enums';
import { sanitizeRichText } from './rich-text-sanitizer';
import { imageFields, type Json, type SiteModel } from './site-model';

const NAMES: Record<number, string> = {
  [BlockType.HTML]: 'text',
  [BlockType.CODE]: 'html',
  [BlockType.EMBED]: 'html',
  [BlockType.IMAGE]: 'image',
  [BlockType.LAYOUT_IMAGE]: 'image',
  [BlockType.GALLERY]: 'gallery',
  [BlockType.LAYOUT_GALLERY]: 'gallery',
  [BlockType.FORM]: 'form',
  [BlockType.PRODUCT]: 'product',
  [BlockType.SPACER]: 'spacer',
  [BlockType.QUOTE]: 'quote',
  [BlockType.VIDEO]: 'video',
  [BlockType.LINE]: 'line',
  [BlockType.NEWSLETTER]: 'newsletter',
  [BlockType.BUTTON]: 'button',
  [BlockType.SUMMARY]: 'summary',
  [BlockType.LAYOUT_SUMMARY]: 'summary',
};

/** Every field a block partial reads; each block starts from these. */
const BLANK: Json = {
  html: null, text: null, title: null, body: null, description: null, caption: null, link: null, url: null,
  label: null, source: null, design: null, alignment: 'left', style: null, size: null, newWindow: false,
  button: null, buttonLabel: null, image: null, images: null, items: null, collection: null,
  collectionTypeName: null, product: null, form: null, formId: null,
  // GAP-76: a product block's "Buy now" setting (its form goes straight to checkout, ATC-07).
  expressCheckout: false,
};

const str = (v: unknown): string | null => (typeof v === 'string' && v !== '' ? v : null);

/**
 * A link from block data, kept only when it is a web link, mail, phone or a path on the site:
 * block data is free-form, so a `javascript:` address could be stored, and escaping alone
 * would still let it run when clicked (the CSP blocks it too, but a page should not rely on it).
 */
function webLink(value: unknown): string | null {
  const link = str(typeof value === 'string' ? value.trim() : null);
  return link !== null && /^(https?:\/\/|mailto:|tel:|\/|#|\?)/i.test(link) ? link : null;
}

function withWebLink(button: unknown): Json | null {
  if (typeof button !== 'object' || button === null) return null;
  return { ...(button as Json), url: webLink((button as Json).url) };
}

function focalPointOf(value: unknown): { x: number; y: number } | null {
  if (typeof value !== 'object' || value === null) return null;
  const { x, y } = value as Record<string, unknown>;
  const unit = (n: unknown): n is number => typeof n === 'number' && n >= 0 && n <= 1;
  return unit(x) && unit(y) ? { x, y } : null;
}

/** An image from block data: `{assetId}` (uploaded), or inline fields with `assetUrl`; `focalPoint` {x, y} overrides the file's. */
function imageOf(value: unknown, model: SiteModel, altFallback = ''): Json | null {
  if (typeof value !== 'object' || value === null) return null;
  const data = value as Record<string, unknown>;
  const asset = typeof data.assetId === 'string' ? model.snapshot.media[data.assetId] : undefined;
  const source: Record<string, unknown> = asset !== undefined ? { ...asset } : { ...data };
  if (typeof source.assetUrl !== 'string') return null;
  // A block's own focal point (set in the page editor) wins over the file's.
  const own = focalPointOf(data.focalPoint);
  if (own !== null) source.mediaFocalPoint = own;
  const fields = imageFields(source);
  fields.altText = str(data.altText) ?? str(asset?.altText) ?? altFallback;
  fields.caption = str(data.caption);
  return fields;
}

function summaryOf(data: Record<string, unknown>, model: SiteModel, out: Json): void {
  const wanted = str(data.collectionId) ?? str(data.collection);
  const collection = [...model.collections.values()].find((c) => c.source.id === wanted || c.source.urlId === wanted);
  if (collection === undefined) return;
  const limit = typeof data.limit === 'number' && data.limit > 0 ? Math.min(data.limit, 30) : 4;
  const featuredOnly = data.featured === true;
  const category = str(data.category);
  out.items = collection.items
    .filter((item) => (!featuredOnly || item.starred === true) && (category === null || (item.categories as string[]).includes(category)))
    .slice(0, limit);
  out.collection = collection.json;
  out.collectionTypeName = collection.source.typeName;
}

function blockJson(block: PageLayout['rows'][number]['blocks'][number], model: SiteModel): Json {
  const data = block.data;
  const type = NAMES[block.type] ?? 'unknown';
  const out: Json = { ...BLANK, ...data, id: block.id, type, typeCode: block.type };
  out.url = webLink(out.url);
  out.link = webLink(out.link);
  out.button = withWebLink(out.button);
  // Owners' rich text; code and embed blocks (`html`) stay as the admin wrote them.
  for (const key of ['body', 'description'] as const) if (typeof out[key] === 'string') out[key] = sanitizeRichText(out[key]);
  switch (type) {
    case 'text':
      out.html = typeof out.html === 'string' ? sanitizeRichText(out.html) : null;
      break;
    case 'image':
      out.image = imageOf(data.image ?? data, model, str(data.title) ?? '');
      out.button = withWebLink(data.button);
      break;
    case 'gallery': {
      const list = Array.isArray(data.images) ? data.images : [];
      out.images = list.map((image) => imageOf(image, model)).filter((image) => image !== null);
      out.design = str(data.design) ?? 'grid';
      break;
    }
    case 'summary':
      summaryOf(data, model, out);
      break;
    case 'product': {
      const item = typeof data.productId === 'string' ? model.items.get(data.productId) : undefined;
      out.product = item?.json.structuredContent !== undefined ? item.json : null;
      break;
    }
    case 'form':
    case 'newsletter':
      // Null when the id names no form of this site: the block then renders no form.
      out.form = (typeof data.formId === 'string' ? model.snapshot.forms[data.formId] : undefined) ?? null;
      break;
    case 'spacer':
      out.size = str(data.size) ?? 'medium';
      break;
  }
  return out;
}

/**
 * A layout as `{id, rows: [{style, columns: [{span, blocks}]}]}`; blocks of a row share 12
 * columns. `preview` (the owner's editing frame) asks the theme to mark the layout
 * (`data-stoa-layout`) and each block's cell (`data-block-id`), so the frame can swap the
 * layout and say which block was clicked.
 */
export function layoutJson(id: string, layout: PageLayout | undefined, model: SiteModel, preview = false): Json {
  const rows = (layout?.rows ?? []).map((row) => {
    const blocks = row.blocks.map((block) => ({ block, json: blockJson(block, model) }));
    const even = Math.max(1, Math.floor(12 / Math.max(1, blocks.length)));
    const single = blocks.length === 1 ? blocks[0]!.json : undefined;
    // A poster image alone in its row runs edge to edge.
    const style = single !== undefined && single.type === 'image' && single.design === 'poster' ? 'full' : null;
    return {
      id: row.id,
      style,
      columns: blocks.map(({ block, json }) => ({ span: Math.min(12, Math.max(1, block.span ?? even)), blocks: [json] })),
    };
  });
  return { id, rows, ...(preview && { preview: true }) };
}
