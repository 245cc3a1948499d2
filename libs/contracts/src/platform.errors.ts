import { errorCatalogue } from './error-catalogue';

/** No domain's: the gateway's own answers and the RPC transport's. */
export const platformErrors = /* @__PURE__ */ errorCatalogue(['NOT_FOUND', 'WEB', 'RESOURCES', 'RPC', 'SERVICE', 'INTERNAL'], {
  NOT_FOUND: { code: 'NOT_FOUND', kind: 'not_found', message: 'Not found' },
  WEB_NOT_BUILT: { code: 'WEB.NOT_BUILT', kind: 'unavailable', message: 'The web app has not been built. Run `npm run build`.' },
  SAMPLES_UNAVAILABLE: { code: 'RESOURCES.UNAVAILABLE', kind: 'not_found', message: 'Sample downloads are not available right now.' },
  RPC_UNKNOWN_PATTERN: { code: 'RPC.UNKNOWN_PATTERN', kind: 'not_found', message: (pattern: string) => `Unknown operation ${pattern}` },
  RPC_TIMEOUT: { code: 'RPC.TIMEOUT', kind: 'unavailable', message: 'The service did not answer in time. Please try again.' },
  RPC_SHUTTING_DOWN: { code: 'RPC.SHUTTING_DOWN', kind: 'unavailable', message: 'Service is restarting. Please try again.' },
  // The service's database is restarting or failing over: nothing was half-done, and asking again shortly works.
  DATABASE_UNAVAILABLE: { code: 'SERVICE.UNAVAILABLE', kind: 'unavailable', message: 'We could not complete that just now. Please try again in a few seconds.' },
  RPC_BAD_REPLY: { code: 'RPC.BAD_REPLY', kind: 'internal', message: 'Bad reply' },
  UNEXPECTED: { code: 'INTERNAL', kind: 'internal', message: 'An unexpected error occurred. Please try again or contact support if the issue persists.' },
});
