import { describe, expect, it } from 'vitest';
import * as shared from '../../shared/analytics/cookie-consent';
import * as inline from './consent-inline';

describe("the analytics script's copy of the cookie policy rule", () => {
  it('GAP-66 ANL-40 decides every case as the shared rule does', () => {
    expect(inline.CONSENT_CHANGED_EVENT_NAME).toBe(shared.CONSENT_CHANGED_EVENT);
    for (const cookie of ['', 'ss_cookieAllowed=1', 'a=b; ss_cookieAllowed=0', 'ss_cookieAllowed=2', 'xss_cookieAllowed=1']) {
      expect(inline.visitorChoiceOf(cookie)).toBe(shared.visitorChoiceOf(cookie));
    }
    for (const mode of shared.COOKIE_BANNER_MODES) {
      for (const choice of ['accepted', 'declined', 'none'] as const) {
        for (const signals of [{}, { doNotTrack: true }, { globalPrivacyControl: true }]) {
          expect(inline.isRestrictive(mode, choice, signals)).toBe(shared.isRestrictive(mode, choice, signals));
        }
      }
    }
  });
});
