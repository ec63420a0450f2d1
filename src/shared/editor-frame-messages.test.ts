import { describe, expect, it } from 'vitest';
import {
  acceptsFrameMessage,
  createFrameOutbox,
  isEditorToFrameMessage,
  isFrameToEditorMessage,
  MAX_RENDER_HTML_LENGTH,
  type EditorToFrameMessage,
} from './editor-frame-messages';

describe('editor ↔ frame messages', () => {
  it('the frame → editor guard takes the four messages and nothing malformed', () => {
    for (const ok of [
      { type: 'stoa:frame-ready', path: '/about?preview=draft' },
      { type: 'stoa:rendered' },
      { type: 'stoa:select-block', blockId: 'a1_b-2' },
      { type: 'stoa:frame-url', url: 'https://shop.example.com/cart?preview=draft' },
    ]) {
      expect(isFrameToEditorMessage(ok), JSON.stringify(ok)).toBe(true);
    }
    for (const bad of [
      null,
      'stoa:rendered',
      [],
      { type: 'stoa:frame-ready' },
      { type: 'stoa:frame-ready', path: 'https://evil.example/' },
      { type: 'stoa:select-block', blockId: '' },
      { type: 'stoa:select-block', blockId: 'x'.repeat(65) },
      { type: 'stoa:select-block', blockId: 7 },
      { type: 'stoa:frame-url', url: '' },
      { type: 'stoa:render', html: '<p>x</p>' },
      { type: 'other' },
    ]) {
      expect(isFrameToEditorMessage(bad), JSON.stringify(bad)).toBe(false);
    }
  });

  it('the editor → frame guard takes render and highlight only, with sane sizes', () => {
    expect(isEditorToFrameMessage({ type: 'stoa:render', html: '<div data-stoa-layout="p1"></div>' })).toBe(true);
    expect(isEditorToFrameMessage({ type: 'stoa:highlight-block', blockId: 'b1' })).toBe(true);
    expect(isEditorToFrameMessage({ type: 'stoa:highlight-block', blockId: null })).toBe(true);
    expect(isEditorToFrameMessage({ type: 'stoa:render' })).toBe(false);
    expect(isEditorToFrameMessage({ type: 'stoa:render', html: 'x'.repeat(MAX_RENDER_HTML_LENGTH + 1) })).toBe(false);
    expect(isEditorToFrameMessage({ type: 'stoa:highlight-block' })).toBe(false);
    expect(isEditorToFrameMessage({ type: 'stoa:select-block', blockId: 'b1' })).toBe(false);
    expect(isEditorToFrameMessage(undefined)).toBe(false);
  });

  it('a message counts only from the own origin and the expected window', () => {
    const frame = {};
    expect(acceptsFrameMessage({ origin: 'https://shop.example.com', source: frame }, 'https://shop.example.com', frame)).toBe(true);
    expect(acceptsFrameMessage({ origin: 'https://evil.example', source: frame }, 'https://shop.example.com', frame)).toBe(false);
    expect(acceptsFrameMessage({ origin: 'https://shop.example.com', source: {} }, 'https://shop.example.com', frame)).toBe(false);
    expect(acceptsFrameMessage({ origin: 'https://shop.example.com', source: null }, 'https://shop.example.com', null)).toBe(false);
  });

  it('the outbox queues until the frame is ready, keeps only the newest render, and waits again after a navigation', () => {
    const sent: EditorToFrameMessage[] = [];
    const outbox = createFrameOutbox((m) => sent.push(m));
    outbox.send({ type: 'stoa:render', html: 'one' });
    outbox.send({ type: 'stoa:highlight-block', blockId: 'b1' });
    outbox.send({ type: 'stoa:render', html: 'two' });
    expect(sent).toEqual([]);
    expect(outbox.pending).toBe(2);
    outbox.frameReady();
    expect(sent).toEqual([{ type: 'stoa:highlight-block', blockId: 'b1' }, { type: 'stoa:render', html: 'two' }]);
    outbox.send({ type: 'stoa:render', html: 'three' });
    expect(sent).toHaveLength(3);
    outbox.frameNavigated();
    expect(outbox.isReady).toBe(false);
    outbox.send({ type: 'stoa:render', html: 'four' });
    expect(sent).toHaveLength(3);
    outbox.frameReady();
    expect(sent.at(-1)).toEqual({ type: 'stoa:render', html: 'four' });
  });
});
