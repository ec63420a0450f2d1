/**
 * A CodeMirror 6 HTML editor: line numbers, wrapping, the default keys, and the attributes that
 * name it for screen readers on its editable area. Tab is left unbound (no indentWithTab) so
 * keyboard users can move on past it. Only lazily loaded modules import it, so CodeMirror stays
 * out of the shell.
 */
import { defaultKeymap, history, historyKeymap } from '@codemirror/commands';
import { html } from '@codemirror/lang-html';
import { EditorState } from '@codemirror/state';
import { EditorView, keymap, lineNumbers } from '@codemirror/view';
import { useEffect, useRef } from 'react';

interface Props {
  value: string;
  onChange(value: string): void;
  /** Set on the editable area: its accessible name and description. */
  contentAttributes: Record<string, string>;
  /** Its own undo history; without it Ctrl/Cmd+Z reaches whatever history surrounds it. */
  ownHistory: boolean;
}

export function HtmlCodeEditor({ value, onChange, contentAttributes, ownHistory }: Props) {
  const host = useRef<HTMLDivElement>(null);
  const view = useRef<EditorView | null>(null);
  const latestChange = useRef(onChange);
  latestChange.current = onChange;
  const attributesKey = JSON.stringify(contentAttributes);

  useEffect(() => {
    const editor = new EditorView({
      parent: host.current!,
      state: EditorState.create({
        doc: value,
        extensions: [
          lineNumbers(),
          ...(ownHistory ? [history(), keymap.of([...defaultKeymap, ...historyKeymap])] : [keymap.of(defaultKeymap)]),
          html(),
          EditorView.lineWrapping,
          EditorView.contentAttributes.of(JSON.parse(attributesKey) as Record<string, string>),
          EditorView.updateListener.of((update) => {
            if (update.docChanged) latestChange.current(update.state.doc.toString());
          }),
        ],
      }),
    });
    view.current = editor;
    return () => editor.destroy();
    // The editor is made once (again only if its name changes); later values arrive through the effect below.
  }, [attributesKey, ownHistory]);

  useEffect(() => {
    const editor = view.current;
    if (editor !== null && editor.state.doc.toString() !== value) editor.dispatch({ changes: { from: 0, to: editor.state.doc.length, insert: value } });
  }, [value]);

  return <div ref={host} className="code-editor" />;
}
