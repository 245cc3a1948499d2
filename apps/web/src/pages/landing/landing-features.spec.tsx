/** @jest-environment jsdom */
import '../../test/jsdom-polyfills';
import { calculateRoi, LITE_SOCIAL_PROOF, ROI_DEFAULTS } from '@bv/domain';
import { act, fireEvent, screen, within, waitFor } from '@testing-library/react';
import { ASSIGNMENTS_KEY } from '../../analytics/experiments';
import { personalization } from '../../analytics/personalization';
import { renderWithProviders } from '../../test/render-with-providers';
import { LandingPage, PRELOADED_IMAGES } from './landing-page';
import { PERSONA_HEROES } from './persona-headlines';
import { SAMPLE_FILES } from './sample-deliverables';

const assigned = (variant: string) => ({ variant, assignedAt: new Date().toISOString(), lastExposedAt: new Date().toISOString() });

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});


/** The sections under the hero arrive a few at a time after the first paint; wait for all of them. */
async function renderLanding(options: Parameters<typeof renderWithProviders>[1] = {}) {
  const view = await renderWithProviders(<LandingPage />, options);
  await waitFor(() => expect(view.container.querySelector('.landing-deferred')).toBeNull(), { timeout: 5000 });
  return view;
}

describe('landing page, flag-gated features', () => {
  it('hides the ROI calculator and the sample deliverables while their flags are off (the defaults)', async () => {
    const { container } = await renderLanding();
    expect(container.querySelector('#roi-calculator')).toBeNull();
    expect(container.querySelector('#samples')).toBeNull();
  });

  it('ROI calculator (flag on): the spec defaults give value S$6,000, net S$5,501 and ROI 1,102%', async () => {
    await renderLanding({ flags: { roi_calculator: true } });
    const section = screen.getByRole('region', { name: 'What is your preparation time worth?' });
    expect(within(section).getByLabelText(/Hours a week/)).toHaveProperty('value', String(ROI_DEFAULTS.hoursPerWeek));
    expect(within(section).getByLabelText(/Weeks of preparation/).getAttribute('min')).toBe('1');
    expect(within(section).getByLabelText(/Value of an hour/).getAttribute('min')).toBe('0');
    const expected = calculateRoi(ROI_DEFAULTS);
    expect(expected).toEqual({ value: 6000, net: 5501, roiPercent: 1102 });
    expect(within(section).getByText('S$6,000')).toBeTruthy();
    expect(within(section).getByText('S$5,501')).toBeTruthy();
    expect(within(section).getByText('1,102%')).toBeTruthy();

    fireEvent.change(within(section).getByLabelText(/Cost of Blueprint Vault/), { target: { value: '0' } });
    expect(within(section).getByText('0%')).toBeTruthy();
  });

  it('sample deliverables (flag on): locked until an e-mail is entered, then the four /resources files download', async () => {
    await renderLanding({ flags: { sample_deliverables: true } });
    const section = screen.getByRole('region', { name: 'Sample deliverables' });
    expect(within(section).queryAllByRole('link', { name: /Download/ })).toHaveLength(0);
    const unlock = within(section).getByRole('button', { name: 'Unlock Samples' });
    expect(unlock).toHaveProperty('disabled', true);

    fireEvent.change(within(section).getByLabelText('Your email'), { target: { value: 'not-an-address' } });
    fireEvent.click(unlock);
    expect(within(section).getByRole('alert').textContent).toBe('Please enter a valid email address');

    fireEvent.change(within(section).getByLabelText('Your email'), { target: { value: 'mei@example.sg' } });
    fireEvent.click(unlock);
    const links = within(section).getAllByRole('link', { name: /Download/ });
    expect(links.map((link) => link.getAttribute('href'))).toEqual(SAMPLE_FILES.map((file) => file.path));
    expect(JSON.stringify(localStorage)).not.toContain('mei@example.sg');
  });

  it('persona headline only when persona_messaging is on', async () => {
    await renderLanding({ path: '/?persona=advisor' });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Investor Ready in Half the Time');
  });

  it.each(['founder', 'marketer', 'advisor'] as const)('persona %s gets its own headline when the flag is on', async (persona) => {
    await renderLanding({ path: `/?persona=${persona}`, flags: { persona_messaging: true } });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(PERSONA_HEROES[persona].headline);
  });
});

