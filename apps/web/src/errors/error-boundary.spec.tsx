/** @jest-environment jsdom */
import '../test/jsdom-polyfills';
import { fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { clientLogger } from '../logging/client-logger';
import { ErrorBoundary, isChunkLoadError } from './error-boundary';
import { RouteErrorScreen } from './route-error-screen';

let shouldThrow = true;
function Fragile() {
  if (shouldThrow) throw new Error('Chart data missing');
  return <p>All good</p>;
}

let consoleError: jest.SpyInstance;
beforeEach(() => {
  shouldThrow = true;
  // React and our reporter both log the crash; keep the test output readable.
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => consoleError.mockRestore());

const errorIdShown = () => screen.getByText(/^ERR-[0-9A-Z]+$/).textContent;

describe('ErrorBoundary crash screen', () => {
  it('shows Something went wrong with an Error ID, and logs the error under that ID', () => {
    render(
      <ErrorBoundary>
        <Fragile />
      </ErrorBoundary>,
    );
    expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeTruthy();
    expect(screen.getByText(/has been logged/)).toBeTruthy();
    expect(screen.getByText(/Reference this ID when contacting support/)).toBeTruthy();
    const errorId = errorIdShown();
    expect(consoleError).toHaveBeenCalledWith(`[${errorId}]`, expect.any(Error));
    // Queued for POST /api/logs under the same Error ID (the send itself is the logger's test).
    expect(clientLogger().pending).toContainEqual(
      expect.objectContaining({ level: 'warn', message: 'Chart data missing', errorId, context: expect.objectContaining({ severity: 'low', component: 'ErrorBoundary' }) }),
    );
    expect(screen.getByRole('link', { name: 'Go Home' }).getAttribute('href')).toBe('/');
  });

  it('renders the children again after Try Again', () => {
    render(
      <ErrorBoundary>
        <Fragile />
      </ErrorBoundary>,
    );
    shouldThrow = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(screen.getByText('All good')).toBeTruthy();
    expect(screen.queryByText('Something went wrong')).toBeNull();
  });

  it('starts fresh when the reset key (the page path) changes', () => {
    const { rerender } = render(
      <ErrorBoundary resetKey="/a">
        <Fragile />
      </ErrorBoundary>,
    );
    expect(screen.getByText('Something went wrong')).toBeTruthy();
    shouldThrow = false;
    rerender(
      <ErrorBoundary resetKey="/b">
        <Fragile />
      </ErrorBoundary>,
    );
    expect(screen.getByText('All good')).toBeTruthy();
  });

  it('is also the router’s error screen', async () => {
    const router = createMemoryRouter([
      {
        path: '/',
        errorElement: <RouteErrorScreen />,
        hydrateFallbackElement: <p>Loading…</p>,
        loader: () => {
          throw new Error('Loader failed');
        },
        element: <p>never</p>,
      },
    ]);
    render(<RouterProvider router={router} />);
    expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeTruthy();
    expect(errorIdShown()).toMatch(/^ERR-/);
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeTruthy();
  });

  it.each([
    ['Failed to fetch dynamically imported module: https://x/assets/a.js', true],
    ['Importing a module script failed.', true],
    ['Chart data missing', false],
  ])('knows a chunk that failed to load (%s: %s), whose Try Again must reload the page', (message, expected) => {
    expect(isChunkLoadError(new TypeError(message))).toBe(expected);
  });
});
