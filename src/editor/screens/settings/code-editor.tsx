/**
 * The Code section's HTML editor (its own lazy chunk) labelled by a visible label: the editable
 * area takes `aria-labelledby`, so screen readers announce "Header code".
 */
import { HtmlCodeEditor } from '../../components/html-code-editor';

interface Props {
  labelId: string;
  /** The help text under the label, read after it. */
  describedById: string;
  value: string;
  onChange(value: string): void;
}

export function CodeEditor({ labelId, describedById, value, onChange }: Props) {
  return (
    <HtmlCodeEditor
      value={value}
      onChange={onChange}
      contentAttributes={{ 'aria-labelledby': labelId, 'aria-describedby': describedById, 'aria-multiline': 'true' }}
      ownHistory
    />
  );
}
