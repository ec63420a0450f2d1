/**
 * The captcha widget and GET /api/captcha/challenge read one contract: the endpoint answers
 * the route's response schema, and the solver takes exactly that type. Compile-time checks
 * (`npm run typecheck` fails when they break).
 */
import { describe, expectTypeOf, it } from 'vitest';
import type { z } from 'zod';
import type { CaptchaChallenge } from '../../shared/api/captcha';
import type { captchaEndpoints } from '../../shared/api/captcha-endpoints';
import type { AnswerOf } from '../../shared/api/endpoint';
import type { solutionToken, solveChallenge } from './proof-of-work';

/** A challenge that drifted: the bound renamed, the salt a number. */
type DriftedChallenge = Omit<z.infer<typeof CaptchaChallenge>, 'maxnumber' | 'salt'> & { maxNumber: number; salt: number };

describe('the captcha contract (compile-time)', () => {
  it('CAPT-01 the challenge endpoint answers the schema the solver reads', () => {
    expectTypeOf<AnswerOf<typeof captchaEndpoints.challenge>>().toEqualTypeOf<z.infer<typeof CaptchaChallenge>>();
    expectTypeOf<AnswerOf<typeof captchaEndpoints.challenge>>().toExtend<Parameters<typeof solveChallenge>[0]>();
    expectTypeOf<AnswerOf<typeof captchaEndpoints.challenge>>().toExtend<Parameters<typeof solutionToken>[0]>();
  });

  it('a challenge that disagrees with the solver does not compile', () => {
    expectTypeOf<DriftedChallenge>().not.toExtend<Parameters<typeof solveChallenge>[0]>();
  });
});
