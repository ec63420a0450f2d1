/**
 * The provider's popup content (BNPL-21, BNPL-22): fetched by locale (and the price, for the
 * payment schedule) the first time it is opened, kept for later openings. A failure is only a
 * console warning (BNPL-22): the visitor sees nothing change and may simply try again.
 */

const cache = new Map<string, Promise<string | null>>();

/** The popup's HTML, or null when it could not be loaded (after warning on the console). */
export function loadInstalmentModal(url: string): Promise<string | null> {
  let pending = cache.get(url);
  if (pending === undefined) {
    pending = fetch(url, { credentials: 'same-origin', headers: { accept: 'text/html' } })
      .then(async (response) => {
        if (!response.ok) throw new Error(`HTTP ${response.status}`);
        return response.text();
      })
      .catch((error: unknown) => {
        cache.delete(url);
        console.warn('Unable to load the instalment information:', error instanceof Error ? error.message : error);
        return null;
      });
    cache.set(url, pending);
  }
  return pending;
}

/** The modal endpoint's URL for a provider locale and an amount (minor units). */
export function instalmentModalUrl(base: string, locale: string, amount: number | null): string {
  const query = new URLSearchParams({ locale });
  if (amount !== null) query.set('amount', String(amount));
  return `${base}?${query.toString()}`;
}
