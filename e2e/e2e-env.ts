// The environment of the platform under browser test; shared by set-up and the specs.
// E2E_SLOT (0-9, default 0) gives a second checkout its own database, port, queue and Redis
// prefixes, so two browser runs on one machine never meet.
// Jest loads the global set-up, which reads this file too, outside its module map, so the test
// support is imported by its path rather than as @bv/testing.
import { databaseUrl } from '../libs/testing/src/local-services';

const slot = Number.parseInt(process.env.E2E_SLOT ?? '0', 10);
if (!Number.isInteger(slot) || slot < 0 || slot > 9) throw new Error('E2E_SLOT must be a digit.');
const suffix = slot === 0 ? '' : String(slot);

export const E2E_DB = `bv_e2e${suffix}_test`;
export const E2E_DATABASE_URL = databaseUrl(E2E_DB);
export const GATEWAY_PORT = String(3300 + slot * 20);
export const GATEWAY_URL = `http://127.0.0.1:${GATEWAY_PORT}`;
export const AMQP_PREFIX = `e2e${suffix}.`;
export const REDIS_PREFIX = `bve2e${suffix}`;

export const e2eEnv: Record<string, string> = {
  NODE_ENV: 'test',
  LOG_LEVEL: 'info',
  DATABASE_URL: E2E_DATABASE_URL,
  AMQP_PREFIX,
  REDIS_PREFIX,
  GATEWAY_PORT,
  SERVICES_BESIDE_GATEWAY: '1',
  PUBLIC_URL: GATEWAY_URL,
  OUTBOX_POLL_MS: '100',
  // Test-only (production refuses it): webhook endpoints may be a local http://127.0.0.1 receiver.
  WEBHOOK_ALLOW_LOOPBACK_HTTP: 'true',
  WEBHOOK_BACKOFF_MS: '200',
  WEBHOOK_MAX_ATTEMPTS: '2',
  // Every browser test comes from 127.0.0.1, one client to the gateway: a fast machine opens more
  // checkouts and API calls a minute than one person could. The limits themselves are tested in
  // platform-tests (gateway-rate-limit*); the resend limit a journey checks is its own.
  RATE_LIMIT_PER_MINUTE: '3000',
  OPEN_CHECKOUT_REQUESTS_PER_MINUTE: '600',
};
