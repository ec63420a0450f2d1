/** Where the code editor can run: Android's on-screen keyboards break CodeMirror's input. */

/** ADM-43: what Android users are told. */
export const ANDROID_CODE_NOTICE = 'Code editing is not available on Android';

export function isAndroid(userAgent: string): boolean {
  return /\bAndroid\b/i.test(userAgent);
}
