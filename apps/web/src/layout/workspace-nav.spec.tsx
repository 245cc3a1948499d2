/** @jest-environment jsdom */
import '../test/jsdom-polyfills';
import { fireEvent, screen, within } from '@testing-library/react';
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

  it('on a phone folds into a menu button that names the current section; Escape closes it and returns the focus', async () => {
    await renderWithProviders(<WorkspaceNav />, { path: '/shares', loadSession: signedInAs(), flags: { data_rooms: true } });
    const nav = within(screen.getByRole('navigation', { name: 'Workspace' }));
    const toggle = nav.getByRole('button', { name: 'Workspace: Shares' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(document.getElementById(toggle.getAttribute('aria-controls') ?? '')?.tagName).toBe('UL');
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    fireEvent.keyDown(nav.getByRole('link', { name: 'Shares' }), { key: 'Escape' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(toggle);
  });

  it('names no section on a page outside them (an output under PitchPrep is not the PitchPrep page)', async () => {
    await renderWithProviders(<WorkspaceNav />, { path: '/pitchprep/outputs/x', loadSession: signedInAs(), flags: { data_rooms: true } });
    expect(screen.getByRole('button', { name: 'Workspace: Menu' })).toBeTruthy();
  });
});
