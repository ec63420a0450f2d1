/**
 * "Import CSV": the owner picks a Shopify product CSV, it uploads with a progress bar, and the
 * store takes the file whole or not at all. A refused file lists each bad line as
 * `line N: message`, so the owner can fix them and try again.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { Label, ProgressBar } from 'react-aria-components';
import { EditorDialog } from '../../components/editor-dialog';
import { failureText, importProblems, importProductsCsv, productsKeys } from './products-data';

interface Props {
  onClose(): void;
  onImported(message: string): void;
}

export function ImportProductsDialog({ onClose, onImported }: Props) {
  const queryClient = useQueryClient();
  const fileId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [problems, setProblems] = useState<string[]>([]);
  const [error, setError] = useState<string | null>(null);
  const uploading = progress !== null;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (file === null) {
      setError('Choose a CSV file to import.');
      return;
    }
    setError(null);
    setProblems([]);
    setProgress(0);
    try {
      const answer = await importProductsCsv(file, setProgress);
      await queryClient.invalidateQueries({ queryKey: productsKeys.all });
      const n = answer.import.products.length;
      onImported(`Imported ${n} ${n === 1 ? 'product' : 'products'} from ${file.name}.`);
    } catch (e) {
      setError(failureText(e));
      setProblems(importProblems(e));
    } finally {
      setProgress(null);
    }
  };

  return (
    <EditorDialog
      title="Import products from CSV"
      isOpen
      onClose={onClose}
      isDismissable={!uploading}
      onSubmit={(e) => void submit(e)}
      submit={{ label: uploading ? 'Importing…' : 'Import', isDisabled: uploading, isPending: uploading }}
      isCancelDisabled={uploading}
    >
      <p className="field__help">A Shopify product CSV. If any line has a problem, nothing is imported and the lines are listed here.</p>
      <div className="field">
        <label htmlFor={fileId}>CSV file</label>
        <input
          id={fileId}
          type="file"
          accept=".csv,text/csv"
          className="input products-import__file"
          disabled={uploading}
          onChange={(e) => {
            setFile(e.target.files?.[0] ?? null);
            setProblems([]);
            setError(null);
          }}
        />
      </div>
      {uploading && (
        <ProgressBar className="uploads__progress" value={Math.round(progress * 100)}>
          {({ percentage }) => (
            <>
              <Label className="uploads__label">Uploading {file?.name}</Label>
              <div className="uploads__track">
                <div className="uploads__fill" style={{ width: `${percentage ?? 0}%` }} />
              </div>
            </>
          )}
        </ProgressBar>
      )}
      {error !== null && (
        <div role="alert" className="notice notice--error products-import__problems">
          <p>{error}</p>
          {problems.length > 0 && (
            <ul>
              {problems.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          )}
        </div>
      )}
    </EditorDialog>
  );
}
