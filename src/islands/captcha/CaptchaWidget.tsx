/**
 * The site captcha widget (CAPT-01..CAPT-04, CAPT-08): a "I'm not a robot" checkbox that solves
 * a proof-of-work challenge from the site's server when ticked (no third-party script; see
 * docs/decisions.md "Captcha"). Light theme; compact when its container is narrower than
 * 320px. `resetCount` going up resets it (after a failed submit, RSTK-08, FORM-55).
 */
import { useEffect, useId, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { callEndpoint } from '../api-client';
import { captchaEndpoints } from '../../shared/api/captcha-endpoints';
import { captchaSize, CAPTCHA_FAILED_MESSAGE, type CaptchaAction } from '../../shared/captcha';
import { createCaptchaController, type CaptchaState } from './captcha-controller';
import { solutionToken, solveChallenge } from './proof-of-work';
import './captcha.css';

export const CAPTCHA_LABEL = "I'm not a robot";

export interface CaptchaWidgetProps {
  siteKey: string;
  action: CaptchaAction;
  resetCount: number;
  onToken(token: string | null): void;
}

const STATUS: Partial<Record<CaptchaState, string>> = { executing: 'Verifying…', executed: 'Verified', failed: CAPTCHA_FAILED_MESSAGE };

export function CaptchaWidget({ siteKey, action, resetCount, onToken }: CaptchaWidgetProps) {
  const [state, setState] = useState<CaptchaState>('new');
  const [size, setSize] = useState<'compact' | 'normal'>('normal');
  const root = useRef<HTMLDivElement>(null);
  const statusId = useId();
  const tokenCallback = useRef(onToken);
  tokenCallback.current = onToken;
  const controller = useMemo(
    () =>
      createCaptchaController({
        fetchChallenge: async () => {
          const result = await callEndpoint(captchaEndpoints.challenge, {});
          return result.ok ? result.data : null;
        },
        solve: (challenge, cancelled) => solveChallenge(challenge, { cancelled }),
        token: solutionToken,
        onChange: (next, token) => {
          setState(next);
          tokenCallback.current(token);
        },
      }),
    [],
  );

  useLayoutEffect(() => {
    controller.render();
    return () => controller.destroy();
  }, [controller]);

  const firstReset = useRef(resetCount);
  useEffect(() => {
    if (resetCount !== firstReset.current) controller.reset();
  }, [controller, resetCount]);

  // CAPT-02: the size follows the container's width.
  useLayoutEffect(() => {
    const container = root.current?.parentElement;
    if (container === null || container === undefined) return;
    const measure = () => setSize(captchaSize(container.getBoundingClientRect().width));
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(container);
    return () => observer.disconnect();
  }, []);

  const busy = state === 'executing';
  const done = state === 'executed';
  return (
    <div ref={root} className={`StoaCaptcha StoaCaptcha--${size}`} data-captcha-state={state} data-size={size} data-theme="light" data-sitekey={siteKey} data-action={action}>
      <button
        type="button"
        role="checkbox"
        className="StoaCaptcha-check"
        aria-checked={busy || done}
        aria-disabled={busy || done}
        aria-describedby={statusId}
        onClick={() => {
          if (!busy && !done) void controller.execute();
        }}
      >
        <span className="StoaCaptcha-mark" aria-hidden="true" />
        {CAPTCHA_LABEL}
      </button>
      <span id={statusId} className="StoaCaptcha-status" role="status">
        {STATUS[state] ?? ''}
      </span>
    </div>
  );
}
