/** @jest-environment jsdom */
import '../test/jsdom-polyfills';
import { screen, within } from '@testing-library/react';
import type { StatusReport } from '../api/status';
import { jsonResponse, mockFetch } from '../test/fake-fetch';
import { renderWithProviders } from '../test/render-with-providers';
import { StatusPage } from './status-page';

const report: StatusReport = {
  status: 'degraded',
  checkedAt: '2025-07-01T02:00:00.000Z',
  services: [
    { name: 'gateway', status: 'up', latencyMs: 0, checks: {} },
    { name: 'flags', status: 'up', latencyMs: 1, checks: { redis: 'up' } },
    { name: 'assessments', status: 'up', latencyMs: 12, checks: { database: 'up', broker: 'up' } },
    { name: 'notifications', status: 'down', latencyMs: 40, checks: { database: 'up', broker: 'up', redis: 'down' } },
  ],
};

describe('StatusPage', () => {
  it('shows the live health of each service from GET /api/v1/status', async () => {
    const fetchMock = mockFetch(jsonResponse(200, report));
    await renderWithProviders(<StatusPage />, { path: '/status' });
    expect(await screen.findByText('Some services are having problems')).toBeTruthy();
    expect(fetchMock.mock.calls[0][0]).toBe('/api/v1/status');
    const email = screen.getByRole('rowheader', { name: /E-mail/ }).closest('tr') as HTMLElement;
    expect(within(email).getByText('Down')).toBeTruthy();
    // What stops working, in the reader's terms, never the dependency that stopped answering.
    expect(within(email).getByText('E-mails may arrive late.')).toBeTruthy();
    expect(screen.queryByText(/redis/)).toBeNull();
    const assessments = screen.getByRole('rowheader', { name: /Assessments and reports/ }).closest('tr') as HTMLElement;
    expect(within(assessments).getByText('Operational')).toBeTruthy();
    // No raw response times, and the feature-flag service is part of the website's row, not a row of its own.
    expect(screen.queryByText(/ ms$/)).toBeNull();
    expect(screen.queryByRole('rowheader', { name: /Features/ })).toBeNull();
    expect(screen.getAllByRole('row')).toHaveLength(4);
    expect(within(screen.getByRole('rowheader', { name: /Website and app/ }).closest('tr') as HTMLElement).getByText('Operational')).toBeTruthy();
  });

  it('shows the website as down when the feature-flag service behind it is', async () => {
    mockFetch(jsonResponse(200, { ...report, services: [report.services[0], { ...report.services[1], status: 'down', checks: { redis: 'down' } }] }));
    await renderWithProviders(<StatusPage />, { path: '/status' });
    const website = (await screen.findByRole('rowheader', { name: /Website and app/ })).closest('tr') as HTMLElement;
    expect(within(website).getByText('Down')).toBeTruthy();
    expect(within(website).getByText('Pages may not load or save.')).toBeTruthy();
  });
});
