import { errorCatalogue } from './error-catalogue';

/** Feature flags and launch phases. */
export const flagsErrors = /* @__PURE__ */ errorCatalogue(['FLAGS'], {
  /** The spec's words for flags that cannot be read. */
  NO_ACTIVE_PHASE: { code: 'FLAGS.NO_ACTIVE_PHASE', kind: 'unavailable', message: 'Failed to load feature flags' },
  UNKNOWN_PHASE: { code: 'FLAGS.UNKNOWN_PHASE', kind: 'not_found', message: (phaseId: string) => `There is no launch phase "${phaseId}".` },
});
