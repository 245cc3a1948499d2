/** @jest-environment jsdom */
import '../test/jsdom-polyfills';
import type { AdminFlagAuditEntry } from '@bv/contracts';
import { flagNames } from '@bv/contracts';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { clearAccessToken } from '../auth/access-token';
import { AdminPage } from '../pages/admin-page';
import { bodiesSentTo, jsonResponse, routeFetch } from '../test/fake-fetch';
import { buildFlagsSnapshot } from '../test/flags.factory';
import { renderRoutes } from '../test/render-with-providers';
import { signedInAs } from '../test/session.factory';
import { PHASE_2_CONFIRMATION } from './admin-flag-phases';
import { changesOf } from './admin-flag-audit';
import { FLAG_DESCRIPTIONS } from './flag-descriptions';

const ME = '5d1f9e6a-3b2c-4d8e-9f0a-1b2c3d4e5f60';
const OTHER = '0b7c4f0e-8a1d-4c55-9d0e-3f2a1b0c9d8e';
const admin = signedInAs('boss@example.sg', { isAdmin: true });
const AUDIT = 'GET /admin/flags/audit?limit=50';
const PHASES = 'GET /admin/flags/phases';
const phases = (active: 1 | 2) => ({
  phases: [
    { id: 'phase-1', name: 'Phase 1', isActive: active === 1 },
    { id: 'phase-2', name: 'Phase 2', isActive: active === 2 },
  ],
});
let seq = 0;
const meAsActor = { id: ME, name: 'Mei Ling', email: 'boss@example.sg' };
const benAsActor = { id: OTHER, name: 'Benjamin Lee', email: 'ben@example.sg' };
function auditEntry(overrides: Partial<AdminFlagAuditEntry> = {}): AdminFlagAuditEntry {
  seq += 1;
  return {
    id: `00000000-0000-4000-8000-${String(seq).padStart(12, '0')}`,
    actorId: ME,
    actor: meAsActor,
    action: 'flags_updated',
    phaseId: 'phase-1',
    before: { roi_calculator: false, guest_checkout: true },
    after: { roi_calculator: true, guest_checkout: true },
    at: '2025-06-02T04:00:00.000Z',
    ...overrides,
  };
}

const renderAdmin = (path = '/admin/flags') => renderRoutes([{ path: '/admin/*', element: <AdminPage /> }], { path, loadSession: admin });
// jsdom's accessible-name computation puts a space at each <wbr> in the key (browsers do not).
const switchOf = (name: string) => screen.getByRole('switch', { name: (accessible) => accessible.replace(/\s+/g, '').endsWith(name) }) as HTMLInputElement;

afterEach(() => {
  clearAccessToken();
  jest.restoreAllMocks();
});

