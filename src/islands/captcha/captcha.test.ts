import { createHash } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { makeChallenge, parseSolutionToken, solutionProblem } from '../../modules/captcha/proof-of-work';
import { CAPTCHA_ACTIONS, CAPTCHA_FAILED_MESSAGE, CAPTCHA_INCOMPLETE_MESSAGE, captchaSize, type CaptchaChallenge } from '../../shared/captcha';
import { describeError } from '../../shared/error-catalog';
import { createCaptchaController, type CaptchaState } from './captcha-controller';
import { solutionToken, solveChallenge } from './proof-of-work';
import { sha256Hex } from './sha256';

describe('the browser captcha', () => {
  it('its SHA-256 matches node:crypto for any text, including multi-block and non-ASCII', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 200 }), (text) => sha256Hex(text) === createHash('sha256').update(text, 'utf8').digest('hex')),
      { numRuns: 300 },
    );
    expect(sha256Hex('')).toBe('e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855');
    expect(sha256Hex('é'.repeat(70))).toBe(createHash('sha256').update('é'.repeat(70)).digest('hex'));
  });

  it("solves the server's challenge into a token the server accepts", async () => {
    const challenge = makeChallenge({ hmacKey: 'k', randomHex: 'abc123', websiteId: 'site-1', expiresAtMs: Date.UTC(2030, 0, 1), number: 7777, maxNumber: 10_000 });
    const number = await solveChallenge(challenge, { slice: 1000 });
    expect(number).toBe(7777);
    const solution = parseSolutionToken(solutionToken(challenge, number!))!;
    expect(solutionProblem(solution, 'k', 'site-1', Date.UTC(2029, 0, 1))).toBeNull();
  });

  it('gives up past maxnumber, and when cancelled between slices', async () => {
    const challenge: CaptchaChallenge = { algorithm: 'SHA-256', challenge: 'f'.repeat(64), maxnumber: 50, salt: 's', signature: 'x' };
    expect(await solveChallenge(challenge, { slice: 10 })).toBeNull();
    let slices = 0;
    expect(await solveChallenge({ ...challenge, maxnumber: 1_000_000 }, { slice: 10, cancelled: () => ++slices > 2 })).toBeNull();
    expect(slices).toBe(3);
  });

  it('CAPT-01 CAPT-09 rendered → executed → reset → destroyed; used before rendering: ReCaptcha has not been set up!', async () => {
    const states: CaptchaState[] = [];
    const challenge: CaptchaChallenge = { algorithm: 'SHA-256', challenge: sha256Hex('salt3'), maxnumber: 10, salt: 'salt', signature: 'sig' };
    const controller = createCaptchaController({
      fetchChallenge: async () => challenge,
      solve: (c) => solveChallenge(c),
      token: solutionToken,
      onChange: (state) => states.push(state),
    });
    await expect(controller.execute()).rejects.toThrow('ReCaptcha has not been set up!');
    expect(() => controller.reset()).toThrow('ReCaptcha has not been set up!');
    controller.render();
    const token = await controller.execute();
    expect(JSON.parse(atob(token!))).toMatchObject({ number: 3, salt: 'salt', signature: 'sig' });
    expect(controller.token).toBe(token);
    controller.reset();
    expect(controller.token).toBeNull();
    controller.destroy();
    expect(states).toEqual(['rendered', 'executing', 'executed', 'reset', 'destroyed']);
    await expect(controller.execute()).rejects.toThrow('ReCaptcha has not been set up!');
  });

  it('CAPT-08 a challenge that cannot be fetched or solved fails; a reset while solving drops the result', async () => {
    const failing = createCaptchaController({ fetchChallenge: async () => null, solve: async () => 1, token: () => 't', onChange: () => {} });
    failing.render();
    expect(await failing.execute()).toBeNull();
    expect(failing.state).toBe('failed');
    let release: (n: number) => void = () => {};
    const slow = createCaptchaController({
      fetchChallenge: async () => ({ algorithm: 'SHA-256', challenge: 'c', maxnumber: 1, salt: 's', signature: 'g' }),
      solve: () => new Promise<number>((resolve) => (release = resolve)),
      token: () => 'late token',
      onChange: () => {},
    });
    slow.render();
    const pending = slow.execute();
    await Promise.resolve();
    await Promise.resolve();
    slow.reset();
    release(1);
    expect(await pending).toBeNull();
    expect(slow.state).toBe('reset');
    expect(slow.token).toBeNull();
  });

  it('CAPT-02 CAPT-03 compact below 320px, normal from 320px', () => {
    expect(captchaSize(319.5)).toBe('compact');
    expect(captchaSize(320)).toBe('normal');
    expect(captchaSize(900)).toBe('normal');
  });

  it('CAPT-05 RSTK-13 the captcha actions; the texts are the catalogue\'s (CAPT-07, CAPT-08)', () => {
    expect(CAPTCHA_ACTIONS).toEqual(['FORM_BLOCK_SUBMISSION', 'NEWSLETTER_BLOCK_SUBMISSION', 'PRODUCT_WAITLIST_SUBMISSION', 'PROMO_POPUP_SUBMISSION']);
    expect(describeError('CAPTCHA_REQUIRED').message).toBe(CAPTCHA_INCOMPLETE_MESSAGE);
    expect(describeError('CAPTCHA_FAILED').message).toBe(CAPTCHA_FAILED_MESSAGE);
    expect(CAPTCHA_INCOMPLETE_MESSAGE).toBe('Complete CAPTCHA before submitting.');
    expect(CAPTCHA_FAILED_MESSAGE).toBe('reCAPTCHA failed. Refresh this page and try again.');
  });
});
