/** The HTML code editor of code blocks (CodeMirror 6), loaded in its own chunk. */
import { defaultKeymap } from '@codemirror/commands';
import { html } from '@codemirror/lang-html';
import { EditorState } from '@codemirror/state';
import { EditorView, keymap, lineNumbers } from '@codemirror/view';
import { useEffect, useRef } from 'react';

interface Props {
  value: string;
  label: string;
  onChange: (value: string) => void;
}

export function CodeEditor({ value, label, onChange }: Props) {
  const host = useRef<HTMLDivElement>(null);
  const view = useRef<EditorView | null>(null);
  const latest = useRef(onChange);
  latest.current = onChange;

  useEffect(() => {
    const created = new EditorView({
      parent: host.current!,
      state: EditorState.create({
        doc: value,
        extensions: [
          lineNumbers(),
          // No history of its own: Ctrl/Cmd+Z reaches the page editor's, which covers every edit.
          keymap.of(defaultKeymap),
          html(),
          EditorView.lineWrapping,
          EditorView.contentAttributes.of({ 'aria-label': label }),
          EditorView.updateListener.of((update) => {
            if (update.docChanged) latest.current(update.state.doc.toString());
          }),
        ],
      }),
    });
    view.current = created;
    return () => created.destroy();
    // The view is made once; later values arrive through the effect below.
  }, []);

  useEffect(() => {
    const current = view.current;
    if (current !== null && current.state.doc.toString() !== value) current.dispatch({ changes: { from: 0, to: current.state.doc.length, insert: value } });
  }, [value]);

  return <div ref={host} className="code-editor" />;
}
