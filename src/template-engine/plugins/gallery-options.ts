/**
 * Gallery block options as templates test them, `{.gallery-design-grid?}` and the like.
 * Options come from the `options` object of the gallery in scope.
 */
import type { Predicate, PredicateTable, RenderContext } from '../plugin';
import { asBoolean, asString, getChild, isTruthy } from '../values';

/** GAL-25: gallery designs. */
export const GALLERY_DESIGNS = ['grid', 'slideshow', 'slider', 'stacked'] as const;

/** GAL-26: the seven meta (caption) positions of GAL-12. */
export const GALLERY_META_POSITIONS = [
  'top',
  'top-left',
  'top-right',
  'center',
  'bottom',
  'bottom-left',
  'bottom-right',
] as const;

/** GAL-27: alignments of the active slide. */
export const GALLERY_ACTIVE_ALIGNMENTS = ['center', 'left', 'right'] as const;

/** On/off options, each tested by `gallery-<option>?`. */
export const GALLERY_BOOLEAN_OPTIONS = [
  'autoplay',
  'auto-crop',
  'controls',
  'lightbox',
  'square-thumbs',
  'show-meta',
  'show-meta-on-hover',
  'thumbnails',
] as const;

function option(ctx: RenderContext, name: string): unknown {
  return getChild(ctx.resolve(['options']), name);
}

function selectPredicate(name: string, value: string): Predicate {
  return (_args, ctx) => asString(option(ctx, name)) === value;
}

/** `gallery-design-*?`, `gallery-meta-position-*?`, `gallery-active-alignment-*?`, `gallery-<option>?` and `gallery-meta?`. */
export function galleryPredicates(): PredicateTable {
  const table: PredicateTable = {
    'gallery-meta?': (_args, ctx) => isTruthy(option(ctx, 'controls')) || isTruthy(option(ctx, 'indicators')),
  };
  for (const design of GALLERY_DESIGNS) table[`gallery-design-${design}?`] = selectPredicate('design', design);
  for (const position of GALLERY_META_POSITIONS) {
    table[`gallery-meta-position-${position}?`] = selectPredicate('meta-position', position);
  }
  for (const alignment of GALLERY_ACTIVE_ALIGNMENTS) {
    table[`gallery-active-alignment-${alignment}?`] = selectPredicate('active-alignment', alignment);
  }
  for (const name of GALLERY_BOOLEAN_OPTIONS) table[`gallery-${name}?`] = (_args, ctx) => asBoolean(option(ctx, name));
  return table;
}
