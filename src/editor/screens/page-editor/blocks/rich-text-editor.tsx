/**
 * The rich text editor of text blocks (TipTap with StarterKit), loaded in its own chunk. It
 * reports HTML on every change (Ctrl/Cmd+Z reaches the page editor's own history); the server sanitises it when the page is rendered. A value
 * changed from outside (undo, redo, another block selected) replaces the content.
 */
import { EditorContent, useEditor, useEditorState } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect, useRef } from 'react';

interface Props {
  value: string;
  labelId: string;
  onChange: (html: string) => void;
}

export function RichTextEditor({ value, labelId, onChange }: Props) {
  /** What the editor holds, as last reported or set: a different value came from outside. */
  const held = useRef(value);
  const editor = useEditor({
    // Undo and redo belong to the page editor's history, which covers every edit.
    extensions: [StarterKit.configure({ heading: { levels: [2, 3] }, undoRedo: false })],
    content: value,
    immediatelyRender: true,
    editorProps: { attributes: { role: 'textbox', 'aria-multiline': 'true', 'aria-labelledby': labelId, class: 'input rich-text__content' } },
    onUpdate: ({ editor: current }) => {
      held.current = current.isEmpty ? '' : current.getHTML();
      onChange(held.current);
    },
  });
  const active = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      bold: current.isActive('bold'),
      italic: current.isActive('italic'),
      heading: current.isActive('heading', { level: 2 }),
      list: current.isActive('bulletList'),
    }),
  });

  useEffect(() => {
    if (value === held.current || editor.isDestroyed) return;
    held.current = value;
    editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  const tool = (label: string, pressed: boolean, run: () => void) => (
    <button type="button" className="button button--small" aria-pressed={pressed} onMouseDown={(event) => event.preventDefault()} onClick={run}>
      {label}
    </button>
  );
  return (
    <div className="rich-text">
      <div className="rich-text__tools" role="toolbar" aria-label="Formatting">
        {tool('Bold', active.bold, () => editor.chain().focus().toggleBold().run())}
        {tool('Italic', active.italic, () => editor.chain().focus().toggleItalic().run())}
        {tool('Heading', active.heading, () => editor.chain().focus().toggleHeading({ level: 2 }).run())}
        {tool('List', active.list, () => editor.chain().focus().toggleBulletList().run())}
      </div>
      <EditorContent editor={editor} />
    </div>
  );
}