describe('landing page, experiments and personalization', () => {
  it('uses the visitor’s stored variants: CTA text and where the social proof sits', async () => {
    localStorage.setItem(ASSIGNMENTS_KEY, JSON.stringify({ 'cta-button-text': assigned('Begin Exit Check'), 'social-proof-position': assigned('above-cta') }));
    const { container } = await renderLanding();
    expect(screen.getByRole('link', { name: 'Begin Exit Check' }).getAttribute('href')).toBe('/#exitcheck-lite');
    const testimonials = container.querySelector('.testimonials');
    const faq = container.querySelector('#faq');
    expect(testimonials && faq && faq.compareDocumentPosition(testimonials) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('assigns each test once and keeps the assignment for later visits', async () => {
    const first = await renderLanding();
    const stored = JSON.parse(localStorage.getItem(ASSIGNMENTS_KEY) ?? '{}') as Record<string, { variant: string }>;
    expect(Object.keys(stored).sort()).toEqual(['cta-button-text', 'pricing-display', 'social-proof-position']);
    first.unmount();
    await renderLanding();
    const again = JSON.parse(localStorage.getItem(ASSIGNMENTS_KEY) ?? '{}') as Record<string, { variant: string }>;
    expect(Object.fromEntries(Object.entries(again).map(([k, v]) => [k, v.variant]))).toEqual(Object.fromEntries(Object.entries(stored).map(([k, v]) => [k, v.variant])));
  });

  it('preloads the three landing images', async () => {
    await renderLanding();
    const preloads = [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="image"]')].map((link) => link.getAttribute('href'));
    expect(preloads).toEqual([...PRELOADED_IMAGES]);
  });

  it('rotates the testimonials every 4 s, and Pause stops it', async () => {
    jest.useFakeTimers();
    try {
      localStorage.setItem(ASSIGNMENTS_KEY, JSON.stringify({ 'social-proof-position': assigned('below-hero') }));
      await renderLanding();
      const region = screen.getByRole('region', { name: 'What founders across Southeast Asia tell us' });
      const shown = () => LITE_SOCIAL_PROOF.findIndex((t) => region.textContent?.includes(t.quote));
      // Pause and play restart the 4 s timer, whatever time passed while the page was rendering.
      fireEvent.click(within(region).getByRole('button', { name: 'Pause testimonials' }));
      fireEvent.click(within(region).getByRole('button', { name: 'Play testimonials' }));
      const start = shown();
      expect(start).toBeGreaterThanOrEqual(0);
      act(() => jest.advanceTimersByTime(3999));
      expect(shown()).toBe(start);
      act(() => jest.advanceTimersByTime(1));
      expect(shown()).toBe((start + 1) % LITE_SOCIAL_PROOF.length);
      fireEvent.click(within(region).getByRole('button', { name: 'Pause testimonials' }));
      act(() => jest.advanceTimersByTime(12_000));
      expect(shown()).toBe((start + 1) % LITE_SOCIAL_PROOF.length);
    } finally {
      jest.useRealTimers();
    }
  });

  it('shows the high-performer offer for a stored Lite score of 35 or more', async () => {
    personalization().setProfile({ score: 38 });
    await renderLanding();
    const offer = screen.getByRole('complementary', { name: 'Recommended for you' });
    expect(offer.textContent).toContain('top tier');
    expect(offer.textContent).toContain('Pro Vault');
    act(() => personalization().setProfile({ score: 22 }));
    expect(screen.getByRole('complementary', { name: 'Recommended for you' }).textContent).toContain('Starter');
  });
});
