/**
 * The centre of the page editor: the storefront page itself in an iframe, with the draft
 * (`?preview=draft`). Each edit asks the server for the layout's HTML and sends it to the
 * frame, which swaps it in without reloading; a click on a block in the frame selects it here,
 * and the selected block is outlined there. Desktop, tablet and phone widths (phone up to
 * 432 px, ADM-46).
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import { ToggleButton, ToggleButtonGroup, type Key } from 'react-aria-components';
import type { DraftStore } from './draft-store';
import { acceptsFrameMessage, createFrameOutbox, EDITOR_FRAME_ATTRIBUTE, isFrameToEditorMessage, PREVIEW_QUERY } from '../../../shared/editor-frame-messages';
import type { EditorLayout } from './layout-ops';

/**
 * The width each device lays the page out at. The stage is narrower than a desktop, so a wider
 * page is drawn at its own width and scaled down to fit: the theme shows its desktop layout
 * (ADM-46: desktop from 433 px), not the phone layout a narrow frame would give.
 */
export const DEVICES = [
  { id: 'desktop', label: 'Desktop', width: 1280 },
  { id: 'tablet', label: 'Tablet', width: 768 },
  { id: 'phone', label: 'Phone', width: 390 },
] as const;

/** How tall the frame shows on screen: the window less the editor's bars. */
function frameHeightFor(windowHeight: number, windowWidth: number): number {
  return windowWidth <= 432 ? Math.max(360, Math.round(windowHeight * 0.7)) : Math.max(480, windowHeight - 200);
}
type Device = (typeof DEVICES)[number]['id'];

/** Renders are asked for at most this often while typing; the answer lands well within 300 ms. */
const RENDER_DELAY_MS = 60;

interface Props {
  pageId: string;
  pageUrl: string;
  layout: EditorLayout;
  store: DraftStore;
  /** Changes after each save when the server cannot render a draft: the frame reloads. */
  savedVersion: number;
  selectedId: string | null;
  onSelect: (blockId: string) => void;
}

export function PreviewFrame({ pageId, pageUrl, layout, store, savedVersion, selectedId, onSelect }: Props) {
  const frame = useRef<HTMLIFrameElement>(null);
  const [device, setDevice] = useState<Device>('desktop');
  const stage = useRef<HTMLDivElement>(null);
  const [stageWidth, setStageWidth] = useState(0);
  const [windowSize, setWindowSize] = useState(() => ({ width: window.innerWidth, height: window.innerHeight }));
  useEffect(() => {
    const element = stage.current;
    if (element === null) return;
    const observer = new ResizeObserver(([entry]) => setStageWidth(entry?.contentRect.width ?? 0));
    observer.observe(element);
    const onResize = () => setWindowSize({ width: window.innerWidth, height: window.innerHeight });
    window.addEventListener('resize', onResize);
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', onResize);
    };
  }, []);
  const src = useMemo(() => `${pageUrl}${pageUrl.includes('?') ? '&' : '?'}${PREVIEW_QUERY.name}=${PREVIEW_QUERY.value}`, [pageUrl]);
  const outbox = useMemo(() => createFrameOutbox((message) => frame.current?.contentWindow?.postMessage(message, window.location.origin)), []);
  const select = useRef(onSelect);
  select.current = onSelect;
  const selected = useRef(selectedId);
  selected.current = selectedId;
  /** The newest layout's HTML, sent again when the frame loads anew (reload, back from a link). */
  const lastHtml = useRef<string | null>(null);
  const pagePath = new URL(pageUrl, 'http://page.invalid').pathname;

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (!acceptsFrameMessage(event, window.location.origin, frame.current?.contentWindow) || !isFrameToEditorMessage(event.data)) return;
      if (event.data.type === 'stoa:frame-ready') {
        // The owner may follow a link in the frame: only this page takes this page's layout.
        if (new URL(event.data.path, window.location.origin).pathname !== pagePath) return outbox.frameNavigated();
        if (lastHtml.current !== null) outbox.send({ type: 'stoa:render', html: lastHtml.current });
        outbox.send({ type: 'stoa:highlight-block', blockId: selected.current });
        outbox.frameReady();
      } else if (event.data.type === 'stoa:select-block') select.current(event.data.blockId);
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [outbox, pagePath]);

  // Live preview: the newest layout's HTML, the older answers dropped.
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    let current = true;
    const timer = setTimeout(() => {
      store.preview(pageId, layout).then(
        (html) => {
          if (!current || html === null) return;
          lastHtml.current = html;
          outbox.send({ type: 'stoa:render', html });
        },
        () => undefined,
      );
    }, RENDER_DELAY_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
    // After each save too: a render that failed (offline) is asked for again once saving works.
  }, [store, pageId, layout, outbox, savedVersion]);

  // Without draft rendering, the frame shows each saved layout by reloading.
  useEffect(() => {
    if (store.hasDrafts || savedVersion === 0 || frame.current === null) return;
    outbox.frameNavigated();
    frame.current.src = src;
  }, [store.hasDrafts, savedVersion, src, outbox]);

  useEffect(() => {
    outbox.send({ type: 'stoa:highlight-block', blockId: selectedId });
  }, [selectedId, outbox]);

  const width = DEVICES.find((d) => d.id === device)?.width ?? 1280;
  const scale = stageWidth > 0 && width > stageWidth ? stageWidth / width : 1;
  const shown = frameHeightFor(windowSize.height, windowSize.width);
  return (
    <div className="preview">
      <div className="preview__bar">
        <ToggleButtonGroup
          className="preview__devices"
          aria-label="Preview width"
          selectionMode="single"
          disallowEmptySelection
          selectedKeys={[device]}
          onSelectionChange={(keys: Set<Key>) => {
            const [next] = [...keys];
            if (next !== undefined) setDevice(next as Device);
          }}
        >
          {DEVICES.map((d) => (
            <ToggleButton key={d.id} id={d.id} className="button button--small preview__device">
              {d.label}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      </div>
      <div className="preview__stage" ref={stage}>
        <div className="preview__sizer" style={{ width: `${Math.floor(width * scale)}px`, height: `${shown}px` }}>
          <iframe
            ref={frame}
            className="preview__frame"
            title="Page preview"
            src={src}
            style={{ width: `${width}px`, height: `${Math.round(shown / scale)}px`, transform: scale < 1 ? `scale(${scale})` : undefined }}
            {...{ [EDITOR_FRAME_ATTRIBUTE]: '' }}
          />
        </div>
      </div>
    </div>
  );
}
