/**
 * A post's tags: typed and added with Enter or a comma, each shown with its own remove button.
 * Duplicates (ADM-25) and over-long tags (ADM-52) are refused with the message in place.
 */
import { useState, type KeyboardEvent } from 'react';
import { addTypedLabels } from './label-rules';

interface Props {
  tags: readonly string[];
  onChange: (tags: string[]) => void;
}

export function TagInput({ tags, onChange }: Props) {
  const [text, setText] = useState('');
  const [message, setMessage] = useState<string | null>(null);

  const commit = (typed: string) => {
    const next = addTypedLabels('tag', typed, tags);
    setMessage(next.message);
    setText(next.rest);
    if (next.labels.length !== tags.length) onChange(next.labels);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter' || event.key === ',') {
      event.preventDefault();
      commit(text);
    } else if (event.key === 'Backspace' && text === '' && tags.length > 0) {
      onChange(tags.slice(0, -1));
    }
  };

  return (
    <div className="field tag-input">
      <label htmlFor="post-tags">Tags</label>
      {tags.length > 0 && (
        <ul className="tag-input__list" aria-label="Tags of this post">
          {tags.map((tag) => (
            <li key={tag} className="tag-input__tag">
              <span>{tag}</span>
              <button type="button" className="tag-input__remove" aria-label={`Remove tag ${tag}`} onClick={() => onChange(tags.filter((t) => t !== tag))}>
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
      <input
        id="post-tags"
        className="input"
        value={text}
        aria-describedby="post-tags-help"
        aria-invalid={message !== null}
        onChange={(e) => {
          const value = e.target.value;
          // A pasted list with commas is split as if typed.
          if (value.includes(',')) commit(value);
          else {
            setText(value);
            if (message !== null) setMessage(null);
          }
        }}
        onKeyDown={onKeyDown}
        onBlur={() => text.trim() !== '' && commit(text)}
      />
      <p id="post-tags-help" className="field__help">
        Press Enter or type a comma to add a tag.
      </p>
      {message !== null && (
        <p className="field__error" role="alert">
          {message}
        </p>
      )}
    </div>
  );
}
