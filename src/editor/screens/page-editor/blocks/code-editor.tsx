/** The HTML code editor of code blocks (CodeMirror 6), loaded in its own chunk. */
import { HtmlCodeEditor } from '../../../components/html-code-editor';

interface Props {
  value: string;
  label: string;
  onChange: (value: string) => void;
}

export function CodeEditor({ value, label, onChange }: Props) {
  // No history of its own: Ctrl/Cmd+Z reaches the page editor's, which covers every edit.
  return <HtmlCodeEditor value={value} onChange={onChange} contentAttributes={{ 'aria-label': label }} ownHistory={false} />;
}
