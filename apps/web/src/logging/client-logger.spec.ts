/** @jest-environment jsdom */
import { LOG_BUFFER_MAX, LOG_FLUSH_MS } from '@bv/domain';
import { jsonResponse, mockFetch, sentJson } from '../test/fake-fetch';
import { ClientLogger } from './client-logger';
import type { LogEntry } from './log-entry';

type Sent = LogEntry[][];

function loggerWith(results: boolean[], online = { value: true }) {
  const sent: Sent = [];
  const send = jest.fn(async (logs: readonly LogEntry[]) => {
    sent.push([...logs]);
    return results.shift() ?? true;
  });
  const logger = new ClientLogger({ send, isOnline: () => online.value, route: () => '/pricing', sessionId: () => 's-1' });
  return { logger, send, sent, online };
}

describe('ClientLogger (docs/product-rules.md, "Client logs")', () => {
  afterEach(() => jest.useRealTimers());

  it('buffers info and warn entries and sends them every 30 s', async () => {
    jest.useFakeTimers();
    const { logger, sent } = loggerWith([]);
    const stop = logger.start();
    logger.info('web-vital LCP', { metric: 'LCP', value: 1234 });
    logger.warn('slow');
    expect(sent).toHaveLength(0);
    await jest.advanceTimersByTimeAsync(LOG_FLUSH_MS);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toEqual([
      expect.objectContaining({ level: 'info', message: 'web-vital LCP', route: '/pricing', sessionId: 's-1', context: { metric: 'LCP', value: 1234 } }),
      expect.objectContaining({ level: 'warn', message: 'slow' }),
    ]);
    stop();
  });

  it('sends at once on an error or fatal entry, with its Error ID', async () => {
    const { logger, sent } = loggerWith([]);
    logger.info('before');
    logger.error('Payment failed', { component: 'Checkout' }, 'ERR-1');
    await logger.flush();
    expect(sent[0].map((e) => e.level)).toEqual(['info', 'error']);
    expect(sent[0][1]).toMatchObject({ errorId: 'ERR-1', context: { component: 'Checkout' } });
  });

  it('keeps only the newest 100 entries', () => {
    const { logger } = loggerWith([]);
    for (let i = 0; i < LOG_BUFFER_MAX + 20; i++) logger.info(`m${i}`);
    expect(logger.pending).toHaveLength(LOG_BUFFER_MAX);
    expect(logger.pending[0].message).toBe('m20');
  });

  it('queues while offline and sends when the browser is back online', async () => {
    const { logger, sent, online } = loggerWith([]);
    const stop = logger.start();
    online.value = false;
    logger.error('NetworkError when attempting to fetch resource');
    await logger.flush();
    expect(sent).toHaveLength(0);
    expect(logger.pending).toHaveLength(1);
    online.value = true;
    window.dispatchEvent(new Event('online'));
    await logger.flush();
    expect(sent).toHaveLength(1);
    expect(logger.pending).toHaveLength(0);
    stop();
  });

  it('puts a batch that failed to send back, ahead of newer entries', async () => {
    const { logger, sent } = loggerWith([false, true]);
    logger.error('first');
    await logger.flush();
    logger.warn('second');
    expect(logger.pending.map((e) => e.message)).toEqual(['first', 'second']);
    await logger.flush();
    expect(sent[1].map((e) => e.message)).toEqual(['first', 'second']);
  });

  it('flattens context to strings, numbers and booleans', () => {
    const { logger } = loggerWith([]);
    logger.info('x', { nested: { a: 1 }, missing: undefined, ok: true });
    expect(logger.pending[0].context).toEqual({ nested: '{"a":1}', ok: true });
  });

  it('posts { logs } as JSON to /api/logs through the real sender', async () => {
    const fetchMock = mockFetch(jsonResponse(204, undefined));
    const logger = new ClientLogger({ isOnline: () => true, route: () => '/' });
    logger.error('boom');
    await logger.flush();
    expect(fetchMock.mock.calls[0][0]).toBe('/api/logs');
    expect(sentJson(fetchMock)).toEqual({ logs: [expect.objectContaining({ level: 'error', message: 'boom' })] });
  });
});
