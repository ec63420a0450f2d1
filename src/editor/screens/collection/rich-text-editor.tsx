/**
 * The post body's rich text (TipTap, loaded only with this screen): a labelled toolbar whose
 * buttons show their state (aria-pressed) and the usual keyboard shortcuts (Ctrl/⌘+B, I, Z ...)
 * that StarterKit binds. A link is asked for in a small dialog.
 */
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect, useState, type FormEvent } from 'react';
import { EditorDialog } from '../../components/editor-dialog';
import { TextField } from '../../components/text-field';

interface Props {
  labelId: string;
  value: string;
  onChange: (html: string) => void;
}

interface ToolButton {
  label: string;
  active?: (e: Editor) => boolean;
  run: (e: Editor) => void;
  can?: (e: Editor) => boolean;
}

const TOOLS: ToolButton[] = [
  { label: 'Bold', active: (e) => e.isActive('bold'), run: (e) => e.chain().focus().toggleBold().run() },
  { label: 'Italic', active: (e) => e.isActive('italic'), run: (e) => e.chain().focus().toggleItalic().run() },
  { label: 'Heading', active: (e) => e.isActive('heading', { level: 2 }), run: (e) => e.chain().focus().toggleHeading({ level: 2 }).run() },
  { label: 'Bulleted list', active: (e) => e.isActive('bulletList'), run: (e) => e.chain().focus().toggleBulletList().run() },
  { label: 'Numbered list', active: (e) => e.isActive('orderedList'), run: (e) => e.chain().focus().toggleOrderedList().run() },
  { label: 'Quote', active: (e) => e.isActive('blockquote'), run: (e) => e.chain().focus().toggleBlockquote().run() },
  { label: 'Undo', run: (e) => e.chain().focus().undo().run(), can: (e) => e.can().undo() },
  { label: 'Redo', run: (e) => e.chain().focus().redo().run(), can: (e) => e.can().redo() },
];

/** Only web links, site paths and mail links become links. */
function cleanHref(raw: string): string | null {
  const href = raw.trim();
  if (/^(https?:\/\/|mailto:|\/)/i.test(href)) return href;
  if (/^[\w-]+(\.[\w-]+)+(\/\S*)?$/.test(href)) return `https://${href}`;
  return null;
}

export function RichTextEditor({ labelId, value, onChange }: Props) {
  const [linkOpen, setLinkOpen] = useState(false);
  const editor = useEditor({
    extensions: [StarterKit.configure({ heading: { levels: [2, 3] }, link: { openOnClick: false, autolink: true } })],
    content: value,
    editorProps: { attributes: { class: 'rich-text__content', role: 'textbox', 'aria-multiline': 'true', 'aria-labelledby': labelId } },
    onUpdate: ({ editor: e }) => onChange(e.isEmpty ? '' : e.getHTML()),
  });
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      active: TOOLS.map((t) => (e && t.active ? t.active(e) : false)),
      enabled: TOOLS.map((t) => (e && t.can ? t.can(e) : true)),
      link: e?.isActive('link') ?? false,
    }),
  });
  // A post loaded again (after a save elsewhere) replaces the content without an undo step.
  useEffect(() => {
    if (editor && !editor.isFocused && editor.getHTML() !== value && !(value === '' && editor.isEmpty)) editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  return (
    <div className="rich-text">
      <div className="rich-text__toolbar" role="group" aria-label="Formatting">
        {TOOLS.slice(0, 6).map((tool, i) => (
          <button key={tool.label} type="button" className="button button--small" aria-pressed={state?.active[i] ?? false} onClick={() => editor && tool.run(editor)}>
            {tool.label}
          </button>
        ))}
        <button type="button" className="button button--small" aria-pressed={state?.link ?? false} onClick={() => setLinkOpen(true)}>
          Link
        </button>
        {TOOLS.slice(6).map((tool, i) => (
          <button key={tool.label} type="button" className="button button--small" disabled={!(state?.enabled[i + 6] ?? true)} onClick={() => editor && tool.run(editor)}>
            {tool.label}
          </button>
        ))}
      </div>
      <EditorContent editor={editor} />
      {linkOpen && editor && <LinkDialog editor={editor} onClose={() => setLinkOpen(false)} />}
    </div>
  );
}

function LinkDialog({ editor, onClose }: { editor: Editor; onClose: () => void }) {
  const current = (editor.getAttributes('link').href as string | undefined) ?? '';
  const [href, setHref] = useState(current);
  const [error, setError] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const clean = cleanHref(href);
    if (clean === null) return setError('Use a web link (https://…), a path on this site (/…) or mailto:.');
    editor.chain().focus().extendMarkRange('link').setLink({ href: clean }).run();
    onClose();
  };
  return (
    <EditorDialog
      title="Link"
      isOpen
      onClose={onClose}
      onSubmit={submit}
      submit={{ label: 'Apply' }}
      extraActions={
        current !== '' && (
          <button
            type="button"
            className="button"
            onClick={() => {
              editor.chain().focus().extendMarkRange('link').unsetLink().run();
              onClose();
            }}
          >
            Remove link
          </button>
        )
      }
    >
      <TextField label="Link address" value={href} onChange={setHref} autoFocus error={error} help="Select text first to turn it into a link." />
    </EditorDialog>
  );
}
