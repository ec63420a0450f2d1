/**
 * Gallery block options as templates test them, `{.gallery-design-grid?}` and the like.
 * Options come from the `options` object of the gallery in scope and are read as stored,
 * without the defaults and design rules of `resolveGalleryOptions`, as the reference does.
 */
import type { Predicate, PredicateTable, RenderContext } from '../plugin';
import { asBoolean, asString, getChild, isTruthy } from '../values';
import { GALLERY_ACTIVE_ALIGNMENTS, GALLERY_BOOLEAN_OPTIONS, GALLERY_DESIGNS, GALLERY_META_POSITIONS } from './gallery-options';

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
