import type { PredicateTable } from '../plugin';

export const COMPAT_PREDICATES: PredicateTable = {};
