// The environment of the platform under browser test; shared by set-up and the specs.
const E2E_DB = 'bv_e2e_test';
const GATEWAY_PORT = '3300';

module.exports = {
  E2E_DB,
  GATEWAY_URL: `http://127.0.0.1:${GATEWAY_PORT}`,
  E2E_DATABASE_URL: `postgres://postgres@127.0.0.1:5432/${E2E_DB}`,
  e2eEnv: {
    NODE_ENV: 'test',
    LOG_LEVEL: 'info',
    DATABASE_URL: `postgres://postgres@127.0.0.1:5432/${E2E_DB}`,
    AMQP_PREFIX: 'e2e.',
    REDIS_PREFIX: 'bve2e',
    GATEWAY_PORT,
    SERVICES_EPHEMERAL_PORTS: '1',
    PUBLIC_URL: `http://127.0.0.1:${GATEWAY_PORT}`,
    OUTBOX_POLL_MS: '100',
  },
};
