/** @jest-environment jsdom */
import '../test/jsdom-polyfills';
import { screen } from '@testing-library/react';
import { clearAccessToken } from '../auth/access-token';
import { useFeatureFlag } from '../flags/use-feature-flags';
import { routeFetch } from '../test/fake-fetch';
import { renderWithProviders } from '../test/render-with-providers';
import { signedInAs } from '../test/session.factory';
import { AdminOverridesNotice } from './admin-overrides-notice';

const admin = signedInAs('boss@example.sg', { isAdmin: true });

function Flags() {
  const roi = useFeatureFlag('roi_calculator');
  const guest = useFeatureFlag('guest_checkout');
  const priceLock = useFeatureFlag('price_lock_validation');
  return <p data-testid="flags">{`roi=${roi} guest=${guest} priceLock=${priceLock}`}</p>;
}
const page = (
  <>
    <AdminOverridesNotice />
    <Flags />
  </>
);

beforeEach(() => routeFetch({}));
afterEach(() => clearAccessToken());

describe('admin_overrides (docs/web-app-notes.md, Realtime and flags)', () => {
  it('offers an admin this page in preview mode', async () => {
    await renderWithProviders(page, { path: '/dashboard?x=1', loadSession: admin, flags: { admin_overrides: true } });
    expect(screen.getByRole('link', { name: 'Preview as admin' }).getAttribute('href')).toBe('/admin-preview/dashboard?x=1');
    expect(screen.getByTestId('flags').textContent).toBe('roi=false guest=true priceLock=false');
  });

  it('in preview mode shows display-only features as on, but never the flags the server enforces', async () => {
    await renderWithProviders(page, { path: '/admin-preview/', loadSession: admin, flags: { admin_overrides: true, guest_checkout: false } });
    expect(screen.getByRole('link', { name: 'Leave preview' }).getAttribute('href')).toBe('/');
    expect(screen.getByTestId('flags').textContent).toBe('roi=true guest=false priceLock=false');
  });

  it('shows members nothing and changes nothing for them, even in a preview path', async () => {
    await renderWithProviders(page, { path: '/admin-preview/', loadSession: signedInAs(), flags: { admin_overrides: true } });
    expect(screen.queryByRole('complementary', { name: 'Admin preview' })).toBeNull();
    expect(screen.getByTestId('flags').textContent).toBe('roi=false guest=true priceLock=false');
  });

  it('is absent for admins while admin_overrides is off', async () => {
    await renderWithProviders(page, { path: '/admin-preview/', loadSession: admin });
    expect(screen.queryByRole('complementary', { name: 'Admin preview' })).toBeNull();
    expect(screen.getByTestId('flags').textContent).toBe('roi=false guest=true priceLock=false');
  });
});
