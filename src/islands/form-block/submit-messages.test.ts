import { describe, expect, it } from 'vitest';
import { pageFieldsOf } from './form-submission';
import { safeRedirect, saveOutcome } from './submit-messages';

const message = (status: number, body: unknown) => {
  const outcome = saveOutcome(status, body);
  return outcome.kind === 'message' ? outcome.message : outcome.kind;
};

describe('form submit by HTTP status (spec §8)', () => {
  it('saves on 200', () => expect(saveOutcome(200, { success: true, submissionId: 's1' })).toEqual({ kind: 'saved' }));
  it("FORM-57 401 shows 'Unable to submit form. Please try again later.'", () => expect(message(401, {})).toBe('Unable to submit form. Please try again later.'));
  it("FORM-58 404 shows 'This form has not been configured yet.'", () => expect(message(404, {})).toBe('This form has not been configured yet.'));
  it("FORM-59 429 shows 'Unable to submit form. Submission rate limit exceeded. Please try again later.'", () =>
    expect(message(429, { message: 'slow down' })).toBe('Unable to submit form. Submission rate limit exceeded. Please try again later.'));
  it("FORM-60 500 shows 'Unable to send form. Please try again later.'", () => {
    expect(message(500, {})).toBe('Unable to send form. Please try again later.');
    expect(message(503, {})).toBe('Unable to send form. Please try again later.');
  });
  it('FORM-61 a 400 with data.errors puts each message on its field', () => {
    expect(saveOutcome(400, { errors: { email: 'Required', age: '' } })).toEqual({ kind: 'fields', errors: { email: 'Required' } });
    expect(saveOutcome(400, { status: 400, message: 'x', data: { errors: { name: 'Required' } } })).toEqual({ kind: 'fields', errors: { name: 'Required' } });
  });
  it("FORM-62 any other 400 shows the server's error text", () => {
    expect(message(400, { error: 'reCAPTCHA failed. Refresh this page and try again.' })).toBe('reCAPTCHA failed. Refresh this page and try again.');
    expect(message(400, { errors: {}, data: { error: 'Bad key' } })).toBe('Bad key');
  });
  it("FORM-63 a 400 without errors or error text, or an unexpected status, shows 'Unknown error, please try again later.'", () => {
    expect(message(400, {})).toBe('Unknown error, please try again later.');
    expect(message(418, { error: 'teapot' })).toBe('Unknown error, please try again later.');
  });
  it("FORM-67 GAP-80 a network failure or an answer that is not JSON shows 'Error processing form submission. Please reload and try again.'", () => {
    expect(message(0, undefined)).toBe('Error processing form submission. Please reload and try again.');
    expect(message(200, undefined)).toBe('Error processing form submission. Please reload and try again.');
    expect(message(502, undefined)).toBe('Error processing form submission. Please reload and try again.');
  });
});

describe('after success', () => {
  it('FORM-49 goes only to web addresses and paths of this site', () => {
    expect(safeRedirect('/thanks', 'https://shop.example')).toBe('/thanks');
    expect(safeRedirect('https://other.example/done', 'https://shop.example')).toBe('https://other.example/done');
    expect(safeRedirect('javascript:alert(1)', 'https://shop.example')).toBeNull();
    expect(safeRedirect('//evil.example', 'https://shop.example')).toBe('https://evil.example/');
    expect(safeRedirect('', 'https://shop.example')).toBeNull();
    expect(safeRedirect(null, 'https://shop.example')).toBeNull();
  });
});

describe('the page a submission comes from', () => {
  it("FORM-41 FORM-42 contentSource is 'i' on an item page and 'c' on a collection page", () => {
    expect(pageFieldsOf({ title: 'Tote', body: { id: 'item-abc' } }, '/shop/tote')).toEqual({ pageTitle: 'Tote', pageId: 'abc', contentSource: 'i', pagePath: '/shop/tote', pagePermissionTypeValue: 1 });
    expect(pageFieldsOf({ title: 'Contact', body: { id: 'collection-c1' } }, '/contact')).toMatchObject({ pageId: 'c1', contentSource: 'c' });
    expect(pageFieldsOf({ title: 'Cart', body: { id: 'cart' } }, '/cart')).not.toHaveProperty('contentSource');
  });
});
