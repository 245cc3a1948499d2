/**
 * What a graceful stop of assessments may take (docs/architecture-notes.md, "AI jobs
 * (assessments)"), which the deployments' grace periods must cover (deploy-tests check
 * terminationGracePeriodSeconds and stop_grace_period against it). Each AI job makes one
 * provider call, bounded by AI_TIMEOUT_MS with the SDK's retry inside it, and the AI workers
 * drain together, so their drain ends within one call. The rest of the stop (RPC and event
 * intake before it; storing the last answer, the outbox and the connections after it) gets
 * STOP_STEPS_SECONDS.
 */
export const STOP_STEPS_SECONDS = 15;

export function longestDrainSeconds(aiTimeoutMs: number): number {
  return Math.ceil(aiTimeoutMs / 1000) + STOP_STEPS_SECONDS;
}
