/**
 * The captcha widget's life (CAPT-01): rendered → executed (a token) → reset → … → destroyed.
 * Executing fetches a fresh challenge and solves it; a reset or destroy while solving drops
 * that result. Using it before it is rendered throws CAPT-09's 'ReCaptcha has not been set up!'.
 */
import { CAPTCHA_NOT_SET_UP_MESSAGE, type CaptchaChallenge } from '../../shared/captcha';

export type CaptchaState = 'new' | 'rendered' | 'executing' | 'executed' | 'failed' | 'reset' | 'destroyed';

export interface CaptchaControllerDeps {
  fetchChallenge(): Promise<CaptchaChallenge | null>;
  solve(challenge: CaptchaChallenge, cancelled: () => boolean): Promise<number | null>;
  token(challenge: CaptchaChallenge, number: number): string;
  onChange(state: CaptchaState, token: string | null): void;
}

export interface CaptchaController {
  readonly state: CaptchaState;
  readonly token: string | null;
  render(): void;
  /** Solves a challenge; resolves with the token, or null when it failed or was reset meanwhile. */
  execute(): Promise<string | null>;
  reset(): void;
  destroy(): void;
}

export function createCaptchaController(deps: CaptchaControllerDeps): CaptchaController {
  let state: CaptchaState = 'new';
  let token: string | null = null;
  let run = 0;
  const set = (next: CaptchaState, nextToken: string | null) => {
    state = next;
    token = nextToken;
    deps.onChange(state, token);
  };
  const ready = () => {
    if (state === 'new' || state === 'destroyed') throw new Error(CAPTCHA_NOT_SET_UP_MESSAGE);
  };
  return {
    get state() {
      return state;
    },
    get token() {
      return token;
    },
    render() {
      if (state === 'new') set('rendered', null);
    },
    async execute() {
      ready();
      if (state === 'executing' || state === 'executed') return token;
      const mine = ++run;
      const stale = () => mine !== run;
      set('executing', null);
      try {
        const challenge = await deps.fetchChallenge();
        const number = challenge === null || stale() ? null : await deps.solve(challenge, stale);
        if (stale()) return null;
        if (challenge === null || number === null) {
          set('failed', null);
          return null;
        }
        set('executed', deps.token(challenge, number));
        return token;
      } catch {
        if (!stale()) set('failed', null);
        return null;
      }
    },
    reset() {
      ready();
      run++;
      set('reset', null);
    },
    destroy() {
      run++;
      if (state !== 'destroyed') set('destroyed', null);
    },
  };
}
