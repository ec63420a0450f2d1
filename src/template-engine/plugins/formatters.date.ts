import type { FormatterTable } from '../plugin';

export const DATE_FORMATTERS: FormatterTable = {};
