/**
 * The built-in plugin tables. Later tables win on a name clash, so application code can
 * replace any built-in by spreading its own table after these.
 */
import type { FormatterTable, PredicateTable } from '../plugin';
import { COMMERCE_FORMATTERS } from './formatters.commerce';
import { COMPAT_FORMATTERS } from './formatters.compat';
import { CONTENT_FORMATTERS } from './formatters.content';
import { CORE_FORMATTERS } from './formatters.core';
import { DATE_FORMATTERS } from './formatters.date';
import { I18N_FORMATTERS } from './formatters.i18n';
import { SOCIAL_FORMATTERS } from './formatters.social';
import { COMMERCE_PREDICATES } from './predicates.commerce';
import { COMPAT_PREDICATES } from './predicates.compat';
import { CONTENT_PREDICATES } from './predicates.content';
import { CORE_PREDICATES } from './predicates.core';
import { I18N_PREDICATES } from './predicates.i18n';
import { SLIDE_PREDICATES } from './predicates.slide';
import { SOCIAL_PREDICATES } from './predicates.social';

export const BUILTIN_FORMATTERS: FormatterTable = Object.freeze({
  ...COMMERCE_FORMATTERS,
  ...CONTENT_FORMATTERS,
  ...CORE_FORMATTERS,
  ...DATE_FORMATTERS,
  ...I18N_FORMATTERS,
  ...COMPAT_FORMATTERS,
  ...SOCIAL_FORMATTERS,
});

export const BUILTIN_PREDICATES: PredicateTable = Object.freeze({
  ...COMMERCE_PREDICATES,
  ...CONTENT_PREDICATES,
  ...CORE_PREDICATES,
  ...I18N_PREDICATES,
  ...COMPAT_PREDICATES,
  ...SLIDE_PREDICATES,
  ...SOCIAL_PREDICATES,
});
