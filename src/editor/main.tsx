/**
 * The owner's editor at /config: a React 19 single-page app (docs/editor.md). The document the
 * server writes carries the boot data (who is signed in, the owner crumb); without a session the
 * sign-in screen shows at whatever /config path was asked for, and that screen opens after it.
 */
import { QueryClient, QueryClientProvider, useQueryClient } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode, useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { ApiError } from './api/owner-client';
import { readBoot } from './boot';
import { EditorErrorBoundary } from './app/error-boundary';
import { createEditorRouter } from './app/routes';
import { SessionProvider, useSession } from './app/session';
import { SignInScreen } from './screens/sign-in/sign-in-screen';
import './styles/editor.css';

function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // A refusal (4xx) will not change by asking again; a network failure or 5xx may.
        retry: (count, error) => count < 2 && !(error instanceof ApiError && error.status >= 400 && error.status < 500),
        staleTime: 10_000,
        refetchOnWindowFocus: false,
      },
    },
  });
}

function EditorApp() {
  const { owner } = useSession();
  const [router] = useState(createEditorRouter);
  const queryClient = useQueryClient();
  // What one contributor loaded is never shown to the next one to sign in on this tab.
  useEffect(() => {
    if (owner === null) queryClient.clear();
  }, [owner, queryClient]);
  return owner === null ? <SignInScreen /> : <RouterProvider router={router} />;
}

const boot = readBoot();
const root = document.getElementById('editor-root');
if (root !== null) {
  const queryClient = createQueryClient();
  createRoot(root).render(
    <StrictMode>
      <EditorErrorBoundary>
        <QueryClientProvider client={queryClient}>
          <SessionProvider boot={boot}>
            <EditorApp />
          </SessionProvider>
        </QueryClientProvider>
      </EditorErrorBoundary>
    </StrictMode>,
  );
}
