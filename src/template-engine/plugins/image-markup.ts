/**
 * Attribute markup for images and videos of content items: the `data-*` attributes the
 * front-end image loader reads, alt text, colour averages and the video wrapper.
 */
import type { RenderContext } from '../plugin';
import { asNumber, asString, getChild, isTruthy } from '../values';
import { BlockType } from './content-enums';
import { removeTags } from './markup-text';
import { escapeHtmlAttribute } from './text-escaping';

/** MEDIA-09: alt text taken from an item's body is cut to this many characters. */
export const MAX_ALT_TEXT_LENGTH = 250;

/** The image's focal point as `x,y`; the centre when the item has none. */
export function focalPoint(media: unknown): string {
  const point = getChild(media, 'mediaFocalPoint');
  if (point === undefined) return '0.5,0.5';
  return `${asNumber(getChild(point, 'x'))},${asNumber(getChild(point, 'y'))}`;
}

/** Alt text from an item's own fields: its title, else its body as text, else its file name. */
export function altTextFromItemFields(item: unknown): string {
  const title = getChild(item, 'title');
  if (isTruthy(title)) return asString(title);
  const body = getChild(item, 'body');
  if (isTruthy(body)) {
    const text = removeTags(asString(body));
    if (text.length > 0) return text.substring(0, MAX_ALT_TEXT_LENGTH);
  }
  const filename = getChild(item, 'filename');
  return isTruthy(filename) ? asString(filename) : '';
}

/**
 * Alt text for an image. Inside an image block the item's `altText` field is what the
 * owner typed, so it is used as is, even when empty; elsewhere it is derived.
 */
export function altText(ctx: RenderContext, image: unknown): string {
  const blockType = ctx.resolve(['blockType']);
  if (blockType !== undefined && asNumber(blockType) === BlockType.IMAGE.code) {
    return asString(getChild(image, 'altText')).trim();
  }
  return altTextFromItemFields(image);
}

/** True when the image is an unlicensed preview of a stock asset. */
function isLicensedAssetPreview(image: unknown): boolean {
  const preview = getChild(image, 'licensedAssetPreview');
  return typeof preview === 'object' && preview !== null && !Array.isArray(preview);
}

/**
 * The loader attributes of an image, each followed by a space; empty for a missing image.
 * `preferredAlt` replaces the derived alt text; it is escaped here like derived text.
 */
export function imageMeta(image: unknown, ctx: RenderContext, preferredAlt?: string): string {
  if (image === undefined) return '';
  const componentKey = getChild(image, 'componentKey');
  const assetUrl = asString(getChild(image, 'assetUrl'));
  const alt = escapeHtmlAttribute(preferredAlt ?? altText(ctx, image));
  let out = '';
  if (isLicensedAssetPreview(image)) out += 'data-licensed-asset-preview="true" ';
  if (componentKey !== undefined) out += `data-component-key="${asString(componentKey)}" `;
  out += `data-src="${assetUrl}" `;
  out += `data-image="${assetUrl}" `;
  out += `data-image-dimensions="${asString(getChild(image, 'originalSize'))}" `;
  out += `data-image-focal-point="${focalPoint(image)}" `;
  out += `alt="${alt}" `;
  return out;
}

/**
 * A lazily loaded image with a `<noscript>` fallback. The alt text is escaped once for the
 * fallback and escaped again by imageMeta, as the reference renders it.
 */
export function imageTag(image: unknown, ctx: RenderContext, cssClass: string): string {
  const alt = escapeHtmlAttribute(altText(ctx, image));
  const assetUrl = asString(getChild(image, 'assetUrl'));
  return (
    `<noscript><img src="${assetUrl}" alt="${alt}" /></noscript>` +
    `<img class="${cssClass}" ${imageMeta(image, ctx, alt)}` +
    `data-load="false" data-image-id="${asString(getChild(image, 'id'))}" data-type="image" />`
  );
}

/** The five sampled regions of an image, in the order their attributes are written. */
const COLOR_REGIONS = ['topLeft', 'topRight', 'bottomLeft', 'bottomRight', 'center'] as const;

/**
 * Average colours of an image's regions. With no region, all five as `data-color-*`
 * attributes; with a region, `#rrggbb`, prefixed by `label: ` when a label is given.
 * Undefined when the item has no colour data.
 */
export function imageColor(item: unknown, region?: string, label?: string): string | undefined {
  const colorData = getChild(item, 'colorData');
  if (colorData === undefined) return undefined;
  if (region === undefined) {
    let out = '';
    for (const key of COLOR_REGIONS) out += `data-color-${key}="#${asString(getChild(colorData, key + 'Average'))}" `;
    return out;
  }
  const color = asString(getChild(colorData, region + 'Average'));
  if (color.length === 0) return `"${region}" not found.`;
  return (label !== undefined ? `${label}: ` : '') + `#${color}`;
}

export interface VideoOptions {
  /** Adds `data-load="false"` so the player loads on demand. */
  loadFalse: boolean;
  /** Writes the thumbnail's colour averages on its overlay image. */
  colorData: boolean;
}

/** The video wrapper: the embed HTML in an attribute, and an optional thumbnail overlay. */
export function videoMarkup(item: unknown, options: VideoOptions): string {
  const oEmbed = getChild(item, 'oembed');
  const html = escapeHtmlAttribute(asString(getChild(oEmbed, 'html')));
  let out = '<div class="sqs-video-wrapper" ';
  if (options.loadFalse) out += ' data-load="false" ';
  out += `data-html="${html}" data-provider-name="${asString(getChild(oEmbed, 'providerName'))}">`;
  if (isTruthy(getChild(item, 'overlay'))) {
    out += '<div class="sqs-video-overlay';
    if (isTruthy(getChild(item, 'mainImageId')) || isTruthy(getChild(item, 'systemDataId'))) {
      out += '" style="opacity: 0;">';
      out += `<img data-load="false" data-src="${asString(getChild(item, 'assetUrl'))}" `;
      out += `data-image-dimensions="${asString(getChild(item, 'originalSize'))}" `;
      out += `data-image-focal-point="${focalPoint(item)}" `;
      const colorData = getChild(item, 'colorData');
      if (options.colorData && isTruthy(colorData)) {
        for (const key of COLOR_REGIONS) {
          out += `data-color-${key.toLowerCase()}="#${asString(getChild(colorData, key + 'Average'))}" `;
        }
      }
      out += '/>';
    } else {
      out += ' no-thumb" style="opacity: 0;">';
    }
    out += '<div class="sqs-video-opaque"> </div><div class="sqs-video-icon"></div></div>';
  }
  return out + '</div>';
}
