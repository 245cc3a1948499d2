import './jsdom-polyfills';
import type { FlagName } from '@bv/contracts';
import { act, render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { createQueryClient } from '../api/query-client';
import { AppProviders } from '../app/app-providers';
import type { LoadSession } from '../auth/session-source';
import { FLAGS_QUERY_KEY } from '../flags/use-feature-flags';
import { buildFlagsSnapshot } from './flags.factory';

type Options = {
  path?: string;
  loadSession?: LoadSession;
  /** The feature flags the page sees (spec defaults unless overridden); null leaves them to be fetched. */
  flags?: Partial<Record<FlagName, boolean>> | null;
  /** The active launch phase of that snapshot. */
  phase?: 1 | 2;
};

/** Tests start signed out without asking the network, so fetch mocks see only their own calls. */
const signedOut: LoadSession = async () => null;

/**
 * Real providers (query client, toasts, auth) around an element, at a path in a memory router.
 * Async so the session has settled (inside act) before the test starts clicking.
 */
export function renderWithProviders(ui: ReactElement, options: Options = {}) {
  return renderRoutes([{ path: '*', element: ui }], options);
}

export async function renderRoutes(routes: RouteObject[], { path = '/', loadSession = signedOut, flags = {}, phase = 1 }: Options = {}) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const queryClient = createQueryClient();
  if (flags) queryClient.setQueryData(FLAGS_QUERY_KEY, buildFlagsSnapshot(flags, phase));
  const view = await act(async () =>
    render(
      <AppProviders queryClient={queryClient} loadSession={loadSession}>
        <RouterProvider router={router} />
      </AppProviders>,
    ),
  );
  return { ...view, router, queryClient };
}
