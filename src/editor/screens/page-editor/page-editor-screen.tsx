/**
 * The page editor at /config/pages/$pageId: loads the page and its draft, then hands them to
 * the editor. Reloading after a conflict loads the draft again and starts the editor over.
 */
import { useQuery } from '@tanstack/react-query';
import { useParams } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { contentEndpoints } from '../../../shared/api/content-endpoints';
import { ownerCall } from '../../api/owner-client';
import { LoadFailed, Loading } from '../../components/load-state';
import { pageDraftStore } from './draft-store';
import { PageEditor } from './page-editor';
import './page-editor.css';

export function PageEditorScreen() {
  const { pageId } = useParams({ from: '/pages/$pageId' });
  const page = useQuery({ queryKey: ['content', 'collection', pageId], queryFn: () => ownerCall(contentEndpoints.getCollection, { params: { collectionId: pageId } }) });
  const draft = useQuery({ queryKey: ['page-draft', pageId], queryFn: () => pageDraftStore.load(pageId), staleTime: Infinity, gcTime: 0, refetchOnWindowFocus: false });
  if (page.isPending || draft.isPending) {
    return (
      <WaitingScreen>
        <Loading />
      </WaitingScreen>
    );
  }
  if (page.isError || draft.isError) {
    return (
      <WaitingScreen>
        <LoadFailed error={page.error ?? draft.error} retry={() => void (page.isError ? page.refetch() : draft.refetch())} />
      </WaitingScreen>
    );
  }
  return <PageEditor key={pageId} page={page.data.collection} initialDraft={draft.data} store={pageDraftStore} />;
}

/** The screen's title over what stands in for the editor while it loads or after it failed. */
function WaitingScreen({ children }: { children: ReactNode }) {
  return (
    <section className="screen" aria-labelledby="screen-title">
      <h1 id="screen-title" className="screen__title">
        Page editor
      </h1>
      {children}
    </section>
  );
}
