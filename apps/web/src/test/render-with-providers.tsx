import './jsdom-polyfills';
import { act, render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { createQueryClient } from '../api/query-client';
import { AppProviders } from '../app/app-providers';
import type { LoadSession } from '../auth/session-source';

type Options = { path?: string; loadSession?: LoadSession };

/**
 * Real providers (query client, toasts, auth) around an element, at a path in a memory router.
 * Async so the session has settled (inside act) before the test starts clicking.
 */
export function renderWithProviders(ui: ReactElement, { path = '/', loadSession }: Options = {}) {
  return renderRoutes([{ path: '*', element: ui }], { path, loadSession });
}

export async function renderRoutes(routes: RouteObject[], { path = '/', loadSession }: Options = {}) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const queryClient = createQueryClient();
  const view = await act(async () =>
    render(
      <AppProviders queryClient={queryClient} loadSession={loadSession}>
        <RouterProvider router={router} />
      </AppProviders>,
    ),
  );
  return { ...view, router, queryClient };
}
