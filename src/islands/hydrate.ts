/**
 * Finds an island's mounts (`data-island="NAME"`, rendered by the server) and their props
 * (`<script type="application/json" data-island-props="NAME">` inside the mount, or right
 * after it), and starts the island on each mount once; again for mounts that arrive later
 * (`ISLANDS_SCAN_EVENT`).
 */

const STARTED = 'data-island-started';

/**
 * Dispatched on `document` when new server markup arrived without a page load (the editing
 * frame swapping in a draft layout): every island loaded on the page looks for new mounts.
 */
export const ISLANDS_SCAN_EVENT = 'stoa:islands-scan';

/** The props JSON of a mount, or null when it has none or it does not parse. */
export function islandProps<T>(mount: Element, name: string): T | null {
  const selector = `script[type="application/json"][data-island-props="${name}"]`;
  const next = mount.nextElementSibling;
  const script = mount.querySelector(selector) ?? (next?.matches(selector) ? next : null);
  if (script === null) return null;
  try {
    return JSON.parse(script.textContent ?? 'null') as T;
  } catch {
    return null;
  }
}

/** Runs `start` for every not yet started mount of island `name` (scripts may run twice). */
export function hydrateIslands<T>(name: string, start: (mount: HTMLElement, props: T) => void): void {
  const run = () => {
    for (const mount of document.querySelectorAll<HTMLElement>(`[data-island="${name}"]`)) {
      if (mount.hasAttribute(STARTED)) continue;
      const props = islandProps<T>(mount, name);
      if (props === null) continue;
      mount.setAttribute(STARTED, '');
      start(mount, props);
    }
  };
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', run, { once: true });
  else run();
  document.addEventListener(ISLANDS_SCAN_EVENT, run);
}
