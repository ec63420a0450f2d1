import type { PredicateTable } from '../plugin';

export const SOCIAL_PREDICATES: PredicateTable = {};
