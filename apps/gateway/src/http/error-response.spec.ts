import { AppError, appError, platformErrors } from '@bv/contracts';
import type { Logger } from '@bv/messaging';
import { toErrorResponse } from './error-response';

const logger: Logger = { debug: () => undefined, info: () => undefined, warn: () => undefined, error: () => undefined };

describe('toErrorResponse', () => {
  it('answers a service whose database is out of reach with 503 and the Retry-After the service gave', () => {
    const { kind, code, message } = platformErrors.DATABASE_UNAVAILABLE;
    const answer = toErrorResponse(new AppError(kind, code, message, { retryAfterSeconds: 2 }), logger);
    expect(answer).toMatchObject({ status: 503, headers: { 'retry-after': '2' }, body: { error: { code: 'SERVICE.UNAVAILABLE', message } } });
  });

  it('gives every 503 a Retry-After, and a 429 the one it was given', () => {
    expect(toErrorResponse(appError(platformErrors.RPC_TIMEOUT), logger)).toMatchObject({ status: 503, headers: { 'retry-after': '5' } });
    expect(toErrorResponse(new AppError('rate_limited', 'LITE.TOO_MANY', 'Slow down', { retryAfterSeconds: 30 }), logger).headers).toEqual({ 'retry-after': '30' });
  });

  it('sends no Retry-After with a 500 or a client mistake', () => {
    expect(toErrorResponse(new Error('bug'), logger)).toMatchObject({ status: 500 });
    expect(toErrorResponse(new Error('bug'), logger).headers).toBeUndefined();
    expect(toErrorResponse(appError(platformErrors.NOT_FOUND), logger).headers).toBeUndefined();
  });
});
