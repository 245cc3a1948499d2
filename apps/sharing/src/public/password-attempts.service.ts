import { Injectable } from '@nestjs/common';
import { counterKey, RateCounters } from '../limits/rate-counters.service';
import { tooManyAttempts } from '../sharing.errors';

export const PASSWORD_WINDOW_MINUTES = 15;
/** Wrong passwords per link and client in the window; the next attempt is refused (429). */
export const WRONG_PASSWORDS_ALLOWED = 10;
const SCOPE = 'password';
const LIMIT = { max: WRONG_PASSWORDS_ALLOWED, windowSeconds: PASSWORD_WINDOW_MINUTES * 60 };

/**
 * Counts password attempts per link (token hash, so unknown tokens count too) and client (a
 * keyed hash of the address). The attempt is counted before the password is checked, so
 * parallel guesses cannot slip past the limit; a correct password clears the count.
 */
@Injectable()
export class PasswordAttemptsService {
  constructor(private readonly counters: RateCounters) {}

  /** Counts this attempt; throws 429 with Retry-After once the client is over the limit for this link. */
  async begin(tokenHash: Buffer, clientKey: Buffer): Promise<void> {
    const verdict = await this.counters.hit(SCOPE, counterKey(tokenHash, clientKey), LIMIT);
    if (!verdict.allowed) throw tooManyAttempts(verdict.retryAfterSeconds);
  }

  async succeeded(tokenHash: Buffer, clientKey: Buffer): Promise<void> {
    await this.counters.reset(SCOPE, counterKey(tokenHash, clientKey));
  }
}
