import type { PredicateTable } from '../plugin';

export const SLIDE_PREDICATES: PredicateTable = {};