describe('Admin feature flags (/admin/flags)', () => {
  it('is linked from the admin navigation and lists every flag (docs/product-rules.md, "Feature flags") with a switch and what it does', async () => {
    routeFetch({ 'GET /flags': jsonResponse(200, buildFlagsSnapshot({ sample_deliverables: true })), [PHASES]: jsonResponse(200, phases(1)), [AUDIT]: jsonResponse(200, { entries: [] }) });
    await renderAdmin('/admin/flags');
    expect(screen.getByRole('navigation', { name: 'Admin sections' }).querySelector('a[aria-current="page"]')?.textContent).toBe('Feature flags');
    expect(await screen.findByText(/Flags of the active phase/)).toBeTruthy();
    expect(screen.getAllByRole('switch')).toHaveLength(flagNames.length);
    for (const name of flagNames) {
      const control = switchOf(name);
      expect(control.getAttribute('aria-describedby')).toBeTruthy();
      expect(document.getElementById(control.getAttribute('aria-describedby')!)?.textContent).toBe(FLAG_DESCRIPTIONS[name].description);
    }
    await waitFor(() => expect(switchOf('sample_deliverables').checked).toBe(true));
    expect(switchOf('guest_checkout').checked).toBe(true);
    expect(switchOf('roi_calculator').checked).toBe(false);
    expect(await screen.findByText('No changes yet.')).toBeTruthy();
  });

  it('changes a flag only when the server has answered, then shows the new state and the new history', async () => {
    let answer: (response: Response) => void = () => undefined;
    let changed = false;
    const fetchMock = routeFetch({
      'GET /flags': jsonResponse(200, buildFlagsSnapshot()),
      [PHASES]: jsonResponse(200, phases(1)),
      [AUDIT]: () => jsonResponse(200, { entries: changed ? [auditEntry()] : [] }),
      'PUT /admin/flags': () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    await renderAdmin();
    await screen.findByText('No changes yet.');

    fireEvent.click(switchOf('roi_calculator'));
    await waitFor(() => expect(bodiesSentTo(fetchMock, 'PUT /admin/flags')).toEqual([{ flags: { roi_calculator: true } }]));
    // Not optimistic: still off, marked busy, and the other switches wait.
    expect(switchOf('roi_calculator').checked).toBe(false);
    expect(switchOf('roi_calculator').closest('li')?.getAttribute('aria-busy')).toBe('true');
    fireEvent.click(switchOf('persona_messaging'));
    expect(bodiesSentTo(fetchMock, 'PUT /admin/flags')).toHaveLength(1);

    changed = true;
    await act(async () => answer(jsonResponse(200, buildFlagsSnapshot({ roi_calculator: true }, 1, 2))));
    await waitFor(() => expect(switchOf('roi_calculator').checked).toBe(true));
    expect(screen.getByText(/version 2/)).toBeTruthy();
    await waitFor(() => expect(document.querySelector('.audit-changes li')?.textContent).toBe('roi_calculator: off → on'));
  });

  it('says so in a toast when the server refuses, and leaves the switch as it was', async () => {
    routeFetch({
      'GET /flags': jsonResponse(200, buildFlagsSnapshot()),
      [PHASES]: jsonResponse(200, phases(1)),
      [AUDIT]: jsonResponse(200, { entries: [] }),
      'PUT /admin/flags': jsonResponse(403, { error: { code: 'AUTH.FORBIDDEN', message: 'Admins only' } }),
    });
    await renderAdmin();
    await screen.findByText('No changes yet.');
    fireEvent.click(switchOf('early_bird_pricing'));
    expect(await screen.findByText('Flag not changed')).toBeTruthy();
    expect(screen.getByText('Early-bird pricing: Admins only')).toBeTruthy();
    expect(switchOf('early_bird_pricing').checked).toBe(false);
  });

  it('switches the phase, asking first before Phase 2 because it announces the launch', async () => {
    const nativeConfirm = jest.spyOn(window, 'confirm');
    const fetchMock = routeFetch({
      'GET /flags': jsonResponse(200, buildFlagsSnapshot()),
      [PHASES]: jsonResponse(200, phases(1)),
      [AUDIT]: jsonResponse(200, { entries: [] }),
      'PUT /admin/flags/phase': jsonResponse(200, buildFlagsSnapshot({}, 2)),
    });
    await renderAdmin();
    const phaseList = within(await screen.findByRole('region', { name: 'Launch phase' }));
    expect(within((await phaseList.findByText('Phase 1')).closest('li') as HTMLElement).getByText('Active')).toBeTruthy();

    fireEvent.click(phaseList.getByRole('button', { name: 'Make Phase 2 active' }));
    let dialog = within(screen.getByRole('alertdialog', { name: 'Switch to Phase 2?' }));
    expect(dialog.getByText(PHASE_2_CONFIRMATION)).toBeTruthy();
    fireEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    expect(bodiesSentTo(fetchMock, 'PUT /admin/flags/phase')).toHaveLength(0);

    fireEvent.click(phaseList.getByRole('button', { name: 'Make Phase 2 active' }));
    dialog = within(screen.getByRole('alertdialog', { name: 'Switch to Phase 2?' }));
    fireEvent.click(dialog.getByRole('button', { name: 'Make Phase 2 active' }));
    expect(nativeConfirm).not.toHaveBeenCalled();
    await waitFor(() => expect(bodiesSentTo(fetchMock, 'PUT /admin/flags/phase')).toEqual([{ phaseId: 'phase-2' }]));
    await waitFor(() => expect(screen.getByText(/Flags of the active phase/).textContent).toContain('Phase 2'));
    expect(within(phaseList.getByText('Phase 2').closest('li') as HTMLElement).getByText('Active')).toBeTruthy();
    // Back to Phase 1 needs no confirmation.
    expect(phaseList.getByRole('button', { name: 'Make Phase 1 active' })).toBeTruthy();
  });

  it('shows the history newest first: when, who, the action and what changed', async () => {
    routeFetch({
      'GET /flags': jsonResponse(200, buildFlagsSnapshot()),
      [PHASES]: jsonResponse(200, phases(1)),
      [AUDIT]: jsonResponse(200, {
        entries: [
          auditEntry({ at: '2025-06-01T02:00:00.000Z', actorId: OTHER, actor: benAsActor }),
          auditEntry({ at: '2025-06-02T09:30:00.000Z', action: 'phase_activated', before: { activePhase: 'phase-1' }, after: { activePhase: 'phase-2' }, phaseId: 'phase-2' }),
        ],
      }),
    });
    await renderAdmin();
    const table = await screen.findByRole('table', { name: 'The 50 latest changes, newest first' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(within(rows[0]).getByText('Phase switched')).toBeTruthy();
    // The phase by its name, not its id.
    expect(rows[0].querySelectorAll('td')[3].textContent).toBe('Phase 2');
    expect(rows[0].querySelector('.audit-change')?.textContent).toBe('Phase 1 → Phase 2');
    // The admin by name and e-mail (docs/product-rules.md, "Admin"), never by id.
    expect(within(rows[0]).getByText('Mei Ling (you)')).toBeTruthy();
    expect(within(rows[0]).getByText('boss@example.sg')).toBeTruthy();
    expect(rows[0].querySelector('time')?.getAttribute('dateTime')).toBe('2025-06-02T09:30:00.000Z');
    expect(within(rows[1]).getByText('Flags changed')).toBeTruthy();
    expect(within(rows[1]).getByText('Benjamin Lee')).toBeTruthy();
    expect(within(rows[1]).getByText('ben@example.sg')).toBeTruthy();
    expect(rows[1].textContent).not.toContain('(you)');
    expect(table.textContent).not.toContain(ME);
    expect(table.textContent).not.toContain(OTHER);
  });

  it('names an admin whose account is gone without showing an id', async () => {
    routeFetch({
      'GET /flags': jsonResponse(200, buildFlagsSnapshot()),
      [PHASES]: jsonResponse(200, phases(1)),
      [AUDIT]: jsonResponse(200, { entries: [auditEntry({ actorId: OTHER, actor: null })] }),
    });
    await renderAdmin();
    const table = await screen.findByRole('table', { name: 'The 50 latest changes, newest first' });
    expect(within(table).getByText('A deleted account')).toBeTruthy();
    expect(table.textContent).not.toContain(OTHER);
  });

  it('lets flag keys wrap only after their separators, in the list and in the history', async () => {
    routeFetch({
      'GET /flags': jsonResponse(200, buildFlagsSnapshot()),
      [PHASES]: jsonResponse(200, phases(1)),
      [AUDIT]: jsonResponse(200, { entries: [auditEntry({ before: { pitchprep_ai_generation: false }, after: { pitchprep_ai_generation: true } })] }),
    });
    await renderAdmin();
    await screen.findByRole('table', { name: 'The 50 latest changes, newest first' });
    const keys = [...document.querySelectorAll('code.flag-key')];
    expect(keys.length).toBe(flagNames.length + 1);
    for (const key of keys) {
      // Every <wbr> follows a separator, and every separator is followed by one.
      const html = key.innerHTML;
      expect(html.replace(/[_.]<wbr>/g, '')).not.toMatch(/<wbr>|[_.]/);
    }
    expect(document.querySelector('.audit-changes code.flag-key')?.innerHTML).toBe('pitchprep_<wbr>ai_<wbr>generation');
  });

  it('lists only the keys that changed', () => {
    expect(changesOf({ before: { a: true, b: false, c: 1 }, after: { a: true, b: true, d: 'x' } })).toEqual(['b: off → on', 'c: 1 → —', 'd: — → x']);
  });
});
