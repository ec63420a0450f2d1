/** "Versions": every published version of the page, newest first, each restorable as a new draft. */
import { useQuery } from '@tanstack/react-query';
import { Button, DialogTrigger } from 'react-aria-components';
import { EditorDialog } from '../../components/editor-dialog';
import { LoadFailed, Loading } from '../../components/load-state';
import type { DraftStore, PageVersionSummary } from './draft-store';

interface Props {
  store: DraftStore;
  pageId: string;
  onRestore: (version: PageVersionSummary) => Promise<boolean>;
}

const when = (at: number) => new Date(at).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

export function VersionsDialog({ store, pageId, onRestore }: Props) {
  return (
    <DialogTrigger>
      <Button className="button">Versions</Button>
      <EditorDialog
        title="Versions"
        size="wide"
        closeLabel="Close"
      >
        {(close) => (
          <VersionList
            store={store}
            pageId={pageId}
            onRestore={async (version) => {
              const restored = await onRestore(version);
              if (restored) close();
              return restored;
            }}
          />
        )}
      </EditorDialog>
    </DialogTrigger>
  );
}

function VersionList({ store, pageId, onRestore }: Props) {
  const versions = useQuery({ queryKey: ['page-versions', pageId], queryFn: () => store.listVersions(pageId) });
  if (versions.isPending) return <Loading />;
  if (versions.isError) return <LoadFailed error={versions.error} retry={() => void versions.refetch()} />;
  if (versions.data.length === 0) return <p>No versions yet. Each time you publish, the page keeps a version here.</p>;
  const newestFirst = [...versions.data].sort((a, b) => b.number - a.number);
  return (
    <ul className="versions">
      {newestFirst.map((version) => (
        <li key={version.id} className="versions__item">
          <div>
            <strong>Version {version.number}</strong>
            <span className="versions__meta">
              Published {when(version.publishedAt)}
              {version.publishedBy !== null && ` by ${version.publishedBy.email}`} · {version.blocks === 1 ? '1 block' : `${version.blocks} blocks`}
            </span>
          </div>
          <Button className="button button--small" onPress={() => void onRestore(version)} aria-label={`Restore version ${version.number}`}>
            Restore
          </Button>
        </li>
      ))}
    </ul>
  );
}
