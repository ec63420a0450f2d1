import type { FormatterTable } from '../plugin';

export const I18N_FORMATTERS: FormatterTable = {};
