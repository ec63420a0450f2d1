/**
 * Reads test-resource files of the JSON-T conformance format: sections opened by a line
 * `:NAME`. Both the `:PARAMS` (JSON) and `:PROPERTIES` (Java properties) styles and both
 * `:TEMPLATE` and `:SOURCE` are understood, so suites of the Java sibling load too.
 */

export interface ConformanceCase {
  template: string;
  /** Expected output; absent for tree cases. */
  output?: string;
  /** `:JSON` parsed: the data, or in `ast-*` files the expected instruction tree. */
  json: unknown;
  partials?: Record<string, string>;
  injects?: Record<string, unknown>;
  locale: string;
  now?: number;
}

const SECTION = /^:([a-zA-Z\d_-]+)\s*$/;

/** Splits a resource file into its sections (text after each `:NAME` line up to the next). */
export function splitSections(raw: string): Record<string, string> {
  const sections: Record<string, string> = {};
  let key: string | null = null;
  let lines: string[] = [];
  for (const line of raw.split('\n')) {
    const m = SECTION.exec(line);
    if (m === null) {
      lines.push(line);
      continue;
    }
    if (key !== null) sections[key] = lines.join('\n');
    lines = [];
    key = m[1]!;
  }
  if (key !== null && !(key in sections)) sections[key] = lines.join('\n');
  return sections;
}

function parseProperties(text: string): Record<string, string> {
  const props: Record<string, string> = {};
  for (const line of text.split('\n')) {
    const trimmed = line.trim();
    if (trimmed === '' || trimmed.startsWith('#') || trimmed.startsWith('!')) continue;
    const m = /^([^=:\s]+)\s*[=:\s]\s*(.*)$/.exec(trimmed);
    if (m !== null) props[m[1]!] = m[2]!;
  }
  return props;
}

/** Parses one resource file; throws on malformed JSON sections. */
export function parseConformanceCase(raw: string): ConformanceCase {
  const s = splitSections(raw);
  const template = s.TEMPLATE ?? s.SOURCE ?? '';
  let locale = 'en';
  let now: number | undefined;
  if (s.PARAMS !== undefined && s.PARAMS.trim() !== '') {
    const params = JSON.parse(s.PARAMS) as { locale?: string; now?: number };
    if (params.locale !== undefined) locale = params.locale;
    if (params.now !== undefined) now = params.now;
  }
  if (s.PROPERTIES !== undefined) {
    const props = parseProperties(s.PROPERTIES);
    if (props.locale !== undefined) locale = props.locale;
    if (props.now !== undefined) now = Number(props.now);
  }
  const mapJson = (text: string | undefined, parseValues: boolean) => {
    if (text === undefined) return undefined;
    const obj = JSON.parse(text) as Record<string, unknown>;
    if (parseValues) for (const k of Object.keys(obj)) obj[k] = JSON.parse(obj[k] as string);
    return obj;
  };
  const result: ConformanceCase = {
    template,
    json: s.JSON !== undefined && s.JSON.trim() !== '' ? JSON.parse(s.JSON) : {},
    locale,
  };
  if (s.OUTPUT !== undefined) result.output = s.OUTPUT;
  if (s.PARTIALS !== undefined) result.partials = mapJson(s.PARTIALS, false) as Record<string, string>;
  if (s.INJECT !== undefined) result.injects = mapJson(s.INJECT, true);
  if (now !== undefined) result.now = now;
  return result;
}
