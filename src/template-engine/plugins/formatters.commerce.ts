import type { FormatterTable } from '../plugin';

export const COMMERCE_FORMATTERS: FormatterTable = {};
