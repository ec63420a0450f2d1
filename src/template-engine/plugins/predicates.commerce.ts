import type { PredicateTable } from '../plugin';

export const COMMERCE_PREDICATES: PredicateTable = {};
