/** @jest-environment jsdom */
import { FRIENDLY_ERROR_MESSAGES, RECOVERY_MAX_ATTEMPTS } from '@bv/domain';
import { ApiError } from '../api/api-error';
import { clientLogger } from '../logging/client-logger';
import { handleError, onErrorNotice, type ErrorNotice } from './error-handler';
import { withRecovery } from './recovery';

let notices: ErrorNotice[];
let stopListening: () => void;
beforeEach(() => {
  notices = [];
  stopListening = onErrorNotice((n) => notices.push(n));
  jest.spyOn(clientLogger(), 'flush').mockResolvedValue(undefined);
});
afterEach(() => {
  stopListening();
  jest.restoreAllMocks();
});

describe('handleError (docs/product-rules.md, "Errors and recovery")', () => {
  it.each([
    ['Failed to fetch', 'critical', FRIENDLY_ERROR_MESSAGES.network],
    ['Auth session missing', 'high', FRIENDLY_ERROR_MESSAGES.auth],
    ['Payment declined', 'high', FRIENDLY_ERROR_MESSAGES.payment],
    ['Database timeout', 'high', FRIENDLY_ERROR_MESSAGES.fallback],
  ])('%s is %s and shows Something went wrong with the friendly message', (message, severity, friendly) => {
    const record = handleError(new Error(message), { component: 'Test' });
    expect(record).toMatchObject({ severity, error: message, id: expect.stringMatching(/^ERR-/) });
    expect(notices).toEqual([{ title: 'Something went wrong', description: friendly }]);
  });

  it.each(['Form is incomplete', 'Something odd'])('%s (medium or low) is logged without a toast', (message) => {
    const record = handleError(message);
    expect(notices).toEqual([]);
    expect(clientLogger().pending.at(-1)).toMatchObject({ level: 'warn', message, errorId: record.id });
  });

  it('records route, user agent and context, and logs critical errors at error level', () => {
    const record = handleError(new TypeError('NetworkError'), { component: 'Status', action: 'load', metadata: { attempt: 3 } });
    expect(record.context).toMatchObject({ component: 'Status', action: 'load', route: '/', userAgent: navigator.userAgent, timestamp: expect.any(String) });
    expect(clientLogger().pending.at(-1)).toMatchObject({ level: 'error', errorId: record.id, context: expect.objectContaining({ attempt: 3, severity: 'critical' }) });
  });
});

describe('withRecovery (docs/product-rules.md, "Errors and recovery")', () => {
  it('tries 3 times, waiting 2 s then 4 s, then shows Operation Failed with the Error ID', async () => {
    const waits: number[] = [];
    const operation = jest.fn().mockRejectedValue(new ApiError(503, 'UNAVAILABLE', 'Service unavailable'));
    await expect(withRecovery(operation, { action: 'test' }, async (ms) => void waits.push(ms))).rejects.toThrow('Service unavailable');
    expect(operation).toHaveBeenCalledTimes(RECOVERY_MAX_ATTEMPTS);
    expect(waits).toEqual([2000, 4000]);
    expect(notices).toHaveLength(1);
    expect(notices[0].title).toBe('Operation Failed');
    expect(notices[0].description).toMatch(/^Service unavailable \(Error ID: ERR-[0-9A-Z]+\)$/);
  });

  it('stops at once when the error is not recoverable (a 4xx)', async () => {
    const operation = jest.fn().mockRejectedValue(new ApiError(400, 'VALIDATION.FAILED', 'Invalid input'));
    await expect(withRecovery(operation, {}, async () => undefined)).rejects.toThrow('Invalid input');
    expect(operation).toHaveBeenCalledTimes(1);
  });

  it('a background refresh of a failure already shown records it without a second toast', async () => {
    const operation = jest.fn().mockRejectedValue(new ApiError(503, 'UNAVAILABLE', 'Service unavailable'));
    await expect(withRecovery(operation, { action: 'refresh' }, async () => undefined, false)).rejects.toThrow('Service unavailable');
    expect(notices).toEqual([]);
    expect(clientLogger().pending.at(-1)).toMatchObject({ message: 'Service unavailable' });
  });

  it('returns the first success', async () => {
    const operation = jest.fn().mockRejectedValueOnce(new Error('Failed to fetch')).mockResolvedValue('ok');
    await expect(withRecovery(operation, {}, async () => undefined)).resolves.toBe('ok');
    expect(notices).toEqual([]);
  });
});
