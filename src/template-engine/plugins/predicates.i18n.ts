/**
 * Locale predicates. The reference engine defines none; `units-metric?`, which its
 * predecessors had, is in predicates.compat.ts.
 */
import type { PredicateTable } from '../plugin';

export const I18N_PREDICATES: PredicateTable = {};
