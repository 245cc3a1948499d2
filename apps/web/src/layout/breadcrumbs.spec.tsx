/** @jest-environment jsdom */
import '../test/jsdom-polyfills';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { Breadcrumbs } from './breadcrumbs';

function trailAt(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <Breadcrumbs trail={[{ label: 'PitchPrep', to: '/pitchprep' }, { label: 'Pitch deck', to: '/ignored' }]} />
    </MemoryRouter>,
  );
  return within(screen.getByRole('navigation', { name: 'Breadcrumb' }));
}

describe('Breadcrumbs', () => {
  it('links every level but the current page, which is marked as such', () => {
    const trail = trailAt('/pitchprep/outputs/o-1');
    expect(trail.getByRole('link', { name: 'PitchPrep' }).getAttribute('href')).toBe('/pitchprep');
    expect(trail.queryByRole('link', { name: 'Pitch deck' })).toBeNull();
    expect(trail.getByText('Pitch deck').getAttribute('aria-current')).toBe('page');
  });

  it('keeps an admin previewing the site inside the preview', () => {
    const trail = trailAt('/admin-preview/pitchprep/outputs/o-1');
    expect(trail.getByRole('link', { name: 'PitchPrep' }).getAttribute('href')).toBe('/admin-preview/pitchprep');
  });
});
