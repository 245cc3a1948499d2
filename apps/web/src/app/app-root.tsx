import type { QueryClient } from '@tanstack/react-query';
import { StrictMode } from 'react';
import type { DataRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import type { LoadSession } from '../auth/session-source';
import { AppProviders } from './app-providers';

type AppRootProps = { queryClient: QueryClient; router: DataRouter; loadSession?: LoadSession };

/**
 * The whole app: what main.tsx renders in the browser, and what the server renders a room link's
 * page with (src/prerender/server-entry.tsx) over a memory router at the same address, so the
 * browser can hydrate that HTML (same tree, same markup) instead of painting the page again.
 */
export function AppRoot({ queryClient, router, loadSession }: AppRootProps) {
  return (
    <StrictMode>
      <AppProviders queryClient={queryClient} loadSession={loadSession}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>
  );
}
