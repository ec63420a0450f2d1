import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/support/app';
import { describeDatabase } from '../../../test/support/database';
import { ownerSession } from '../../../test/support/owner';
import { isDomainError } from '../../shared/errors';
import { assertValidText, isValidText, MAX_DEPTH } from './text-boundary';

const CRUMB = 'text-boundary-test-crumb';
const INVALID_TEXT = { status: 400, code: 'INVALID_TEXT', message: 'The request contains characters that are not allowed.' };

const refusal = (value: unknown): string | null => {
  try {
    assertValidText(value);
    return null;
  } catch (e) {
    return isDomainError(e) ? e.code : 'other';
  }
};

describe('the text rule', () => {
  it('takes any well-formed text, emoji (surrogate pairs) and noncharacters included', () => {
    for (const text of ['', 'plain', 'Zürich 東京', '😀 and 👍🏽', '\uffff\ufffe', '\ud83d\ude00\ud83d\ude00', 'tab\tand\nnewline']) expect(isValidText(text), text).toBe(true);
  });

  it('refuses NUL and lone surrogates wherever they stand', () => {
    for (const text of ['\u0000', 'a\u0000b', '\ud800', 'x\ud800', '\ud800x', '\udc00', 'x\udc00y', '\ude00\ud83d', '\ud83d\ud83d']) expect(isValidText(text), JSON.stringify(text)).toBe(false);
  });

  it('walks values, arrays and keys; deeper than MAX_DEPTH is a bad request', () => {
    expect(refusal({ a: [{ b: 'ok' }], n: 1, t: true, z: null })).toBeNull();
    expect(refusal({ a: [{ b: 'x\u0000' }] })).toBe('INVALID_TEXT');
    expect(refusal({ ['key\ud800']: 1 })).toBe('INVALID_TEXT');
    expect(refusal(['\udfff'])).toBe('INVALID_TEXT');
    let deep: unknown = 'ok';
    for (let i = 0; i < MAX_DEPTH; i++) deep = [deep];
    expect(refusal(deep)).toBeNull();
    expect(refusal([deep])).toBe('BAD_REQUEST');
  });
});

describeDatabase('the text boundary over HTTP', (db) => {
  it('takes a UTF-8 body whose characters are split across chunks, and refuses bytes that are not UTF-8', async () => {
    const app = await createTestApp(db());
    const euro = Buffer.from('{"email":"€@example.com","password":"x"}');
    const split = euro.indexOf(0xe2) + 1;
    const chunks = [euro.subarray(0, split), euro.subarray(split)];
    const post = (payload: Readable | Buffer) =>
      app.inject({ method: 'POST', url: '/api/site-users/account/session', headers: { 'content-type': 'application/json', 'content-length': String(euro.length), cookie: `crumb=${CRUMB}`, 'x-csrf-token': CRUMB }, payload });
    // No site at this host: the body was read as text and the route answered, so the bytes passed.
    expect((await post(Readable.from(chunks))).json().code).toBe('SITE_NOT_FOUND');
    const broken = Buffer.from(euro);
    broken[split] = 0x41;
    expect((await post(broken)).json()).toEqual(INVALID_TEXT);
    await app.close();
  });

  it("checks a multipart upload's text fields and file name, which stream past the hooks", async () => {
    const app = await createTestApp(db());
    const site = await app.services.sites.create({ identifier: `text-${Math.random().toString(16).slice(2, 8)}` });
    const owner = await ownerSession(app, { websiteId: site.id });
    const boundary = 'TEXTBOUNDARY';
    const upload = (disposition: string, alt: string) =>
      app.inject({
        method: 'POST',
        url: '/api/admin/media',
        headers: { ...owner.headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
        payload:
          `--${boundary}\r\nContent-Disposition: form-data; name="altText"\r\n\r\n${alt}\r\n` +
          `--${boundary}\r\nContent-Disposition: form-data; name="file"; ${disposition}\r\nContent-Type: image/png\r\n\r\nnot a png\r\n--${boundary}--\r\n`,
      });
    expect((await upload('filename="a.png"', 'A vase\u0000')).json()).toEqual(INVALID_TEXT);
    expect((await upload("filename*=utf-8''a%00.png", 'A vase')).json()).toEqual(INVALID_TEXT);
    // The same upload with clean text reaches the media rules (not an image: 415).
    expect((await upload('filename="a.png"', 'A vase')).json().code).toBe('MEDIA_FILE_UNSUPPORTED');
    expect(await app.services.media.list(site.id, {})).toEqual([]);
    await app.close();
  });
});
