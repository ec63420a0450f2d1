import type { PredicateTable } from '../plugin';

export const I18N_PREDICATES: PredicateTable = {};
