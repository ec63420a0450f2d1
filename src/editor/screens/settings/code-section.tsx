/**
 * Code injection: the header and footer code every page carries (ADM-14, GAP-36), edited with
 * CodeMirror (loaded only here). Android's keyboards fight CodeMirror, so there the spec's
 * notice (ADM-43) and plain text areas instead.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { contentEndpoints } from '../../../shared/api/content-endpoints';
import type { HeaderFooter } from '../../../shared/api/navigation';
import { ownerCall } from '../../api/owner-client';
import { LoadFailed, Loading } from '../../components/load-state';
import { isAndroid, ANDROID_CODE_NOTICE } from './code-editing';
import { SaveRow } from './save-status';
import { settingsKeys } from './settings-queries';

const CodeEditor = lazy(async () => ({ default: (await import('./code-editor')).CodeEditor }));

export function CodeSection() {
  const stored = useQuery({ queryKey: settingsKeys.headerFooter, queryFn: () => ownerCall(contentEndpoints.getHeaderFooter, {}) });
  if (stored.isPending) return <Loading />;
  if (stored.isError) return <LoadFailed error={stored.error} retry={() => void stored.refetch()} />;
  return <CodeForm stored={stored.data} />;
}

function CodeForm({ stored }: { stored: HeaderFooter }) {
  const client = useQueryClient();
  const [code, setCode] = useState(stored);
  const [saved, setSaved] = useState(false);
  const android = isAndroid(navigator.userAgent);
  const save = useMutation({
    mutationFn: (body: HeaderFooter) => ownerCall(contentEndpoints.setHeaderFooter, { body }),
    onSuccess: (answer) => {
      client.setQueryData(settingsKeys.headerFooter, answer);
      setSaved(true);
    },
  });
  const edit = (part: keyof HeaderFooter) => (text: string) => {
    setSaved(false);
    setCode((current) => ({ ...current, [part]: text }));
  };

  return (
    <form
      className="form-stack settings-form"
      aria-labelledby="code-heading"
      onSubmit={(event) => {
        event.preventDefault();
        setSaved(false);
        save.mutate(code);
      }}
    >
      <h2 id="code-heading" className="settings-section__title">
        Code injection
      </h2>
      <p className="field__help">This code is added to every page of the site. Scripts in it run for every visitor.</p>
      {android && <p className="notice">{ANDROID_CODE_NOTICE}</p>}
      {(['header', 'footer'] as const).map((part) => {
        const label = part === 'header' ? 'Header code' : 'Footer code';
        const help = part === 'header' ? 'Added to the end of each page’s <head>.' : 'Added to the end of each page’s <body>.';
        const id = `code-${part}`;
        return (
          <div key={part} className="field">
            <label id={`${id}-label`} htmlFor={android ? id : undefined}>
              {label}
            </label>
            <p className="field__help" id={`${id}-help`}>
              {help}
            </p>
            {android ? (
              <textarea id={id} className="input code-textarea" rows={8} value={code[part]} onChange={(event) => edit(part)(event.target.value)} aria-describedby={`${id}-help`} spellCheck={false} />
            ) : (
              <Suspense fallback={<Loading label="Loading the code editor…" />}>
                <CodeEditor labelId={`${id}-label`} describedById={`${id}-help`} value={code[part]} onChange={edit(part)} />
              </Suspense>
            )}
          </div>
        );
      })}
      <SaveRow pending={save.isPending} saved={saved} error={save.error} />
    </form>
  );
}
