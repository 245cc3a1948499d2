/** @jest-environment jsdom */
import '../../test/jsdom-polyfills';
import { LITE_OBJECTION_FAQ, liteHeading } from '@bv/domain';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { buildLiteResult } from '../../test/lite-result.factory';
import { renderWithProviders } from '../../test/render-with-providers';
import { LiteResults } from './lite-results';

const originalShare = Object.getOwnPropertyDescriptor(navigator, 'share');
const originalClipboard = Object.getOwnPropertyDescriptor(navigator, 'clipboard');

function setNavigator(name: 'share' | 'clipboard', value: unknown) {
  Object.defineProperty(navigator, name, { value, configurable: true });
}

afterEach(() => {
  for (const [name, descriptor] of [['share', originalShare], ['clipboard', originalClipboard]] as const) {
    if (descriptor) Object.defineProperty(navigator, name, descriptor);
    else delete (navigator as unknown as Record<string, unknown>)[name];
  }
});

describe('LiteResults', () => {
  it.each([
    [41, 'top'],
    [40, 'middle'],
    [30, 'middle'],
    [29, 'low'],
  ] as const)('heads a score of %i with the %s band heading, the score out of 50 and its label', async (score, band) => {
    const result = buildLiteResult({ toolType: 'exitcheck', score });
    await renderWithProviders(<LiteResults result={result} />);
    expect(screen.getByRole('heading', { level: 3, name: liteHeading('exitcheck', band) })).toBeTruthy();
    expect(screen.getByText(String(score))).toBeTruthy();
    expect(screen.getByText(result.scoreLabel)).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: `Score ${score} out of 50` }).getAttribute('aria-valuenow')).toBe(String(score));
  });

  it('leads with the score and the offer: the offer comes straight after the score card, before the roadmap', async () => {
    const result = buildLiteResult({ toolType: 'exitcheck', score: 30 });
    await renderWithProviders(<LiteResults result={result} />);
    const score = screen.getByRole('progressbar');
    const offer = screen.getByRole('complementary', { name: 'Upgrade offer' });
    const roadmap = screen.getByRole('heading', { name: 'Your 90-day roadmap' });
    expect(score.compareDocumentPosition(offer) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(offer.compareDocumentPosition(roadmap) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('names the offer under the score (for phones) at the price its card shows, and its button takes focus to the card', async () => {
    Element.prototype.scrollIntoView ??= () => undefined;
    await renderWithProviders(<LiteResults result={buildLiteResult({ score: 20 })} />);
    const teaser = screen.getByRole('button', { name: 'See the offer' }).closest('p')!;
    expect(teaser.textContent).toBe('Recommended: Blueprint Starter, S$78 with LITE20See the offer');
    fireEvent.click(screen.getByRole('button', { name: 'See the offer' }));
    expect(document.activeElement).toBe(screen.getByRole('complementary', { name: 'Upgrade offer' }));
  });

  it('never calls full marks "close to" ready', async () => {
    await renderWithProviders(<LiteResults result={buildLiteResult({ toolType: 'pitchprep', score: 50 })} />);
    expect(screen.getByRole('heading', { level: 3, name: 'Investor-ready on all five basics' })).toBeTruthy();
  });

  it('shows the key insight, the tier’s roadmap and first week, and the objection FAQ', async () => {
    const result = buildLiteResult({ toolType: 'pitchprep', score: 12 });
    await renderWithProviders(<LiteResults result={result} />);
    expect(screen.getByText(result.insight)).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Your 90-day roadmap' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Your first week' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Pro versus Lite' })).toBeTruthy();
    expect(screen.getAllByText(/Illustrative examples/).length).toBeGreaterThan(0);
  });

  it.each([
    [20, 'Blueprint Starter', '78', '98'],
    [35, 'Blueprint Pro Vault', '158', '198'],
  ])('offers a score of %i the %s plan at the LITE20 guest price S$%s instead of S$%s', async (score, planName, guestPrice, listPrice) => {
    await renderWithProviders(<LiteResults result={buildLiteResult({ score })} />);
    const offer = screen.getByRole('region', { name: 'Your recommended plan' });
    expect(within(offer).getByText(planName)).toBeTruthy();
    expect(within(offer).getByTestId('guest-price').textContent).toBe(`S$${guestPrice}`);
    expect(within(offer).getByLabelText(`Regular price S$${listPrice}`)).toBeTruthy();
    expect(within(offer).getByText('LITE20')).toBeTruthy();
  });

  it('with guest_checkout off offers the plan at its list price through the pricing section, without LITE20', async () => {
    await renderWithProviders(<LiteResults result={buildLiteResult({ score: 35 })} />, { flags: { guest_checkout: false } });
    const offer = within(screen.getByRole('region', { name: 'Your recommended plan' }));
    expect(offer.queryByText('LITE20')).toBeNull();
    expect(offer.queryByTestId('guest-price')).toBeNull();
    expect(offer.queryByRole('button', { name: 'Upgrade Now' })).toBeNull();
    expect(offer.getByText('S$198', { exact: false })).toBeTruthy();
    expect(offer.getByRole('link', { name: 'Get Blueprint Pro Vault' }).getAttribute('href')).toBe('/#pricing');
  });

  it('keeps one objection FAQ answer open at a time, and closes it on a second click', async () => {
    await renderWithProviders(<LiteResults result={buildLiteResult()} />);
    const [first, second] = LITE_OBJECTION_FAQ;
    const firstButton = screen.getByRole('button', { name: first.question });
    const secondButton = screen.getByRole('button', { name: second.question });
    expect(firstButton.getAttribute('aria-expanded')).toBe('false');

    fireEvent.click(firstButton);
    expect(firstButton.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('region', { name: first.question }).textContent).toBe(first.answer);

    fireEvent.click(secondButton);
    expect(firstButton.getAttribute('aria-expanded')).toBe('false');
    expect(secondButton.getAttribute('aria-expanded')).toBe('true');
    expect(screen.queryByRole('region', { name: first.question })).toBeNull();
    expect(screen.getByRole('region', { name: second.question })).toBeTruthy();

    fireEvent.click(secondButton);
    expect(secondButton.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('region', { name: second.question })).toBeNull();
  });

  it('copies the score and a link to the same free assessment (not the home page) when the browser cannot share', async () => {
    setNavigator('share', undefined);
    const writeText = jest.fn().mockResolvedValue(undefined);
    setNavigator('clipboard', { writeText });
    await renderWithProviders(<LiteResults result={buildLiteResult({ toolType: 'exitcheck', score: 32 })} />);

    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Share' })));
    expect(writeText).toHaveBeenCalledWith(`I scored 32/50 on ExitCheck Lite. Check yours in two minutes. ${window.location.origin}/#exitcheck-lite`);
    expect(screen.getByText('Link copied!')).toBeTruthy();
  });

  it('uses the browser share sheet when there is one', async () => {
    const share = jest.fn().mockResolvedValue(undefined);
    setNavigator('share', share);
    const writeText = jest.fn();
    setNavigator('clipboard', { writeText });
    await renderWithProviders(<LiteResults result={buildLiteResult({ score: 32 })} />);

    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Share' })));
    expect(share).toHaveBeenCalledWith(expect.objectContaining({ url: `${window.location.origin}/#exitcheck-lite`, text: expect.stringContaining('32/50') }));
    expect(writeText).not.toHaveBeenCalled();
  });

  it.each([
    ['exitcheck', '/#pricing'],
    ['pitchprep', '/pitchprep'],
  ] as const)('links Compare All Plans for a guest on %s to %s (no sign-in wall), beside Share and Retake, none of them primary', async (toolType, href) => {
    await renderWithProviders(<LiteResults result={buildLiteResult({ toolType })} />);
    expect(screen.getByRole('link', { name: 'Compare All Plans' }).getAttribute('href')).toBe(href);
    const more = screen.getByRole('group', { name: 'More options' });
    expect(within(more).getByRole('button', { name: 'Retake Assessment' })).toBeTruthy();
    expect(within(more).getByRole('button', { name: 'Share' })).toBeTruthy();
    // The offer card holds the one primary action.
    expect(more.querySelector('.button--primary, .button--accent')).toBeNull();
  });

  it('shows no dead PDF button: a line says PDFs come with the paid plans', async () => {
    await renderWithProviders(<LiteResults result={buildLiteResult()} />);
    expect(screen.queryByRole('button', { name: /PDF/ })).toBeNull();
    expect(screen.getByText('A PDF report comes with the paid plans.')).toBeTruthy();
  });

  it('links Compare All Plans on ExitCheck to /exitcheck for a member (spec)', async () => {
    const member = async () => ({ user: { id: 'u-1', email: 'mei@example.sg', name: 'Mei' }, isAdmin: false, expiresAt: Date.now() + 900_000 });
    await renderWithProviders(<LiteResults result={buildLiteResult({ toolType: 'exitcheck' })} />, { loadSession: member });
    expect(screen.getByRole('link', { name: 'Compare All Plans' }).getAttribute('href')).toBe('/exitcheck');
  });

  it('keeps the /admin-preview prefix on Compare All Plans', async () => {
    await renderWithProviders(<LiteResults result={buildLiteResult({ toolType: 'pitchprep' })} />, { path: '/admin-preview' });
    expect(screen.getByRole('link', { name: 'Compare All Plans' }).getAttribute('href')).toBe('/admin-preview/pitchprep');
  });
});
