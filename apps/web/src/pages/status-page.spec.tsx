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
    expect(within(email).getByText('Not answering: redis')).toBeTruthy();
    const assessments = screen.getByRole('rowheader', { name: /Assessments/ }).closest('tr') as HTMLElement;
    expect(within(assessments).getByText('Operational')).toBeTruthy();
    // Once in its column, once under the status (shown instead on a phone).
    expect(within(assessments).getAllByText('12 ms')).toHaveLength(2);
  });
});
