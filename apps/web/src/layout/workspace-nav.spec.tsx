/** @jest-environment jsdom */
import '../test/jsdom-polyfills';
import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '../test/render-with-providers';
import { signedInAs } from '../test/session.factory';
import { WorkspaceNav } from './workspace-page';

const links = () => within(screen.getByRole('navigation', { name: 'Workspace' })).getAllByRole('link');

describe('the workspace navigation', () => {
  it('lists Deal rooms while the data_rooms flag is on, current on a room too', async () => {
    await renderWithProviders(<WorkspaceNav />, { path: '/dashboard/rooms/4b8f1c2e-1d3a-4f5b-9c6d-7e8f9a0b1c2d', loadSession: signedInAs(), flags: { data_rooms: true } });
    expect(links().map((a) => a.textContent)).toEqual(['Dashboard', 'ExitCheck Pro', 'PitchPrep', 'Deal rooms', 'Shares', 'Account']);
    expect(screen.getByRole('link', { name: 'Deal rooms' }).getAttribute('aria-current')).toBe('page');
    // The dashboard is current on itself only.
    expect(screen.getByRole('link', { name: 'Dashboard' }).getAttribute('aria-current')).toBeNull();
  });

  it('leaves Deal rooms out while the flag is off', async () => {
    await renderWithProviders(<WorkspaceNav />, { path: '/dashboard', loadSession: signedInAs(), flags: { data_rooms: false } });
    expect(links().map((a) => a.textContent)).not.toContain('Deal rooms');
  });
});
