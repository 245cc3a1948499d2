/** @jest-environment jsdom */
import '../test/jsdom-polyfills';
import { screen, within } from '@testing-library/react';
import { renderRoutes } from '../test/render-with-providers';
import { signedInAs } from '../test/session.factory';
import { PageLayout } from './page-layout';
import { WorkspaceShell } from './workspace-page';

describe('the footer of public and workspace pages', () => {
  it('gives workspace pages the app’s one-line footer: legal, status and support, no marketing links', async () => {
    await renderRoutes([{ path: '*', element: <WorkspaceShell>Dashboard</WorkspaceShell> }], { path: '/dashboard', loadSession: signedInAs() });
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getAllByRole('link').map((a) => a.textContent)).toEqual(['Service status', 'Support', 'Privacy', 'Terms']);
    expect(within(footer).queryByRole('link', { name: 'Free ExitCheck Lite' })).toBeNull();
    expect(within(footer).queryByRole('heading')).toBeNull();
  });

  it('keeps the marketing footer on public pages', async () => {
    await renderRoutes([{ path: '*', element: <PageLayout>Landing</PageLayout> }], { path: '/' });
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByRole('link', { name: 'Free ExitCheck Lite' })).toBeTruthy();
    expect(within(footer).getByRole('link', { name: 'Privacy Policy' })).toBeTruthy();
  });
});
