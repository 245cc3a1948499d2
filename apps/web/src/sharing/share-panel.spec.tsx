/** @jest-environment jsdom */
import '../test/jsdom-polyfills';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fakePitchPrepServer } from '../pitchprep/fake-pitchprep-server';
import { PitchPrepOutputPage } from '../pitchprep/output-page';
import { buildView, DECK_ID } from '../pitchprep/pitchprep.factory';
import { renderRoutes } from '../test/render-with-providers';
import { signedInAs } from '../test/session.factory';
import { fakeSharingServer, type FakeSharingState } from './fake-sharing-server';
import { endOfSingaporeDay, singaporeDay } from './share-format';
import { buildOwnerShare, buildViewStats, OTHER_SHARE_ID, SHARE_ID } from './sharing.factory';

const originalClipboard = Object.getOwnPropertyDescriptor(navigator, 'clipboard');
const setClipboard = (value: unknown) => Object.defineProperty(navigator, 'clipboard', { value, configurable: true });

afterEach(() => {
  jest.restoreAllMocks();
  delete (document as unknown as Record<string, unknown>).execCommand;
  if (originalClipboard) Object.defineProperty(navigator, 'clipboard', originalClipboard);
  else delete (navigator as unknown as Record<string, unknown>).clipboard;
});

/** The deck's output page, with the PitchPrep and sharing routes both in memory. */
async function openSharePanel(shares: Partial<FakeSharingState> = {}) {
  const pitchprep = fakePitchPrepServer({ outputs: { [DECK_ID]: buildView('exit_deck') } });
  const sharing = fakeSharingServer(shares, pitchprep.fetchMock as unknown as typeof fetch);
  await renderRoutes([{ path: '/pitchprep/outputs/:id', element: <PitchPrepOutputPage /> }], { path: `/pitchprep/outputs/${DECK_ID}`, loadSession: signedInAs() });
  const toggle = await screen.findByRole('button', { name: 'Share' });
  expect(toggle.getAttribute('aria-expanded')).toBe('false');
  // Nothing about sharing is asked until the panel opens.
  expect(sharing.calls().some((c) => c.includes('/shares'))).toBe(false);
  fireEvent.click(toggle);
  expect(toggle.getAttribute('aria-expanded')).toBe('true');
  const panel = screen.getByRole('region', { name: 'Share links' });
  return { sharing, panel };
}

const inTwoWeeks = () => singaporeDay(new Date(Date.now() + 14 * 86_400_000));

