/**
 * Slide (cover page) predicates: `{.current-type? gallery}` tests the type of the slice
 * being rendered against a slice type name.
 */
import type { PredicateTable } from '../plugin';
import { asNumber, getChild } from '../values';
import { SliceType, codeByName } from './content-enums';

export const SLIDE_PREDICATES: PredicateTable = {
  // With no argument the name reads as "undefined", which matches the undefined slice type (-1).
  'current-type?': (args, ctx) => {
    const type = codeByName(SliceType, String(args[0]));
    return type !== undefined && type.code === (asNumber(getChild(ctx.node(), 'currentType')) | 0);
  },
};
