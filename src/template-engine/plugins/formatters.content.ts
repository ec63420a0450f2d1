/**
 * Content formatters: image, video and audio markup (TPL-09, MEDIA), item classes,
 * colours, sizes and durations.
 */
import type { FormatterTable } from '../plugin';
import { asNumber, asString, getChild, getPath } from '../values';
import { colorWeight, websiteColor } from './colors';
import { imageColor, imageMeta, imageTag, videoMarkup } from './image-markup';
import { imageSrcset, resizeDimension, splitDimensions, thumbnailWidthFor } from './image-sizes';
import { itemClasses } from './item-classes';
import { AUDIO_PLAYER_TEMPLATE } from './templates/audio-player';

/** Minutes and zero-padded seconds of a duration in milliseconds, e.g. `2:05`. */
function humanizeDuration(milliseconds: number): string {
  const seconds = (milliseconds / 1000) | 0;
  const minutes = (seconds / 60) | 0;
  return `${minutes}:${String(seconds - minutes * 60).padStart(2, '0')}`;
}

export const CONTENT_FORMATTERS: FormatterTable = {
  AbsUrl: (_args, vars, ctx) => {
    const first = vars[0]!;
    first.value = asString(ctx.resolve(['base-url'])) + '/' + asString(first.value);
  },

  'audio-player': (_args, vars, ctx) => {
    const first = vars[0]!;
    first.value = ctx.execute(AUDIO_PLAYER_TEMPLATE, first.value, { isolated: true });
  },

  // Upper-cases the whole text, as the reference does, despite the name.
  capitalize: (_args, vars) => {
    const first = vars[0]!;
    first.value = asString(first.value).toUpperCase();
  },

  'child-image-meta': (args, vars, ctx) => {
    const first = vars[0]!;
    const index = args.length === 0 ? 0 : parseInt(args[0] ?? '', 10);
    first.value = imageMeta(getPath(first.value, ['items', index]), ctx);
  },

  'cover-image-meta': (_args, vars, ctx) => {
    const first = vars[0]!;
    first.value = imageMeta(getChild(first.value, 'coverImage'), ctx);
  },

  'color-weight': (_args, vars) => {
    const first = vars[0]!;
    first.value = colorWeight(asString(first.value));
  },

  height: (_args, vars) => {
    const first = vars[0]!;
    const parts = splitDimensions(first.value);
    first.value = parts === null ? undefined : parseInt(parts[1], 10);
  },

  humanizeDuration: (_args, vars) => {
    const first = vars[0]!;
    first.value = humanizeDuration(asNumber(first.value));
  },

  image: (args, vars, ctx) => {
    const first = vars[0]!;
    first.value = imageTag(first.value, ctx, args.length === 1 ? args[0]! : 'thumb-image');
  },

  'image-color': (args, vars) => {
    const first = vars[0]!;
    first.value = imageColor(first.value, args[0], args[1]);
  },

  'image-meta': (_args, vars, ctx) => {
    const first = vars[0]!;
    first.value = imageMeta(first.value, ctx);
  },

  // Leaves the value untouched when there is nothing to list.
  'image-srcset': (_args, vars) => {
    const first = vars[0]!;
    if (first.value === undefined) return;
    const srcset = imageSrcset(first.value);
    if (srcset !== null) first.value = srcset;
  },

  'item-classes': (_args, vars, ctx) => {
    const first = vars[0]!;
    first.value = itemClasses(first.value, ctx);
  },

  resizedHeightForWidth: (args, vars) => {
    const first = vars[0]!;
    first.value = resizeDimension(first.value, false, parseInt(args[0] ?? '', 10));
  },

  resizedWidthForHeight: (args, vars) => {
    const first = vars[0]!;
    first.value = resizeDimension(first.value, true, parseInt(args[0] ?? '', 10));
  },

  squarespaceThumbnailForHeight: (args, vars) => {
    const first = vars[0]!;
    const width = resizeDimension(first.value, true, parseInt(args[0] ?? '', 10));
    first.value = typeof width === 'number' ? thumbnailWidthFor(width) : width;
  },

  squarespaceThumbnailForWidth: (args, vars) => {
    vars[0]!.value = thumbnailWidthFor(parseInt(args[0] ?? '', 10));
  },

  'website-color': (_args, vars) => {
    const first = vars[0]!;
    first.value = websiteColor(first.value);
  },

  width: (_args, vars) => {
    const first = vars[0]!;
    const parts = splitDimensions(first.value);
    first.value = parts === null ? undefined : parseInt(parts[0], 10);
  },

  video: (args, vars) => {
    const first = vars[0]!;
    first.value = videoMarkup(first.value, {
      loadFalse: args.includes('load-false'),
      colorData: args.includes('color-data'),
    });
  },
};
