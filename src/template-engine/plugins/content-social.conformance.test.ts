/**
 * The reference's formatter and predicate cases for the content, social and slide plugins,
 * rendered by the whole engine. Reads ../shared at run time and skips when it is absent.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseConformanceCase } from '../conformance-files';
import { render } from '../index';

const DIR = resolve(import.meta.dirname, '../../../../shared/conformance/template-engine/plugins/resources');

const FORMATTER_CASES =
  /^f-(absurl|activate-twitter-links|audio-player|capitalize|child-image-meta|color-weight|comment-count|comment-link|comments|google-calendar-url|height|humanize-duration|image|image-color|image-meta|image-srcset|item-classes|like-button|resized|social-button|social-button-inline|twitter-follow-button|video|website-color|width)-\d+\.html$/;

// Core (comparisons, debug, even-odd, nth, plural, singular) and commerce predicates live elsewhere.
const OTHER_PREDICATE_CASES = /^p-(comparisons|debug|even-odd|nth|plural|singular|has-variants|on-sale|sold-out|varied-prices)/;

const files = existsSync(DIR)
  ? readdirSync(DIR)
      .filter((f) => FORMATTER_CASES.test(f) || (f.startsWith('p-') && f.endsWith('.html') && !OTHER_PREDICATE_CASES.test(f)))
      .sort()
  : [];

describe.skipIf(files.length === 0)('TPL-02..TPL-09 reference cases of content, social and slide plugins', () => {
  it('finds the 63 formatter and 39 predicate cases', () => {
    expect(files.filter((f) => f.startsWith('f-')).length).toBe(63);
    expect(files.filter((f) => f.startsWith('p-')).length).toBe(39);
  });

  for (const file of files) {
    it(`${file} renders what the reference renders`, () => {
      const c = parseConformanceCase(readFileSync(join(DIR, file), 'utf8'));
      const result = render(c.template, c.json, {
        locale: c.locale,
        now: c.now,
        partials: c.partials,
        injects: c.injects,
      });
      expect(result.html.trim()).toBe((c.output ?? '').trim());
    });
  }
});
