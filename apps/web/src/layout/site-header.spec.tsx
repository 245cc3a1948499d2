/** @jest-environment jsdom */
import '../test/jsdom-polyfills';
import { fireEvent, screen, within } from '@testing-library/react';
import { renderRoutes } from '../test/render-with-providers';
import { signedInAs } from '../test/session.factory';
import { SiteHeader } from './site-header';

const routes = [{ path: '*', element: <SiteHeader /> }];

describe('SiteHeader menu (phones fold the section links into it)', () => {
  it('the Menu button opens and closes the section links, and says so to assistive technology', async () => {
    await renderRoutes(routes, { path: '/' });
    const button = screen.getByRole('button', { name: 'Menu' });
    const nav = document.getElementById(button.getAttribute('aria-controls')!)!;
    expect(nav.getAttribute('aria-label')).toBe('Sections');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(nav.classList.contains('is-open')).toBe(false);
    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(nav.classList.contains('is-open')).toBe(true);
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
  });

  it('following a section link closes the menu', async () => {
    const { router } = await renderRoutes(routes, { path: '/' });
    fireEvent.click(screen.getByRole('button', { name: 'Menu' }));
    fireEvent.click(within(screen.getByRole('navigation', { name: 'Sections' })).getByRole('link', { name: 'Pricing' }));
    expect(router.state.location.hash).toBe('#pricing');
    expect(screen.getByRole('button', { name: 'Menu' }).getAttribute('aria-expanded')).toBe('false');
  });

  it('offers Sign in once (never twice) to a signed-out visitor', async () => {
    await renderRoutes(routes, { path: '/' });
    expect(screen.getAllByRole('link', { name: 'Sign in' })).toHaveLength(1);
  });

  it('offers no Sign in link on the sign-in page itself', async () => {
    await renderRoutes(routes, { path: '/auth' });
    expect(screen.queryByRole('link', { name: 'Sign in' })).toBeNull();
  });

  it('on the marketing pages leads a signed-in visitor to the dashboard instead of Get Started and Sign In', async () => {
    await renderRoutes(routes, { path: '/', loadSession: signedInAs() });
    expect(screen.getByRole('link', { name: 'Dashboard' }).getAttribute('href')).toBe('/dashboard');
    expect(screen.queryByRole('link', { name: 'Get Started' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Sign in' })).toBeNull();
  });

  it('in the signed-in workspace is the app\'s header: the account menu, no marketing sections and no menu button', async () => {
    await renderRoutes([{ path: '*', element: <SiteHeader workspace /> }], { path: '/dashboard', loadSession: signedInAs() });
    expect(screen.queryByRole('navigation', { name: 'Sections' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Menu' })).toBeNull();
    expect(screen.getByRole('banner').textContent).toContain('mei@example.sg');
    // The workspace has its own navigation: no second Dashboard button in the header.
    expect(screen.queryByRole('link', { name: 'Dashboard' })).toBeNull();
  });
});
