// One jest run, four projects: fast unit specs, integration specs against the real local
// Postgres/RabbitMQ/Redis, browser journeys over the running platform, and the container images
// run with podman.
const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', decorators: true, tsx: true },
      transform: { legacyDecorator: true, decoratorMetadata: true, useDefineForClassFields: false, react: { runtime: 'automatic' } },
      target: 'es2022',
      keepClassNames: true,
    },
    module: { type: 'commonjs' },
  },
];

const shared = {
  rootDir: __dirname,
  transform: { '^.+\\.(t|j)sx?$': swc },
  // ESM-only packages that jest must transform (see STACK-NOTES); pptxgenjs 4 loads node:fs
  // with a dynamic import(), which jest's CommonJS runtime refuses unless SWC rewrites it.
  transformIgnorePatterns: ['/node_modules/(?!(jose|otplib|@otplib|@scure|@noble|pptxgenjs|content-disposition)/)'],
  moduleNameMapper: {
    '^@bv/(brand|contracts|conversion|domain|exports|messaging|service-kit|storage|testing)$': '<rootDir>/libs/$1/src/index.ts',
    '\\.(css)$': '<rootDir>/jest/style-stub.js',
  },
  testPathIgnorePatterns: ['/node_modules/', '/dist/'],
  modulePathIgnorePatterns: ['<rootDir>/apps/.*/dist', '<rootDir>/libs/.*/dist'],
};

// Integration specs that stop or reset a service every spec shares (RabbitMQ, Redis, the broker's
// definitions) or that compare timings run one at a time after the others, which run two at once.
const disruptive = [
  'libs/messaging/src/messaging.int-spec.ts',
  'platform-tests/backup-restore.int-spec.ts',
  'platform-tests/broker-restart.int-spec.ts',
  'platform-tests/gateway-rate-limit-batches.int-spec.ts',
  'platform-tests/gateway-without-redis.int-spec.ts',
  'platform-tests/notifications-redis-restart.int-spec.ts',
  'platform-tests/realtime-redis-restart.int-spec.ts',
  'platform-tests/sharing-abuse.int-spec.ts',
];
const integration = {
  ...shared,
  testMatch: ['<rootDir>/{libs,apps,deploy-tests,platform-tests}/**/*.int-spec.ts'],
  globalSetup: '<rootDir>/jest/integration-global-setup.ts',
};

module.exports = {
  // A run given --shard (scripts/test.sh's two halves of the browser tests) splits its files by
  // duration; otherwise jest's own order. Jest reads this option for the whole run, not per project.
  testSequencer: '<rootDir>/jest/e2e-sequencer.js',
  projects: [
    { ...shared, displayName: 'unit', setupFilesAfterEnv: ['<rootDir>/jest/testing-library-timeout.js'], testMatch: ['<rootDir>/{libs,apps,deploy-tests,workspace-tests}/**/*.spec.{ts,tsx}'] },
    { ...integration, displayName: 'integration', testPathIgnorePatterns: [...shared.testPathIgnorePatterns, ...disruptive] },
    { ...integration, displayName: 'integration-serial', testMatch: disruptive.map((path) => `<rootDir>/${path}`) },
    {
      ...shared,
      displayName: 'e2e',
      testMatch: ['<rootDir>/e2e/**/*.e2e-spec.ts'],
      globalSetup: '<rootDir>/e2e/global-setup.ts',
      globalTeardown: '<rootDir>/e2e/global-teardown.js',
    },
    // The images built and run with podman (scripts/test.sh runs it as its own step).
    { ...shared, displayName: 'containers', testMatch: ['<rootDir>/deploy-tests/**/*.container-spec.ts'] },
  ],
};
