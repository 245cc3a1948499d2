import type { EventType } from './events';
import type { ServiceName } from './rpc';

/**
 * Which service consumes which event (issue 19, item 7). Durable consumers apply each event
 * once, through their own queue and inbox; the gateway's live subscriptions reach every
 * replica (its caches and socket pushes) and keep nothing. Each service's handlers are
 * checked against this table when it boots, as its RPC handlers are against `rpcSchemas`.
 */
export const eventConsumers = {
  identity: ['payment.paid', 'payment.refunded'],
  billing: ['user.registered', 'user.invited', 'flags.changed', 'early_bird.granted', 'early_bird.revoked'],
  assessments: ['email.engaged', 'entitlement.changed', 'assessment.completed'],
  // Sharing removes a deleted room's or document's files from its own events (docs/architecture-notes.md, "Object storage").
  // and renders the ExitCheck report again for the rooms holding it (docs/architecture-notes.md, "ExitCheck report in deal rooms").
  sharing: ['output.saved', 'output.deleted', 'entitlement.changed', 'room.deleted', 'document.deleted', 'exitcheck.report_changed'],
  flags: [],
  notifications: [
    'assessment.completed',
    'score.crossed',
    'payment.paid',
    'payment.refunded',
    'early_bird.granted',
    'early_bird.revoked',
    'phase2.launched',
    'user.registered',
    'user.profile_changed',
    'user.verification_requested',
    'user.email_change_requested',
    'user.password_reset_requested',
    'user.invited',
    'share.viewed',
    'room.viewed',
    'document.viewed',
    'share.viewer_code_requested',
    'account.password_changed',
    'account.email_changed',
    'account.mfa_changed',
    'account.sign_up_repeated',
    'exit_plan.changed',
    'room.question_asked',
    'room.question_answered',
  ],
} as const satisfies Record<ServiceName, readonly EventType[]>;

export const eventSubscriptions = {
  gateway: [
    'flags.changed',
    'session.revoked',
    'user.role_changed',
    'user.profile_changed',
    // Evidence-linked readiness: a link, or a linked document's conversion or deletion, is pushed to the founder's tabs.
    'room.evidence.changed',
    'document.converted',
    'document.failed',
    'document.deleted',
  ],
} as const satisfies Record<string, readonly EventType[]>;

/** What a service handles that the table does not give it, and what the table gives it that it does not handle. */
export function eventHandlerMismatch(declared: readonly string[], handled: readonly string[]): { missing: string[]; undeclared: string[] } {
  return { missing: declared.filter((t) => !handled.includes(t)), undeclared: handled.filter((t) => !declared.includes(t)) };
}