describe('share panel on the output page', () => {
  it('creates a link with password, expiry, view limit and e-mail on view; the title comes from the output', async () => {
    const { sharing, panel } = await openSharePanel();
    const title = (await within(panel).findByLabelText('Link title')) as HTMLInputElement;
    expect(title.value).toBe('Lion City Logistics exit deck');
    // A new link is simply on: pausing is for a link that exists (Manage).
    expect(within(panel).queryByRole('switch', { name: 'Link is on' })).toBeNull();

    const day = inTwoWeeks();
    fireEvent.change(title, { target: { value: 'Deck for Harbour Capital' } });
    fireEvent.change(within(panel).getByLabelText('Description (optional)'), { target: { value: '  First look  ' } });
    fireEvent.change(within(panel).getByLabelText('Password (optional)'), { target: { value: 'marina bay' } });
    fireEvent.change(within(panel).getByLabelText('Expires on (optional)'), { target: { value: day } });
    fireEvent.change(within(panel).getByLabelText('Maximum views (optional)'), { target: { value: '10' } });
    fireEvent.click(within(panel).getByLabelText('E-mail me when it is viewed'));
    fireEvent.click(within(panel).getByRole('button', { name: 'Create link' }));

    expect(await within(panel).findByText('Link created for “Deck for Harbour Capital”. Copy it below to send it.')).toBeTruthy();
    expect(sharing.bodiesTo('POST /shares')).toEqual([
      {
        outputId: DECK_ID,
        title: 'Deck for Harbour Capital',
        description: 'First look',
        password: 'marina bay',
        expiresAt: endOfSingaporeDay(day),
        maxViews: 10,
        isPublic: true,
        notifyOnView: true,
        requireEmail: false,
        allowedViewers: [],
        allowDownload: false,
      },
    ]);
    const item = within(panel).getByRole('heading', { level: 3, name: 'Deck for Harbour Capital' }).closest('li') as HTMLElement;
    expect(within(item).getByText('Active')).toBeTruthy();
    expect(within(item).getByText('Password').nextElementSibling?.textContent).toBe('Yes');
    expect(within(item).getByText('Views').nextElementSibling?.textContent).toBe('0 of 10 allowed');
    expect(within(item).getByText('Last viewed').nextElementSibling?.textContent).toBe('Not yet');
    expect(within(item).getByText('Expires').nextElementSibling?.textContent).toMatch(/11:59 pm/i);
    // Copying is what comes next, so the new link's Copy button has focus.
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Copy link to Deck for Harbour Capital'));
    expect(within(panel).queryByRole('button', { name: 'Create link' })).toBeNull();
  });

  it('asks for the viewer’s e-mail, limits it to listed people and allows a watermarked download', async () => {
    const { sharing, panel } = await openSharePanel();
    await within(panel).findByLabelText('Link title');
    expect(within(panel).queryByLabelText('Only these people (optional)')).toBeNull();
    fireEvent.click(within(panel).getByLabelText('Ask for the viewer’s e-mail before showing it'));
    const list = within(panel).getByLabelText('Only these people (optional)');
    fireEvent.change(list, { target: { value: 'Mei@Fund.SG\nnot an address' } });
    fireEvent.click(within(panel).getByLabelText(/Allow downloading a PDF/));
    expect(within(panel).getByText(/each page stamped with the viewer’s e-mail/)).toBeTruthy();
    fireEvent.click(within(panel).getByRole('button', { name: 'Create link' }));
    expect(await within(panel).findByText('“not” is neither an e-mail address (jane@fund.sg) nor a domain (@fund.sg).')).toBeTruthy();
    expect(document.activeElement).toBe(list);
    expect(sharing.bodiesTo('POST /shares')).toEqual([]);

    fireEvent.change(list, { target: { value: 'Mei@Fund.SG, jungle.vc\n@jungle.vc' } });
    fireEvent.click(within(panel).getByRole('button', { name: 'Create link' }));
    await within(panel).findByText(/Link created for/);
    expect(sharing.bodiesTo('POST /shares')[0]).toMatchObject({ requireEmail: true, allowedViewers: ['mei@fund.sg', '@jungle.vc'], allowDownload: true });
    const item = within(panel).getAllByRole('listitem').find((li) => li.classList.contains('share-item')) as HTMLElement;
    expect(within(item).getByText('Viewers').nextElementSibling?.textContent).toBe('Only 2 listed');
    expect(within(item).getByText('Download').nextElementSibling?.textContent).toBe('PDF, watermarked');
  });

  it('refuses what the server would refuse before sending', async () => {
    const { sharing, panel } = await openSharePanel();
    fireEvent.change(await within(panel).findByLabelText('Link title'), { target: { value: '  ' } });
    fireEvent.change(within(panel).getByLabelText('Password (optional)'), { target: { value: 'abc' } });
    fireEvent.change(within(panel).getByLabelText('Maximum views (optional)'), { target: { value: '0' } });
    fireEvent.change(within(panel).getByLabelText('Expires on (optional)'), { target: { value: '2020-01-01' } });
    fireEvent.click(within(panel).getByRole('button', { name: 'Create link' }));
    expect(within(panel).getByText('Give the link a title.')).toBeTruthy();
    expect(within(panel).getByText('Use at least 4 characters')).toBeTruthy();
    expect(within(panel).getByText('Enter a whole number of views, 1 or more.')).toBeTruthy();
    expect(within(panel).getByText('Choose today or a later day.')).toBeTruthy();
    expect(document.activeElement).toBe(within(panel).getByLabelText('Link title'));
    expect(sharing.bodiesTo('POST /shares')).toEqual([]);
  });

  it('tries again when sharing has not heard of the new output yet', async () => {
    const notYet = { status: 404, code: 'SHARING.OUTPUT_NOT_FOUND', message: 'Output not found.' };
    const { sharing, panel } = await openSharePanel({ shares: [], failures: { 'POST /shares': [notYet] } });
    fireEvent.click(await within(panel).findByRole('button', { name: 'Create link' }));
    expect(await within(panel).findByText(/^Link created/, undefined, { timeout: 3_000 })).toBeTruthy();
    expect(sharing.bodiesTo('POST /shares')).toHaveLength(2);
  });

  it('copies the link with the clipboard, or the fallback, and says Link copied!', async () => {
    const share = buildOwnerShare({ outputId: DECK_ID });
    const writeText = jest.fn().mockResolvedValue(undefined);
    setClipboard({ writeText });
    const { panel } = await openSharePanel({ shares: [share] });
    const copy = await within(panel).findByRole('button', { name: /^Copy link/ });
    await act(async () => fireEvent.click(copy));
    expect(writeText).toHaveBeenCalledWith(share.url);
    expect(await screen.findByText('Link copied!')).toBeTruthy();

    setClipboard(undefined);
    const execCommand = jest.fn(() => true);
    Object.defineProperty(document, 'execCommand', { value: execCommand, configurable: true });
    await act(async () => fireEvent.click(within(panel).getByRole('button', { name: /^Copy link/ })));
    expect(execCommand).toHaveBeenCalledWith('copy');
    await waitFor(() => expect(screen.getAllByText('Link copied!')).toHaveLength(2));
  });

  it('revokes a link after confirming; a revoked link can no longer be copied or edited', async () => {
    const share = buildOwnerShare({ outputId: DECK_ID, viewCount: 3, lastViewedAt: '2025-06-01T02:00:00.000Z' });
    const nativeConfirm = jest.spyOn(window, 'confirm');
    const { sharing, panel } = await openSharePanel({ shares: [share] });
    const revoke = await within(panel).findByRole('button', { name: `Revoke ${share.title}` });

    fireEvent.click(revoke);
    fireEvent.click(within(screen.getByRole('alertdialog', { name: `Revoke “${share.title}”?` })).getByRole('button', { name: 'Cancel' }));
    expect(sharing.calls()).not.toContain(`POST /shares/${SHARE_ID}/revoke`);
    fireEvent.click(revoke);
    fireEvent.click(within(screen.getByRole('alertdialog', { name: `Revoke “${share.title}”?` })).getByRole('button', { name: 'Revoke link' }));
    expect(await within(panel).findByText('Revoked')).toBeTruthy();
    expect(nativeConfirm).not.toHaveBeenCalled();
    expect(within(panel).queryByRole('button', { name: /^Copy link/ })).toBeNull();
    expect(within(panel).queryByRole('button', { name: /^Edit/ })).toBeNull();
    expect(within(panel).queryByRole('button', { name: /^Revoke/ })).toBeNull();
    expect(within(panel).getByText(`“${share.title}” was revoked. Its link no longer opens.`)).toBeTruthy();
  });

  it('edits only what changed: removing the password and the view limit', async () => {
    const share = buildOwnerShare({ outputId: DECK_ID, requiresPassword: true, maxViews: 5, viewCount: 5, state: 'view_limit_reached' });
    const { sharing, panel } = await openSharePanel({ shares: [share] });
    expect(await within(panel).findByText('View limit reached')).toBeTruthy();
    fireEvent.click(within(panel).getByRole('button', { name: `Edit ${share.title}` }));
    expect((within(panel).getByLabelText('Maximum views (optional)') as HTMLInputElement).value).toBe('5');
    fireEvent.click(within(panel).getByLabelText('Remove the password'));
    fireEvent.change(within(panel).getByLabelText('Maximum views (optional)'), { target: { value: '' } });
    fireEvent.click(within(panel).getByRole('button', { name: 'Save changes' }));

    expect(await within(panel).findByText(`“${share.title}” was saved.`)).toBeTruthy();
    expect(sharing.bodiesTo(`PATCH /shares/${SHARE_ID}`)).toEqual([{ password: null, maxViews: null }]);
    expect(within(panel).getByText('Active')).toBeTruthy();
    expect(within(panel).getByText('Password').nextElementSibling?.textContent).toBe('No');
  });

  it('shows views per day as an accessible chart with the latest views, and exports the CSV', async () => {
    URL.createObjectURL = jest.fn(() => 'blob:http://localhost/csv');
    URL.revokeObjectURL = jest.fn();
    const clicked: HTMLAnchorElement[] = [];
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this);
    });
    const share = buildOwnerShare({ outputId: DECK_ID, viewCount: 3 });
    const stats = buildViewStats(
      { '2025-05-30': 2, '2025-06-02': 1 },
      {
        uniqueVisitors: 2,
        averageSeconds: 95,
        completionRate: 0.5,
        sections: [
          { index: 0, title: 'Company snapshot', averageSeconds: 40, reached: 1 },
          { index: 1, title: 'Investment highlights', averageSeconds: 55, reached: 0.5 },
        ],
        viewers: [{ email: 'mei@fund.sg', views: 2, seconds: 190, lastViewedAt: '2025-06-02T03:00:00.000Z' }],
        recent: [{ viewedAt: '2025-06-02T03:00:00.000Z', deviceClass: 'mobile', country: 'SG', viewerEmail: 'mei@fund.sg', seconds: 190, completed: true, downloads: 2 }],
        downloadCount: 2,
      },
    );
    const { sharing, panel } = await openSharePanel({ shares: [share], views: { [SHARE_ID]: stats } });
    fireEvent.click(await within(panel).findByRole('button', { name: `Views over time of ${share.title}` }));

    const chart = await within(panel).findByRole('list', { name: 'Views per day, 4 May to 2 Jun (Singapore time)' });
    const days = within(chart).getAllByRole('listitem');
    expect(days).toHaveLength(30);
    expect(days.at(-4)?.textContent).toBe('30 May: 2 views');
    expect(days.at(-1)?.textContent).toBe('2 Jun: 1 view');
    expect(within(panel).getByText(/3 views in all/)).toBeTruthy();
    expect(within(panel).getByText(/mei@fund.sg · Phone · Singapore · 3 min 10 s · read to the end · downloaded the PDF 2 times/)).toBeTruthy();
    const figures = (name: string) => within(panel).getByText(name).nextElementSibling?.textContent;
    expect([figures('Unique visitors'), figures('Average time'), figures('Read to the end'), figures('Downloads')]).toEqual(['2', '1 min 35 s', '50%', '2']);
    expect(within(panel).getByText('2. Investment highlights').parentElement?.textContent).toContain('55 s · 50% reached');
    expect(within(panel).getByText('mei@fund.sg', { selector: 'strong' }).parentElement?.textContent).toContain('2 views');

    fireEvent.click(within(panel).getByRole('button', { name: `Export CSV of the views of ${share.title}` }));
    await waitFor(() => expect(clicked.map((a) => a.download)).toEqual([`share-views-${SHARE_ID.slice(0, 8)}.csv`]));
    expect(sharing.calls()).toContain(`GET /shares/${SHARE_ID}/views.csv`);
  });

  it('lists the output’s links newest first and refreshes them on request', async () => {
    const older = buildOwnerShare({ id: OTHER_SHARE_ID, outputId: DECK_ID, title: 'Older link', state: 'expired', expiresAt: '2025-05-01T15:59:59.999Z' });
    const newer = buildOwnerShare({ outputId: DECK_ID, title: 'Newer link' });
    const { sharing, panel } = await openSharePanel({ shares: [newer, older] });
    await within(panel).findByRole('heading', { name: 'Newer link' });
    expect(within(panel).getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['Newer link', 'Older link']);
    expect(within(panel).getByText(/^Expired: choose a later expiry day/)).toBeTruthy();
    // No form while there are links: "New link" opens it.
    expect(within(panel).queryByLabelText('Link title')).toBeNull();

    sharing.state.shares = [{ ...newer, viewCount: 1, lastViewedAt: '2025-06-02T03:00:00.000Z' }, older];
    fireEvent.click(within(panel).getByRole('button', { name: 'Refresh share links' }));
    const item = within(panel).getByRole('heading', { name: 'Newer link' }).closest('li') as HTMLElement;
    await waitFor(() => expect(within(item).getByText('Views').nextElementSibling?.textContent).toBe('1'));

    fireEvent.click(within(panel).getByRole('button', { name: 'New link' }));
    expect(within(panel).getByLabelText('Link title')).toBeTruthy();
    fireEvent.click(within(panel).getByRole('button', { name: 'Cancel' }));
    expect(within(panel).queryByLabelText('Link title')).toBeNull();
  });
});
