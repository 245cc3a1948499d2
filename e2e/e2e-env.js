// The environment of the platform under browser test; shared by set-up and the specs.
// E2E_SLOT (0-9, default 0) gives a second checkout its own database, port, queue and Redis
// prefixes, so two browser runs on one machine never meet.
const slot = Number.parseInt(process.env.E2E_SLOT ?? '0', 10);
if (!Number.isInteger(slot) || slot < 0 || slot > 9) throw new Error('E2E_SLOT must be a digit.');
const suffix = slot === 0 ? '' : String(slot);
const E2E_DB = `bv_e2e${suffix}_test`;
const GATEWAY_PORT = String(3300 + slot * 20);
const AMQP_PREFIX = `e2e${suffix}.`;
const REDIS_PREFIX = `bve2e${suffix}`;

module.exports = {
  E2E_DB,
  AMQP_PREFIX,
  REDIS_PREFIX,
  GATEWAY_PORT,
  GATEWAY_URL: `http://127.0.0.1:${GATEWAY_PORT}`,
  E2E_DATABASE_URL: `postgres://postgres@127.0.0.1:5432/${E2E_DB}`,
  e2eEnv: {
    NODE_ENV: 'test',
    LOG_LEVEL: 'info',
    DATABASE_URL: `postgres://postgres@127.0.0.1:5432/${E2E_DB}`,
    AMQP_PREFIX,
    REDIS_PREFIX,
    GATEWAY_PORT,
    SERVICES_EPHEMERAL_PORTS: '1',
    PUBLIC_URL: `http://127.0.0.1:${GATEWAY_PORT}`,
    OUTBOX_POLL_MS: '100',
  },
};
