/**
 * The analytics script's hold on the browser: cookies, storage, ids, and requests that time
 * out and never throw (ANL-28, ANL-29: failures are silent, nothing is blocked).
 */
import type { CookieJar, KeyStore } from './visit';

export const cookieJar: CookieJar = {
  get(name) {
    for (const part of document.cookie.split(';')) {
      const eq = part.indexOf('=');
      if (part.slice(0, eq).trim() === name) {
        try {
          return decodeURIComponent(part.slice(eq + 1).trim());
        } catch {
          return null;
        }
      }
    }
    return null;
  },
  set(name, value, maxAgeMs) {
    const age = maxAgeMs === null ? '' : `; max-age=${Math.round(maxAgeMs / 1000)}`;
    // Bars stay bars: the visit record's pattern (ANL-37) is the cookie's raw value.
    document.cookie = `${name}=${encodeURIComponent(value).replace(/%7C/g, '|')}; path=/${age}; samesite=lax${location.protocol === 'https:' ? '; secure' : ''}`;
  },
  remove(name) {
    document.cookie = `${name}=; path=/; max-age=0`;
  },
};

/** A storage area, or null when the browser refuses it (reading `localStorage` itself may throw). */
export function storage(kind: 'localStorage' | 'sessionStorage'): KeyStore | null {
  try {
    return window[kind];
  } catch {
    return null;
  }
}

/** 32 random hex digits. */
export function newId(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');
}

/** A request that gives up after `timeoutMs`; resolves to the status, 0 when it failed. */
export async function send(url: string, init: RequestInit, timeoutMs: number): Promise<number> {
  const abort = new AbortController();
  const timer = setTimeout(() => abort.abort(), timeoutMs);
  try {
    const response = await fetch(url, { credentials: 'same-origin', ...init, signal: abort.signal });
    return response.status;
  } catch {
    return 0;
  } finally {
    clearTimeout(timer);
  }
}
