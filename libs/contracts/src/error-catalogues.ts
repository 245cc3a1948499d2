import { assessmentsErrors } from './assessments.errors';
import { billingErrors } from './billing.errors';
import type { ErrorEntry } from './error-catalogue';
import { flagsErrors } from './flags.errors';
import { identityErrors } from './identity.errors';
import { notificationsErrors } from './notifications.errors';
import { platformErrors } from './platform.errors';
import { sharingErrors } from './sharing.errors';

export { assessmentsErrors, billingErrors, flagsErrors, identityErrors, notificationsErrors, platformErrors, sharingErrors };

/** Every domain's catalogue, by the domain that owns its codes. */
export const errorCatalogues = {
  identity: identityErrors,
  billing: billingErrors,
  sharing: sharingErrors,
  assessments: assessmentsErrors,
  notifications: notificationsErrors,
  flags: flagsErrors,
  platform: platformErrors,
} as const;
export type ErrorDomain = keyof typeof errorCatalogues;

/** A function, not a constant: a bundle that uses one catalogue need not keep them all. */
export function allErrorEntries(): (ErrorEntry & { domain: ErrorDomain })[] {
  return Object.entries(errorCatalogues).flatMap(([domain, catalogue]) => Object.values(catalogue).map((entry: ErrorEntry) => ({ ...entry, domain: domain as ErrorDomain })));
}
