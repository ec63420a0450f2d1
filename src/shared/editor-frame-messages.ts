/**
 * The messages between the owner's editor (at /config) and the storefront page it shows in
 * an iframe (`?preview=draft`, the editing frame script `src/islands/editing-frame.island.ts`).
 * Both sides are on the site's own origin: each posts with that origin as the target and
 * accepts a message only from it and only from the other window (`acceptsFrameMessage`), then
 * checks its shape with the guards here. The editor queues what it sends until the frame says
 * `stoa:frame-ready` (`createFrameOutbox`), and again after every frame navigation.
 */

/** The query that makes a storefront page the draft preview (for owners who may edit content). */
export const PREVIEW_QUERY = { name: 'preview', value: 'draft' } as const;

/** On the editor's iframe: the cart pill (NAV-04) and the frame script know they are in the editor. */
export const EDITOR_FRAME_ATTRIBUTE = 'data-stoa-editor-frame';
/** On a preview page's layout container; its value is the page's collection id. */
export const LAYOUT_ATTRIBUTE = 'data-stoa-layout';
/** On the element around each block of a preview page; its value is the block's id. */
export const BLOCK_ID_ATTRIBUTE = 'data-block-id';
/** The id of the JSON a preview page carries for the frame script: `{islands: {name: entryUrl}}`. */
export const EDITING_FRAME_CONFIG_ID = 'stoa-editing-frame';
/** On the block the editor highlights (the frame outlines it). */
export const HIGHLIGHTED_ATTRIBUTE = 'data-stoa-highlighted';

// ── Frame → editor ─────────────────────────────────────────────────────────────────────────

/** The frame script has started on a page (after every load): the editor may send now. */
export interface FrameReadyMessage {
  type: 'stoa:frame-ready';
  /** Path and query of the page, e.g. `/about?preview=draft`. */
  path: string;
}
/** The frame swapped in the layout of the last `stoa:render` and started its islands. */
export interface FrameRenderedMessage {
  type: 'stoa:rendered';
}
/** The owner clicked inside a block in the frame. */
export interface FrameSelectBlockMessage {
  type: 'stoa:select-block';
  blockId: string;
}
/** The frame's page changed (a load, the cart pill, history): its full URL. */
export interface FrameUrlMessage {
  type: 'stoa:frame-url';
  url: string;
}
export type FrameToEditorMessage = FrameReadyMessage | FrameRenderedMessage | FrameSelectBlockMessage | FrameUrlMessage;

// ── Editor → frame ─────────────────────────────────────────────────────────────────────────

/** Swap the page's layout for this HTML (the answer of POST …/pages/:collectionId/preview). */
export interface FrameRenderMessage {
  type: 'stoa:render';
  html: string;
}
/** Outline this block (null: none) and scroll it into view. */
export interface FrameHighlightBlockMessage {
  type: 'stoa:highlight-block';
  blockId: string | null;
}
export type EditorToFrameMessage = FrameRenderMessage | FrameHighlightBlockMessage;

const MAX_ID_LENGTH = 64;
const MAX_URL_LENGTH = 4096;
/** A 60-block layout is a few hundred kilobytes at most; anything far beyond is refused. */
export const MAX_RENDER_HTML_LENGTH = 4 * 1024 * 1024;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const isId = (value: unknown): value is string => typeof value === 'string' && value.length > 0 && value.length <= MAX_ID_LENGTH;
const isText = (value: unknown, max: number): value is string => typeof value === 'string' && value.length <= max;

/** True for a well-formed message from the frame to the editor. */
export function isFrameToEditorMessage(data: unknown): data is FrameToEditorMessage {
  if (!isRecord(data)) return false;
  switch (data.type) {
    case 'stoa:frame-ready':
      return isText(data.path, MAX_URL_LENGTH) && data.path.startsWith('/');
    case 'stoa:rendered':
      return true;
    case 'stoa:select-block':
      return isId(data.blockId);
    case 'stoa:frame-url':
      return isText(data.url, MAX_URL_LENGTH) && data.url !== '';
    default:
      return false;
  }
}

/** True for a well-formed message from the editor to the frame. */
export function isEditorToFrameMessage(data: unknown): data is EditorToFrameMessage {
  if (!isRecord(data)) return false;
  switch (data.type) {
    case 'stoa:render':
      return isText(data.html, MAX_RENDER_HTML_LENGTH);
    case 'stoa:highlight-block':
      return data.blockId === null || isId(data.blockId);
    default:
      return false;
  }
}

/** What a receiver knows of a message event (`MessageEvent` has both). */
export interface FrameMessageEvent {
  origin: string;
  source: unknown;
}

/**
 * Whether to look at a message at all: it must come from `origin` (the site's own, never
 * `*`) and from `expectedSource` (the frame's window for the editor, `window.parent` for the
 * frame), so another page or another frame cannot speak for either side.
 */
export function acceptsFrameMessage(event: FrameMessageEvent, origin: string, expectedSource: unknown): boolean {
  return event.origin === origin && expectedSource !== null && expectedSource !== undefined && event.source === expectedSource;
}

/**
 * The editor's outbox to the frame: messages wait until the frame says it is ready, then go
 * in order; `frameNavigated` (the iframe starts loading another page) makes them wait again.
 * Of queued renders only the newest is kept: an older layout is of no use once a newer exists.
 */
export function createFrameOutbox(post: (message: EditorToFrameMessage) => void) {
  let ready = false;
  let queue: EditorToFrameMessage[] = [];
  return {
    send(message: EditorToFrameMessage): void {
      if (ready) return post(message);
      if (message.type === 'stoa:render') queue = queue.filter((m) => m.type !== 'stoa:render');
      queue.push(message);
    },
    /** The frame posted `stoa:frame-ready`: sends what waited. */
    frameReady(): void {
      ready = true;
      const waiting = queue;
      queue = [];
      for (const message of waiting) post(message);
    },
    frameNavigated(): void {
      ready = false;
    },
    get isReady(): boolean {
      return ready;
    },
    get pending(): number {
      return queue.length;
    },
  };
}
