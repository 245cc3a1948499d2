import type { ServiceLogger } from '@bv/service-kit';
import { CLIENT_LOG_BATCH_MAX, clientLogBatchSchema, type ClientLogEntry } from '@bv/contracts';
import { ClientLogsService, scrubContext, scrubText } from './client-logs.service';

const entry = (overrides: Partial<ClientLogEntry> = {}): ClientLogEntry => ({
  level: 'error',
  message: 'Failed to fetch',
  timestamp: '2025-07-01T02:00:00.000Z',
  route: '/pricing',
  ...overrides,
});

function fakeLogger() {
  const calls: Array<{ level: string; fields: Record<string, unknown>; message: string }> = [];
  const at = (level: string) => (fields: Record<string, unknown>, message: string) => calls.push({ level, fields, message });
  const logger = { debug: at('debug'), info: at('info'), warn: at('warn'), error: at('error'), fatal: at('fatal') } as unknown as ServiceLogger;
  return { logger, calls };
}

describe('POST /api/logs body', () => {
  it('accepts a batch of entries at the five levels', () => {
    const levels = ['debug', 'info', 'warn', 'error', 'fatal'] as const;
    expect(clientLogBatchSchema.safeParse({ logs: levels.map((level) => entry({ level })) }).success).toBe(true);
  });

  it.each<[string, unknown]>([
    ['an empty batch', { logs: [] }],
    ['more than 100 entries', { logs: Array.from({ length: CLIENT_LOG_BATCH_MAX + 1 }, () => entry()) }],
    ['an unknown level', { logs: [entry({ level: 'panic' as never })] }],
    ['a timestamp that is not ISO', { logs: [entry({ timestamp: 'yesterday' })] }],
    ['a message over 2000 characters', { logs: [entry({ message: 'x'.repeat(2001) })] }],
    ['nested context', { logs: [{ ...entry(), context: { deep: { a: 1 } } }] }],
    ['no logs field', {}],
  ])('refuses %s', (_name, body) => {
    expect(clientLogBatchSchema.safeParse(body).success).toBe(false);
  });
});

describe('ClientLogsService', () => {
  it('writes each entry to the server log at its own level, marked as from the browser', () => {
    const { logger, calls } = fakeLogger();
    new ClientLogsService(logger).record(
      [entry({ level: 'info', message: 'web-vital LCP', context: { metric: 'LCP', value: 1800 } }), entry({ level: 'fatal', errorId: 'ERR-1' })],
      { ip: '203.0.113.9', userAgent: 'Chromium' },
    );
    expect(calls.map((c) => c.level)).toEqual(['info', 'fatal']);
    expect(calls[0]).toMatchObject({ message: 'web-vital LCP', fields: { source: 'browser', route: '/pricing', context: { metric: 'LCP', value: 1800 }, ip: '203.0.113.9' } });
    expect(calls[1].fields).toMatchObject({ errorId: 'ERR-1' });
  });

  it('never writes secrets: credential-like keys, bearer tokens, JWTs and card numbers are redacted', () => {
    expect(scrubContext({ password: 'hunter2', accessToken: 'abc', apiKey: 'k', note: 'Bearer abc.def', ok: 1 })).toEqual({
      password: '[redacted]',
      accessToken: '[redacted]',
      apiKey: '[redacted]',
      note: 'Bearer [redacted]',
      ok: 1,
    });
    expect(scrubText('token eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.sig-_x leaked')).toBe('token [redacted-jwt] leaked');
    expect(scrubText('card 4242 4242 4242 4242 declined')).toBe('card [redacted-number] declined');
  });
});

describe('ClientLogsService and share links', () => {
  it('never writes a share token, neither from the page path nor from a message or context value', () => {
    const token = 'AbCdEfGhIjKlMnOpQrStUv12Wx_-34yZ';
    const { logger, calls } = fakeLogger();
    new ClientLogsService(logger).record(
      [entry({ route: `/shared/${token}`, message: `Failed to fetch /api/v1/shared/${token}/content`, context: { url: `https://bv.example/shared%2F${token}` } })],
      { ip: '203.0.113.9' },
    );
    expect(JSON.stringify(calls)).not.toContain(token);
    expect(calls[0].fields).toMatchObject({ route: '/shared/[redacted]', context: { url: 'https://bv.example/shared/[redacted]' } });
  });
});
