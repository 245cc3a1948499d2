import { z } from 'zod';
import { billingRpcSchemas, earlyBirdRpcSchemas } from './billing';
import { brandKitRpcSchemas } from './brand-kit';
import { exitcheckRpcSchemas } from './exitcheck';
import { flagAuditEntrySchema, flagsSnapshotSchema, flagsUpdateSchema, launchPhaseIdSchema, launchPhaseSchema } from './flags';
import { identityRpcSchemas } from './identity';
import { pitchprepRpcSchemas } from './pitchprep';
import { liteDiscountEligibilityRequestSchema, liteDiscountEligibilitySchema, liteResultSchema, liteSubmissionSchema } from './lite';
import * as n from './notifications';
import { roomAnalyticsRpcSchemas } from './room-analytics';
import { roomEvidenceRpcSchemas } from './room-evidence';
import { roomLinksRpcSchemas } from './room-links';
import { roomQuestionsRpcSchemas } from './room-questions';
import { roomsRpcSchemas } from './rooms';
import { sharingRpcSchemas } from './sharing';
import { webhooksRpcSchemas } from './webhooks';

/**
 * Gateway -> service request/reply patterns. The queue a pattern goes to is `rpc.<service>`.
 * Requests are validated by the gateway before sending and by the service on receipt.
 */
export const rpcSchemas = {
  ...identityRpcSchemas,
  ...earlyBirdRpcSchemas,
  ...billingRpcSchemas,
  ...exitcheckRpcSchemas,
  ...pitchprepRpcSchemas,
  ...brandKitRpcSchemas,
  ...sharingRpcSchemas,
  ...roomsRpcSchemas,
  ...roomLinksRpcSchemas,
  ...roomAnalyticsRpcSchemas,
  ...roomQuestionsRpcSchemas,
  ...roomEvidenceRpcSchemas,
  ...webhooksRpcSchemas,
  'assessments.lite.submit': { service: 'assessments', request: liteSubmissionSchema, response: liteResultSchema },
  // Internal (billing -> assessments): may this buyer use LITE20 on the strength of this Lite assessment?
  'assessments.lite.discountEligibility': { service: 'assessments', request: liteDiscountEligibilityRequestSchema, response: liteDiscountEligibilitySchema },
  'flags.current': { service: 'flags', request: z.object({}), response: flagsSnapshotSchema },
  // Admin: the gateway checked the admin role and passes who acted, for the audit log.
  'flags.update': { service: 'flags', request: z.object({ actorId: z.uuid(), flags: flagsUpdateSchema }), response: flagsSnapshotSchema },
  'flags.phases.list': { service: 'flags', request: z.object({}), response: z.object({ phases: z.array(launchPhaseSchema) }) },
  'flags.phases.activate': { service: 'flags', request: z.object({ actorId: z.uuid(), phaseId: launchPhaseIdSchema }), response: flagsSnapshotSchema },
  'flags.audit.list': {
    service: 'flags',
    request: z.object({ limit: z.number().int().min(1).max(200).default(50) }),
    response: z.object({ entries: z.array(flagAuditEntrySchema) }),
  },
  // Public: the coming-soon sign-up and the links inside every e-mail.
  'notifications.launch.signup': { service: 'notifications', request: n.launchSignupRequestSchema, response: n.launchSignupResultSchema },
  'notifications.unsubscribe.verify': { service: 'notifications', request: n.unsubscribeVerifyRequestSchema, response: n.unsubscribeResultSchema },
  'notifications.unsubscribe': { service: 'notifications', request: n.unsubscribeRequestSchema, response: n.unsubscribeResultSchema },
  'notifications.engagement.track': { service: 'notifications', request: n.trackEngagementRequestSchema, response: n.trackEngagementResultSchema },
  // Admin and internal: the caller (gateway) must have checked the admin role before calling.
  'notifications.sequence.process': { service: 'notifications', request: n.processEmailSequenceRequestSchema, response: n.processEmailSequenceResultSchema },
  'notifications.scheduled.send': { service: 'notifications', request: z.object({}), response: n.sendScheduledEmailsResultSchema },
  'notifications.logs.list': { service: 'notifications', request: n.emailLogListRequestSchema, response: n.emailLogListSchema },
  'notifications.logs.resend': { service: 'notifications', request: n.resendEmailRequestSchema, response: n.resendEmailResultSchema },
  'notifications.mailbox.list': { service: 'notifications', request: n.mailboxListRequestSchema, response: n.mailboxListSchema },
  // Signed-in user's own preferences: the caller passes the e-mail of the verified session.
  'notifications.preferences.get': { service: 'notifications', request: n.emailPreferencesRequestSchema, response: n.emailPreferencesSchema },
  'notifications.preferences.update': { service: 'notifications', request: n.emailPreferencesUpdateSchema, response: n.emailPreferencesSchema },
} as const;

export type RpcPattern = keyof typeof rpcSchemas;
export type RpcRequest<P extends RpcPattern> = z.infer<(typeof rpcSchemas)[P]['request']>;
export type RpcResponse<P extends RpcPattern> = z.infer<(typeof rpcSchemas)[P]['response']>;
export type ServiceName = (typeof rpcSchemas)[RpcPattern]['service'];

/** The response schema of a pattern: the body of a route that answers what the service answered. */
export function rpcResponseSchema<P extends RpcPattern>(pattern: P): (typeof rpcSchemas)[P]['response'] {
  return rpcSchemas[pattern].response;
}

export function rpcQueueFor(service: string): string {
  return `rpc.${service}`;
}

/** What travels back on the reply queue. */
export type RpcReply<T = unknown> =
  | { ok: true; data: T }
  | { ok: false; error: { kind: string; code: string; message: string; details?: unknown; errorId?: string } };
