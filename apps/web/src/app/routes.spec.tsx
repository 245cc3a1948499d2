/** @jest-environment jsdom */
import '../test/jsdom-polyfills';
import { screen, waitFor } from '@testing-library/react';
import { renderRoutes } from '../test/render-with-providers';
import { appRoutes } from './routes';

// ScrollRestoration calls it; jsdom does not implement scrolling.
beforeAll(() => {
  window.scrollTo = jest.fn() as unknown as typeof window.scrollTo;
});

describe('app routes', () => {
  it('lazy-loads the landing page at /', async () => {
    await renderRoutes(appRoutes, { path: '/' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Investor Ready in Half the Time' })).toBeTruthy();
    expect(document.title).toBe('Investor Ready in Half the Time | Blueprint Vault');
  });

  it('mounts the same pages under /admin-preview', async () => {
    await renderRoutes(appRoutes, { path: '/admin-preview/privacy-policy' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Terms of Service' }).getAttribute('href')).toBe('/admin-preview/terms-of-service');
  });

  it('sends a signed-out visitor from a guarded preview page to the preview sign-in page, which reads returnTo', async () => {
    const { router } = await renderRoutes(appRoutes, { path: '/admin-preview/exitcheck' });
    // The sign-in page itself belongs to the identity work; here only the redirect matters.
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin-preview/auth'));
    expect(new URLSearchParams(router.state.location.search).get('returnTo')).toBe('/admin-preview/exitcheck');
    expect(await screen.findByRole('heading', { level: 1 })).toBeTruthy();
  });

  it.each(['/no-such-page', '/admin-preview/no-such-page'])('shows the not-found page with a link home for %s', async (path) => {
    await renderRoutes(appRoutes, { path });
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toBeTruthy();
  });
});
