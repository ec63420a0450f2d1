/** Customer ids: stable from the email alone, read back into it, and never mistaken for another kind. */
import { describe, expect, it } from 'vitest';
import { accountCustomerId, guestCustomerId, parseCustomerId } from './customer-directory';

describe('customer ids', () => {
  it('a guest id is the same for any spelling of one email and reads back into the normalised email', () => {
    expect(guestCustomerId(' Ada@Example.COM ')).toBe(guestCustomerId('ada@example.com'));
    expect(parseCustomerId(guestCustomerId('Ada+shop@Example.com'))).toEqual({ email: 'ada+shop@example.com' });
    expect(parseCustomerId(guestCustomerId('zoë@example.com'))).toEqual({ email: 'zoë@example.com' });
  });

  it('an account id names its site user', () => {
    expect(parseCustomerId(accountCustomerId('u123'))).toEqual({ siteUserId: 'u123' });
  });

  it('anything else names no customer', () => {
    for (const id of ['', 'account-', 'guest-', 'guest-!!', `guest-${Buffer.from('no at sign').toString('base64url')}`, 'someone', `guest-${Buffer.from('ADA@example.com').toString('base64url')}`]) {
      expect(parseCustomerId(id), id).toBeNull();
    }
  });
});
