import { describe, expect, it } from 'vitest';
import { describeError } from '../../shared/error-catalog';
import { restockEmailError, RESTOCK_DEFAULT_SUCCESS_MESSAGE } from '../../shared/restock';
import { restockPayload } from './restock-request';

describe('restock sign-up rules', () => {
  it('RSTK-03 RSTK-04 UTIL-12 blank, then invalid (3 to 256 characters, a simple address)', () => {
    expect(restockEmailError('')).toBe('Email cannot be blank');
    expect(restockEmailError('   ')).toBe('Email cannot be blank');
    expect(restockEmailError('ada')).toBe('Email is invalid');
    expect(restockEmailError('ada@example')).toBe('Email is invalid');
    expect(restockEmailError('a d@example.com')).toBe('Email is invalid');
    expect(restockEmailError(`${'a'.repeat(245)}@example.com`)).toBe('Email is invalid');
    expect(restockEmailError(' ada@example.com ')).toBeNull();
    expect(restockEmailError('a@b.c')).toBeNull();
    expect(describeError('RESTOCK_EMAIL_BLANK').message).toBe('Email cannot be blank');
    expect(describeError('RESTOCK_EMAIL_INVALID').message).toBe('Email is invalid');
  });

  it('RSTK-07 GAP-99 the default success text', () => {
    expect(RESTOCK_DEFAULT_SUCCESS_MESSAGE).toBe('Signed up!');
  });

  it('RSTK-11 RSTK-12 the payload: siteVisitorEmail as {email}, the captcha token only when solved, language only with multilingual emails', () => {
    const input = { productId: 'p', variantId: 'v', email: ' ada@example.com ', isJoinMailingList: true, captchaToken: null };
    expect(restockPayload(input, { multilingualEmails: false, language: 'fr-CA' })).toEqual({ productId: 'p', variantId: 'v', siteVisitorEmail: { email: 'ada@example.com' }, isJoinMailingList: true });
    expect(restockPayload({ ...input, captchaToken: 'tok' }, { multilingualEmails: true, language: 'fr-CA' })).toEqual({
      productId: 'p',
      variantId: 'v',
      siteVisitorEmail: { email: 'ada@example.com' },
      isJoinMailingList: true,
      captchaToken: 'tok',
      language: 'fr-CA',
    });
  });
});
