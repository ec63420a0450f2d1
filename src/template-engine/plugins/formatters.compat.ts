import type { FormatterTable } from '../plugin';

export const COMPAT_FORMATTERS: FormatterTable = {};
