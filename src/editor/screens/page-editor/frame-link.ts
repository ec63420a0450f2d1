/**
 * The typed messages between the editor and the storefront page in its preview frame, both on
 * the site's own origin. The editor accepts a message only from that origin and from the
 * frame's window, checks its shape, and queues what it sends until the frame says it is
 * ready (again after every navigation of the frame); of queued renders only the newest waits.
 */
export type FrameToEditorMessage =
  | { type: 'stoa:frame-ready'; path: string }
  | { type: 'stoa:rendered' }
  | { type: 'stoa:select-block'; blockId: string }
  | { type: 'stoa:frame-url'; url: string };
export type EditorToFrameMessage = { type: 'stoa:render'; html: string } | { type: 'stoa:highlight-block'; blockId: string | null };

export const PREVIEW_QUERY = { name: 'preview', value: 'draft' } as const;
export const EDITOR_FRAME_ATTRIBUTE = 'data-stoa-editor-frame';

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const isId = (value: unknown): value is string => typeof value === 'string' && value.length > 0 && value.length <= 64;

export function isFrameToEditorMessage(data: unknown): data is FrameToEditorMessage {
  if (!isRecord(data)) return false;
  switch (data.type) {
    case 'stoa:frame-ready':
      return typeof data.path === 'string' && data.path.startsWith('/');
    case 'stoa:rendered':
      return true;
    case 'stoa:select-block':
      return isId(data.blockId);
    case 'stoa:frame-url':
      return typeof data.url === 'string' && data.url !== '';
    default:
      return false;
  }
}

export function acceptsFrameMessage(event: { origin: string; source: unknown }, origin: string, expectedSource: unknown): boolean {
  return event.origin === origin && expectedSource !== null && expectedSource !== undefined && event.source === expectedSource;
}

export function createFrameOutbox(post: (message: EditorToFrameMessage) => void) {
  let ready = false;
  let queue: EditorToFrameMessage[] = [];
  return {
    send(message: EditorToFrameMessage): void {
      if (ready) return post(message);
      if (message.type === 'stoa:render') queue = queue.filter((m) => m.type !== 'stoa:render');
      queue.push(message);
    },
    frameReady(): void {
      ready = true;
      const waiting = queue;
      queue = [];
      for (const message of waiting) post(message);
    },
    frameNavigated(): void {
      ready = false;
    },
  };
}
