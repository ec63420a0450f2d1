import type { PredicateTable } from '../plugin';

export const CONTENT_PREDICATES: PredicateTable = {};
