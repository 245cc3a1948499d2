/** @jest-environment jsdom */
import '../test/jsdom-polyfills';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { LoadSession } from '../auth/session-source';
import { jsonResponse, mockFetch } from '../test/fake-fetch';
import { renderRoutes } from '../test/render-with-providers';
import { AdminPage } from '../pages/admin-page';

const admin: LoadSession = async () => ({ user: { id: 'me', email: 'boss@example.sg', name: 'Boss' }, isAdmin: true, expiresAt: Date.now() + 900_000 });
const failed = {
  id: '7b0b7c0e-8d52-4f5e-9f1e-0c7f6d1b1a11',
  userEmail: 'mei@example.sg',
  status: 'failed',
  templateId: 'verify_email',
  templateName: 'Verify e-mail address',
  subject: 'Confirm your e-mail address',
  scheduledAt: new Date().toISOString(),
  sentAt: null,
  errorMessage: '451 Mailbox temporarily unavailable',
  attempts: 5,
};

describe('Admin e-mail screens', () => {
  it('lists logs with template and subject, filters by status, and resends a failed mail', async () => {
    const fetchMock = mockFetch(
      jsonResponse(200, { items: [failed], total: 1 }),
      jsonResponse(200, { items: [failed], total: 1 }),
      jsonResponse(201, { logId: 'new', resendOf: failed.id, status: 'pending' }),
      jsonResponse(200, { items: [], total: 0 }),
    );
    await renderRoutes([{ path: '/admin/*', element: <AdminPage /> }], { path: '/admin/emails', loadSession: admin });
    expect(await screen.findByText('Confirm your e-mail address')).toBeTruthy();
    expect(screen.getByText('Verify e-mail address')).toBeTruthy();
    expect(screen.getByText('451 Mailbox temporarily unavailable')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'failed' } });
    await waitFor(() => expect(fetchMock.mock.calls[1][0]).toBe('/api/v1/admin/emails/logs?limit=50&status=failed'));
    fireEvent.click(await screen.findByRole('button', { name: 'Resend' }));
    await waitFor(() => expect(fetchMock.mock.calls[2][0]).toBe(`/api/v1/admin/emails/logs/${failed.id}/resend`));
    expect(await screen.findByText('No e-mail matches these filters.')).toBeTruthy();
  });

  it('shows the local mailbox as a list beside the selected message, in plain text with its links, moved through with the arrow keys', async () => {
    const at = new Date().toISOString();
    mockFetch(
      jsonResponse(200, {
        items: [
          { id: 'm1', to: 'mei@example.sg', from: 'hello@blueprintvault.example', subject: 'Your result', text: 'Hi <b>Mei</b>, see https://bv.example/r/1 today', createdAt: at, templateName: 'Assessment result', status: 'sent' },
          { id: 'm2', to: 'ren@example.sg', from: 'hello@blueprintvault.example', subject: 'Verify your e-mail', text: 'Open https://bv.example/auth?verify=abc', createdAt: at, templateName: null, status: null },
        ],
      }),
    );
    await renderRoutes([{ path: '/admin/*', element: <AdminPage /> }], { path: '/admin/mailbox', loadSession: admin });
    const list = await screen.findByRole('listbox', { name: 'Messages' });
    const pane = () => within(screen.getByRole('article'));
    // The newest is open at once; its text is text (never markup) and its address a link.
    expect(pane().getByRole('heading', { name: 'Your result' })).toBeTruthy();
    expect(pane().getByText(/Hi <b>Mei<\/b>, see/)).toBeTruthy();
    expect(pane().getByRole('link', { name: 'https://bv.example/r/1' }).getAttribute('href')).toBe('https://bv.example/r/1');
    // Like a mail log: the template it was sent from and how its delivery went, in the list and the open message.
    expect(pane().getByText('Assessment result')).toBeTruthy();
    expect(pane().getByText('Sent')).toBeTruthy();
    expect(within(list).getAllByRole('option')[0].textContent).toContain('Assessment result');
    const [first, second] = within(list).getAllByRole('option');
    expect(first.getAttribute('aria-selected')).toBe('true');
    first.focus();
    fireEvent.keyDown(first, { key: 'ArrowDown' });
    expect(second.getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(second);
    expect(pane().getByRole('heading', { name: 'Verify your e-mail' })).toBeTruthy();
    // A mail whose log is gone shows no empty labels.
    expect(pane().queryByText('Sent')).toBeNull();
    fireEvent.keyDown(second, { key: 'ArrowUp' });
    expect(pane().getByRole('heading', { name: 'Your result' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Mailbox' }).getAttribute('aria-current')).toBe('page');
  });
});
