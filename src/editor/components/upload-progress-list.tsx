/**
 * The uploads in progress and their outcome: a labelled progress bar per file, a failure as an
 * alert with its title and text (ADM-27, ADM-28, ADM-36, ADM-41), a finished file as status.
 */
import { Label, ProgressBar } from 'react-aria-components';
import type { UploadEntry } from './use-media-uploads';

interface Props {
  entries: UploadEntry[];
  onDismiss(key: number): void;
}

export function UploadProgressList({ entries, onDismiss }: Props) {
  if (entries.length === 0) return null;
  return (
    <ul className="uploads" aria-label="Uploads">
      {entries.map((entry) => (
        <li key={entry.key} className={`uploads__item uploads__item--${entry.state}`}>
          {entry.state === 'failed' ? (
            <div role="alert" className="uploads__failure">
              <p className="uploads__title">{entry.failure?.title}</p>
              <p className="uploads__body">{entry.failure?.body}</p>
            </div>
          ) : (
            <ProgressBar className="uploads__progress" value={Math.round(entry.progress * 100)} aria-valuetext={entry.state === 'done' ? 'Uploaded' : undefined}>
              {({ percentage }) => (
                <>
                  <Label className="uploads__label">{entry.state === 'done' ? `Uploaded ${entry.fileName}` : `Uploading ${entry.fileName}`}</Label>
                  <span className="uploads__percent" aria-hidden="true">
                    {entry.state === 'waiting' ? 'Waiting' : `${Math.round(percentage ?? 0)}%`}
                  </span>
                  <div className="uploads__track">
                    <div className="uploads__fill" style={{ width: `${percentage ?? 0}%` }} />
                  </div>
                </>
              )}
            </ProgressBar>
          )}
          {(entry.state === 'failed' || entry.state === 'done') && (
            <button type="button" className="button button--quiet button--small" onClick={() => onDismiss(entry.key)}>
              Dismiss<span className="visually-hidden"> {entry.fileName}</span>
            </button>
          )}
        </li>
      ))}
    </ul>
  );
}
