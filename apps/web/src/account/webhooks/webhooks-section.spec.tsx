/** @jest-environment jsdom */
import '../../test/jsdom-polyfills';
import { fireEvent, screen } from '@testing-library/react';
import { clearAccessToken } from '../../auth/access-token';
import { bodiesSentTo, jsonResponse, routeFetch } from '../../test/fake-fetch';
import { renderRoutes } from '../../test/render-with-providers';
import { signedInAs } from '../../test/session.factory';
import { WebhooksSection } from './webhooks-section';

afterEach(() => clearAccessToken());

const ID = '7d3c0e4e-1111-4111-8111-111111111111';
const endpoint = (overrides: Record<string, unknown> = {}) => ({
  id: ID,
  url: 'https://hooks.zapier.com/hooks/catch/1/abc',
  description: 'HubSpot via Zapier',
  eventTypes: ['document.viewed'],
  enabled: true,
  disabledReason: null,
  consecutiveFailures: 0,
  createdAt: '2026-11-29T01:00:00.000Z',
  updatedAt: '2026-11-29T01:00:00.000Z',
  ...overrides,
});
const delivery = (overrides: Record<string, unknown> = {}) => ({
  id: '8d3c0e4e-2222-4222-8222-222222222222',
  endpointId: ID,
  messageId: 'msg_8d3c0e4e22224222822222222222222',
  eventType: 'document.viewed',
  status: 'failed',
  attempts: 8,
  lastResponseCode: 503,
  lastError: 'The endpoint answered 503.',
  lastResponseExcerpt: 'Service Unavailable',
  nextAttemptAt: null,
  payload: { type: 'document.viewed', timestamp: '2026-11-29T01:00:00.000Z', data: { title: 'Seed deck' } },
  createdAt: '2026-11-29T01:00:00.000Z',
  updatedAt: '2026-11-29T01:10:00.000Z',
  ...overrides,
});
const render = () => renderRoutes([{ path: '/account', element: <WebhooksSection /> }], { path: '/account', loadSession: signedInAs() });

describe('WebhooksSection', () => {
  it('starts empty, adds an endpoint with the events chosen and shows its secret once', async () => {
    const fetchMock = routeFetch({
      'GET /webhooks': () => jsonResponse(200, { endpoints: [] }),
      'POST /webhooks': () => jsonResponse(201, { ...endpoint(), secret: 'whsec_c2VjcmV0LXNlY3JldC1zZWNyZXQtc2VjcmV0' }),
      [`GET /webhooks/${ID}/deliveries?limit=50`]: () => jsonResponse(200, { deliveries: [] }),
    });
    await render();
    fireEvent.click(await screen.findByRole('button', { name: 'Add endpoint' }));
    fireEvent.change(screen.getByLabelText('Endpoint URL'), { target: { value: 'https://hooks.zapier.com/hooks/catch/1/abc' } });
    fireEvent.change(screen.getByLabelText('Description (optional)'), { target: { value: 'HubSpot via Zapier' } });
    fireEvent.click(screen.getByRole('checkbox', { name: /document.downloaded/ }));
    fireEvent.click(screen.getByRole('checkbox', { name: /assessment.completed/ }));
    fireEvent.click(screen.getByRole('checkbox', { name: /room.viewed/ }));
    fireEvent.click(screen.getByRole('checkbox', { name: /question.asked/ }));
    fireEvent.click(screen.getByRole('checkbox', { name: /visitor.hot/ }));
    fireEvent.click(screen.getByRole('checkbox', { name: /lead.created/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Add endpoint' }));
    expect(await screen.findByText('whsec_c2VjcmV0LXNlY3JldC1zZWNyZXQtc2VjcmV0')).toBeTruthy();
    expect(bodiesSentTo(fetchMock, 'POST /webhooks')).toEqual([{ url: 'https://hooks.zapier.com/hooks/catch/1/abc', description: 'HubSpot via Zapier', eventTypes: ['document.viewed'] }]);
    fireEvent.click(screen.getByRole('button', { name: 'I have saved it' }));
    expect(screen.queryByText(/^whsec_/)).toBeNull();
    expect(await screen.findByText(/No deliveries yet/)).toBeTruthy();
    // The first render loads the contracts' schemas lazily, which takes seconds on a busy machine.
  }, 15_000);

  it('says why an endpoint was turned off and resends a failed delivery', async () => {
    const fetchMock = routeFetch({
      'GET /webhooks': () => jsonResponse(200, { endpoints: [endpoint({ enabled: false, disabledReason: 'failing', consecutiveFailures: 5 })] }),
      [`GET /webhooks/${ID}/deliveries?limit=50`]: () => jsonResponse(200, { deliveries: [delivery()] }),
      [`PATCH /webhooks/${ID}`]: () => jsonResponse(200, endpoint()),
      [`POST /webhooks/${ID}/deliveries/8d3c0e4e-2222-4222-8222-222222222222/replay`]: () => jsonResponse(202, delivery({ status: 'pending', attempts: 0 })),
    });
    await render();
    expect(await screen.findByText(/after 5 failed deliveries in a row/)).toBeTruthy();
    expect(screen.getAllByText('Turned off: failing').length).toBeGreaterThan(0);
    fireEvent.click(await screen.findByRole('button', { name: /Failed document.viewed/ }));
    expect(screen.getByText('Service Unavailable')).toBeTruthy();
    // Off: no resend until it is on again.
    expect(screen.queryByRole('button', { name: 'Resend' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Enable' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Resend' }));
    expect(bodiesSentTo(fetchMock, `PATCH /webhooks/${ID}`)).toEqual([{ enabled: true }]);
    await screen.findByRole('button', { name: 'Resend' });
    expect(fetchMock.mock.calls.some(([url, init]: [string, RequestInit]) => url.endsWith('/replay') && init.method === 'POST')).toBe(true);
  });

  it('shows a load error with a retry', async () => {
    // A client error, which the data client does not retry (a 5xx would wait through its retries first).
    routeFetch({ 'GET /webhooks': () => jsonResponse(403, { error: { code: 'FORBIDDEN', message: 'You cannot see these webhooks.' } }) });
    await render();
    expect(await screen.findByText('You cannot see these webhooks.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
