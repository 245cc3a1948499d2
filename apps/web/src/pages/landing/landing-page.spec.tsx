/** @jest-environment jsdom */
import '../../test/jsdom-polyfills';
import { PLANS } from '@bv/domain';
import { fireEvent, screen, within, waitFor } from '@testing-library/react';
import { renderWithProviders } from '../../test/render-with-providers';
import { ASSIGNMENTS_KEY } from '../../analytics/experiments';
import { signedInAs } from '../../test/session.factory';
import { LandingPage } from './landing-page';

const assigned = (variant: string) => ({ variant, assignedAt: new Date().toISOString(), lastExposedAt: new Date().toISOString() });

beforeEach(() => localStorage.clear());


/** The sections under the hero arrive a few at a time after the first paint; wait for all of them. */
async function renderLanding(options: Parameters<typeof renderWithProviders>[1] = {}) {
  const view = await renderWithProviders(<LandingPage />, options);
  await waitFor(() => expect(view.container.querySelector('.landing-deferred')).toBeNull(), { timeout: 5000 });
  return view;
}

describe('LandingPage', () => {
  it('has the hero, every anchored section and both Lite assessments', async () => {
    const { container } = await renderLanding();
    expect(screen.getByRole('heading', { level: 1, name: 'Investor Ready in Half the Time' })).toBeTruthy();
    for (const id of ['vault', 'how-it-works', 'pricing', 'faq', 'exitcheck-lite', 'pitchprep-lite']) {
      expect(container.querySelector(`#${id}`)).toBeTruthy();
    }
    expect(screen.getAllByRole('button', { name: 'Start Assessment' })).toHaveLength(2);
  });

  it('links the header to the sections, Sign In to /auth and Get Started to #pricing', async () => {
    await renderLanding();
    const sections = screen.getByRole('navigation', { name: 'Sections' });
    expect(within(sections).getByRole('link', { name: 'What’s Inside' }).getAttribute('href')).toBe('/#vault');
    expect(within(sections).getByRole('link', { name: 'FAQ' }).getAttribute('href')).toBe('/#faq');
    // The hero's call to action is an A/B test whose variants include 'Get Started' too: ask the header.
    const header = within(document.querySelector<HTMLElement>('.site-header')!);
    expect(header.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/auth');
    expect(header.getByRole('link', { name: 'Get Started' }).getAttribute('href')).toBe('/#pricing');
  });

  it('sends a signed-in visitor to the dashboard from the hero, not to the free check', async () => {
    await renderLanding({ loadSession: signedInAs() });
    const hero = within(document.querySelector<HTMLElement>('.hero')!);
    expect(hero.getByRole('link', { name: 'Open your dashboard' }).getAttribute('href')).toBe('/dashboard');
    expect(hero.queryByRole('link', { name: /Get Started|Free|Check/i })).toBeNull();
  });

  it('shows one-time plans first and subscription plans on the other tab, Phase 2 plans not purchasable yet', async () => {
    localStorage.setItem(ASSIGNMENTS_KEY, JSON.stringify({ 'pricing-display': assigned('savings') }));
    await renderLanding({ flags: { phase2_previews: true } });
    const pricing = screen.getByRole('region', { name: 'Simple pricing in SGD' });
    expect(within(pricing).getByText('Save up to S$300', { exact: false })).toBeTruthy();
    const oneTime = PLANS.filter((plan) => plan.paymentType === 'one_time');
    for (const plan of oneTime) expect(within(pricing).getByRole('heading', { name: plan.name })).toBeTruthy();
    expect(within(pricing).getByText('Save S$100 (34%)')).toBeTruthy();

    fireEvent.click(within(pricing).getByRole('button', { name: 'Subscription' }));
    expect(within(pricing).getByRole('button', { name: 'Subscription' }).getAttribute('aria-pressed')).toBe('true');
    expect(within(pricing).getByRole('heading', { name: 'Founder Pro' })).toBeTruthy();
    expect(within(pricing).queryByRole('heading', { name: 'Pro Vault' })).toBeNull();
    expect(within(pricing).getByRole('button', { name: 'Start Founder Pro' })).toHaveProperty('disabled', false);
    expect(within(pricing).getByRole('button', { name: 'Coming Soon' })).toHaveProperty('disabled', true);
  });

  it('has the footer columns, the contact address and the legal links', async () => {
    await renderLanding();
    const footer = screen.getByRole('contentinfo');
    for (const column of ['Services', 'Resources', 'Contact']) expect(within(footer).getByRole('heading', { name: column })).toBeTruthy();
    expect(within(footer).getByRole('link', { name: 'hello@blueprintvault.example' })).toBeTruthy();
    expect(within(footer).getByRole('link', { name: 'Privacy Policy' }).getAttribute('href')).toBe('/privacy-policy');
    expect(within(footer).getByRole('link', { name: 'Terms of Service' }).getAttribute('href')).toBe('/terms-of-service');
  });
});
