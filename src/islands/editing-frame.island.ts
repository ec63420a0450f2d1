/**
 * The editing frame script, linked only on `?preview=draft` pages (the owner's editor shows
 * them in an iframe). It speaks the protocol of `src/shared/editor-frame-messages.ts` with the
 * parent window, on the site's own origin only:
 *  - says `stoa:frame-ready` (with the path) and `stoa:frame-url` on every load, and
 *    `stoa:frame-url` again when history changes the URL;
 *  - on `stoa:render` swaps the page's layout container for the new one, starts the islands
 *    in it (loading entries the page had not needed yet) and answers `stoa:rendered`;
 *  - a click inside a block (or a form sent in one) selects it (`stoa:select-block`) instead
 *    of following links or sending the form;
 *  - `stoa:highlight-block` outlines a block;
 *  - links and GET forms elsewhere keep `?preview=draft`, so the frame stays a preview.
 * Opened outside a frame, only the last point applies.
 */
import {
  BLOCK_ID_ATTRIBUTE,
  EDITING_FRAME_CONFIG_ID,
  HIGHLIGHTED_ATTRIBUTE,
  LAYOUT_ATTRIBUTE,
  PREVIEW_QUERY,
  acceptsFrameMessage,
  isEditorToFrameMessage,
  type FrameToEditorMessage,
} from '../shared/editor-frame-messages';
import { ISLANDS_SCAN_EVENT } from './hydrate';

const origin = window.location.origin;
const framed = window.parent !== window;

function islandEntries(): Record<string, string> {
  try {
    const parsed: unknown = JSON.parse(document.getElementById(EDITING_FRAME_CONFIG_ID)?.textContent ?? '{}');
    const islands = (parsed as { islands?: unknown }).islands;
    return typeof islands === 'object' && islands !== null ? (islands as Record<string, string>) : {};
  } catch {
    return {};
  }
}

function post(message: FrameToEditorMessage): void {
  if (framed) window.parent.postMessage(message, origin);
}

/** `url` with the preview parameter, when it is a page of this site. */
function withPreview(url: URL): URL | null {
  if (url.origin !== origin || url.pathname.startsWith('/api/') || url.pathname.startsWith('/assets/')) return null;
  url.searchParams.set(PREVIEW_QUERY.name, PREVIEW_QUERY.value);
  return url;
}

const blockOf = (target: EventTarget | null): Element | null => (target instanceof Element ? target.closest(`[${BLOCK_ID_ATTRIBUTE}]`) : null);

// Capture: runs before the islands' own handlers, so a block click never reaches a link or a form.
document.addEventListener(
  'click',
  (event) => {
    const block = framed ? blockOf(event.target) : null;
    if (block !== null) {
      event.preventDefault();
      event.stopPropagation();
      post({ type: 'stoa:select-block', blockId: block.getAttribute(BLOCK_ID_ATTRIBUTE)! });
      return;
    }
    const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
    if (link instanceof HTMLAnchorElement && link.target !== '_blank') {
      const kept = withPreview(new URL(link.href, window.location.href));
      if (kept !== null) link.href = kept.href;
    }
  },
  true,
);

document.addEventListener(
  'submit',
  (event) => {
    const form = event.target;
    if (!(form instanceof HTMLFormElement)) return;
    // A form inside a block (a newsletter sign-up sent with Enter) selects its block, like a click.
    const block = framed ? blockOf(form) : null;
    if (block !== null) {
      event.preventDefault();
      event.stopPropagation();
      post({ type: 'stoa:select-block', blockId: block.getAttribute(BLOCK_ID_ATTRIBUTE)! });
      return;
    }
    if (form.method.toLowerCase() !== 'get') return;
    if (withPreview(new URL(form.action, window.location.href)) === null || form.querySelector(`input[name="${PREVIEW_QUERY.name}"]`) !== null) return;
    const input = document.createElement('input');
    input.type = 'hidden';
    input.name = PREVIEW_QUERY.name;
    input.value = PREVIEW_QUERY.value;
    form.append(input);
  },
  true,
);

let highlighted: string | null = null;

function highlight(blockId: string | null, scroll: boolean): void {
  highlighted = blockId;
  for (const element of document.querySelectorAll(`[${HIGHLIGHTED_ATTRIBUTE}]`)) {
    element.removeAttribute(HIGHLIGHTED_ATTRIBUTE);
    (element as HTMLElement).style.removeProperty('outline');
    (element as HTMLElement).style.removeProperty('outline-offset');
  }
  if (blockId === null) return;
  const element = document.querySelector<HTMLElement>(`[${BLOCK_ID_ATTRIBUTE}="${CSS.escape(blockId)}"]`);
  if (element === null) return;
  element.setAttribute(HIGHLIGHTED_ATTRIBUTE, '');
  element.style.setProperty('outline', '2px solid #2563eb');
  element.style.setProperty('outline-offset', '2px');
  if (scroll) element.scrollIntoView({ block: 'nearest' });
}

const loaded = new Set<string>();

/** Starts the islands mounted in `root`: entries not on the page yet are loaded, the others rescan. */
async function startIslands(root: ParentNode): Promise<void> {
  const entries = islandEntries();
  const names = new Set([...root.querySelectorAll('[data-island]')].map((mount) => mount.getAttribute('data-island') ?? ''));
  const pageScripts = new Set([...document.querySelectorAll<HTMLScriptElement>('script[src]')].map((script) => new URL(script.src).pathname));
  const loads: Promise<unknown>[] = [];
  for (const name of names) {
    const entry = entries[name];
    if (entry === undefined || pageScripts.has(entry) || loaded.has(entry)) continue;
    loaded.add(entry);
    // Same-origin entries started by this (nonced) script: allowed by the page's 'strict-dynamic'.
    loads.push(import(/* @vite-ignore */ entry).catch(() => undefined));
  }
  await Promise.all(loads);
  document.dispatchEvent(new Event(ISLANDS_SCAN_EVENT));
}

async function render(html: string): Promise<void> {
  const template = document.createElement('template');
  template.innerHTML = html;
  const incoming = template.content.querySelector(`[${LAYOUT_ATTRIBUTE}]`);
  const id = incoming?.getAttribute(LAYOUT_ATTRIBUTE);
  const current =
    (id === undefined || id === null ? null : document.querySelector(`[${LAYOUT_ATTRIBUTE}="${CSS.escape(id)}"]`)) ?? document.querySelector(`[${LAYOUT_ATTRIBUTE}]`);
  if (current === null) return;
  let root: ParentNode;
  if (incoming instanceof HTMLElement) {
    current.replaceWith(incoming);
    root = incoming;
  } else {
    current.innerHTML = html;
    root = current;
  }
  await startIslands(root);
  highlight(highlighted, false);
}

if (framed) {
  window.addEventListener('message', (event) => {
    if (!acceptsFrameMessage(event, origin, window.parent) || !isEditorToFrameMessage(event.data)) return;
    const message = event.data;
    if (message.type === 'stoa:highlight-block') return highlight(message.blockId, true);
    void render(message.html).finally(() => post({ type: 'stoa:rendered' }));
  });
  const announceUrl = () => post({ type: 'stoa:frame-url', url: window.location.href });
  window.addEventListener('popstate', announceUrl);
  window.addEventListener('hashchange', announceUrl);
  post({ type: 'stoa:frame-ready', path: window.location.pathname + window.location.search });
  announceUrl();
}
