import { expect, it } from 'vitest';
import { describeDatabase } from '../../../test/support/database';
import { solveCaptcha } from '../../../test/support/captcha';
import { fixedClock } from '../../shared/clock';
import { isDomainError } from '../../shared/errors';
import { createCaptchaService } from './captcha.service';

async function failure(work: Promise<unknown>): Promise<unknown> {
  try {
    await work;
  } catch (e) {
    if (isDomainError(e, 'CAPTCHA_FAILED')) return e.details.problem;
    throw e;
  }
  return 'passed';
}

describeDatabase('captcha: proof-of-work challenges and single-use solutions', (db) => {
  let counter = 0;
  const setup = (hmacKey = 'key one') => {
    const clock = fixedClock(Date.UTC(2026, 10, 21, 12));
    const service = createCaptchaService({
      db: db().db,
      clock,
      hmacKey,
      randomHex: (bytes) => String(++counter).padStart(bytes * 2, '0'),
      randomInt: (max) => Math.min(1234, max),
      maxNumber: 5000,
    });
    return { clock, service, site: `site-${++counter}` };
  };

  it('CAPT-01 a challenge is in ALTCHA\'s shape, for this site, and its solution passes once (replay refused)', async () => {
    const { service, site } = setup();
    const challenge = service.challenge(site);
    expect(challenge).toMatchObject({ algorithm: 'SHA-256', maxnumber: 5000 });
    expect(challenge.salt).toMatch(new RegExp(`\\?site=${site}&expires=\\d+$`));
    expect(challenge.signature).toMatch(/^[0-9a-f]{64}$/);
    const token = solveCaptcha(challenge);
    expect(await failure(service.verify(site, token))).toBe('passed');
    expect(await failure(service.verify(site, token))).toBe('replayed');
  });

  it('CAPT-08 refuses tokens of another site, another key, expired, with a wrong number or malformed', async () => {
    const { service, site, clock } = setup();
    const other = setup('key two');
    expect(await failure(service.verify('another-site', solveCaptcha(service.challenge(site))))).toBe('site');
    expect(await failure(service.verify(site, solveCaptcha(other.service.challenge(site))))).toBe('signature');
    const late = solveCaptcha(service.challenge(site));
    clock.advance(10 * 60_000 + 1000);
    expect(await failure(service.verify(site, late))).toBe('expired');
    const solved = JSON.parse(Buffer.from(solveCaptcha(service.challenge(site)), 'base64').toString()) as { number: number };
    const wrong = Buffer.from(JSON.stringify({ ...solved, number: solved.number + 1 })).toString('base64');
    expect(await failure(service.verify(site, wrong))).toBe('answer');
    expect(await failure(service.verify(site, 'not a token'))).toBe('format');
    expect(await failure(service.verify(site, ''))).toBe('format');
  });

  it('a tampered salt (another site or a later expiry) no longer matches the signed challenge', async () => {
    const { service, site } = setup();
    const solution = JSON.parse(Buffer.from(solveCaptcha(service.challenge('victim')), 'base64').toString()) as { salt: string };
    const moved = Buffer.from(JSON.stringify({ ...solution, salt: solution.salt.replace('site=victim', `site=${site}`) })).toString('base64');
    expect(await failure(service.verify(site, moved))).toBe('answer');
  });
});
