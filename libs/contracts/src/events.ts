import { z } from 'zod';
import { safeText } from './safe-text';
import {
  centsSchema,
  emailSchema,
  isoDateSchema,
  paymentTypeSchema,
  planTypeSchema,
  scoreTierSchema,
  toolTypeSchema,
} from './common';

/**
 * One typed map from event type to its current payload schema. Names are forever: a shipped
 * event is never renamed and its payload never changed in place; add `<type>.v2` instead.
 */
/**
 * A link's (or a room's) hot and warm visitors as of an event, hottest first, with the reasons
 * (docs/product-rules.md, "Visitor intent"). `email` and `verified` (added compatibly): the address
 * the visitor gave and whether the link's gate verified it; `linkId` and `linkTitle`: the room link
 * they read through (rooms only).
 */
const followUpsSchema = z
  .array(
    z.object({
      name: safeText().min(1).max(254),
      level: z.enum(['hot', 'warm']),
      reasons: z.array(safeText().max(200)).max(8),
      email: emailSchema.nullable().optional(),
      verified: z.boolean().optional(),
      linkId: z.uuid().optional(),
      linkTitle: safeText().max(200).optional(),
    }),
  )
  .max(5)
  .optional();

export const eventSchemas = {
  'user.registered': {
    version: 1,
    payload: z.object({ userId: z.uuid(), email: emailSchema, name: safeText().nullable(), registeredAt: isoDateSchema }),
  },
  /** Identity owns the link; notifications mails it (sign-up and "resend"). */
  'user.verification_requested': {
    version: 1,
    payload: z.object({ userId: z.uuid(), email: emailSchema, name: safeText(), verifyUrl: z.url(), expiresAt: isoDateSchema }),
  },
  /** Identity asks notifications to mail a single-use password reset link. */
  'user.password_reset_requested': {
    version: 1,
    payload: z.object({ userId: z.uuid(), email: emailSchema, resetUrl: z.url(), expiresAt: isoDateSchema }),
  },
  /** Sent to the new address; the change only happens once that link is opened. */
  'user.email_change_requested': {
    version: 1,
    payload: z.object({ userId: z.uuid(), email: emailSchema, name: safeText(), confirmUrl: z.url(), expiresAt: isoDateSchema }),
  },
  'user.invited': {
    version: 1,
    /** `name`: the buyer's first name when they gave one at checkout. Added compatibly (absent = ''). */
    payload: z.object({ userId: z.uuid(), email: emailSchema, activationUrl: z.url(), name: safeText().max(80).default('') }),
  },
  /**
   * Identity ended these sessions (sign-out, revocation, refresh-token reuse, idle, password
   * reset or change, e-mail undo): the gateway refuses their access tokens at once instead of
   * letting them run to their expiry.
   */
  'session.revoked': {
    version: 1,
    payload: z.object({ userId: z.uuid(), sessionIds: z.array(z.uuid()).min(1), reason: safeText().min(1).max(64), revokedAt: isoDateSchema }),
  },
  /** The account's name or e-mail changed (the owner renamed it, or a new address was confirmed or undone). */
  'user.profile_changed': {
    version: 1,
    payload: z.object({ userId: z.uuid(), email: emailSchema, name: safeText(), changedAt: isoDateSchema }),
  },
  /** Admin granted or removed: access tokens that still claim the old role are refused. */
  'user.role_changed': {
    version: 1,
    payload: z.object({ userId: z.uuid(), role: z.enum(['user', 'admin']), changedBy: z.uuid(), changedAt: isoDateSchema }),
  },
  /** Security notice to the owner: the password was changed while signed in, or reset by e-mailed link. */
  'account.password_changed': {
    version: 1,
    payload: z.object({ userId: z.uuid(), email: emailSchema, name: safeText(), how: z.enum(['changed', 'reset']), changedAt: isoDateSchema }),
  },
  /** Security notice to the old address, with a link that puts it back, ends every session and asks for a new password. */
  'account.email_changed': {
    version: 1,
    payload: z.object({
      userId: z.uuid(),
      oldEmail: emailSchema,
      newEmail: emailSchema,
      name: safeText(),
      undoUrl: z.url(),
      undoExpiresAt: isoDateSchema,
      changedAt: isoDateSchema,
    }),
  },
  /**
   * Someone signed up with the address of an existing account: the answer was the same as for a
   * new address (no probing which addresses have accounts); the owner is told by mail instead.
   */
  'account.sign_up_repeated': {
    version: 1,
    payload: z.object({ userId: z.uuid(), email: emailSchema, name: safeText(), attemptedAt: isoDateSchema }),
  },
  /** Security notice to the owner: two-step verification was turned on or off. */
  'account.mfa_changed': {
    version: 1,
    payload: z.object({ userId: z.uuid(), email: emailSchema, name: safeText(), change: z.enum(['added', 'removed']), changedAt: isoDateSchema }),
  },
  'payment.paid': {
    version: 1,
    payload: z.object({
      paymentId: z.uuid(),
      userId: z.uuid().nullable(),
      email: emailSchema,
      planType: planTypeSchema,
      paymentType: paymentTypeSchema,
      tool: toolTypeSchema.nullable(),
      amount: centsSchema,
      currency: z.literal('SGD'),
      provider: z.enum(['stripe', 'sandbox']),
      paidAt: isoDateSchema,
      /** Bought while early_bird_pricing was on and the plan qualifies: identity grants the price lock. Added compatibly (absent = false). */
      earlyBird: z.boolean().default(false),
      /** The first name a guest typed at checkout, so their invitation greets them. Added compatibly (absent = null). */
      buyerName: safeText().max(80).nullable().default(null),
    }),
  },
  'payment.refunded': {
    version: 1,
    payload: z.object({
      paymentId: z.uuid(),
      userId: z.uuid().nullable(),
      email: emailSchema,
      amount: centsSchema,
      refundedAt: isoDateSchema,
      /**
       * Why: an admin's or the provider's refund, or billing's own refund of a second LITE20 payment for
       * one Lite assessment (docs/product-rules.md, "Coupons (LITE20)"). Added compatibly (absent = 'refund').
       */
      reason: z.enum(['refund', 'lite20_already_used']).default('refund'),
    }),
  },
  'entitlement.changed': {
    version: 1,
    payload: z.object({
      userId: z.uuid(),
      email: emailSchema,
      /** Monotonic per user so consumers can drop stale updates. */
      entitlementVersion: z.number().int().nonnegative(),
      tools: z.array(toolTypeSchema),
      monthlyAllowance: z.number().int().positive().nullable(),
      unlimited: z.boolean(),
      validUntil: isoDateSchema.nullable(),
    }),
  },
  'early_bird.granted': {
    version: 1,
    payload: z.object({
      userId: z.uuid(),
      email: emailSchema,
      lockedPrices: z.object({ founderPlus: centsSchema, eliteMonthly: centsSchema }),
      grantedAt: isoDateSchema,
      expiresAt: isoDateSchema,
    }),
  },
  /** The purchase that earned the price lock was refunded (and no other qualifying one holds it): the lock is gone. */
  'early_bird.revoked': {
    version: 1,
    payload: z.object({
      userId: z.uuid(),
      email: emailSchema,
      reason: z.literal('payment_refunded'),
      paymentId: z.uuid(),
      revokedAt: isoDateSchema,
    }),
  },
  'assessment.completed': {
    version: 1,
    payload: z.object({
      assessmentId: z.uuid(),
      kind: z.enum(['lite', 'pro']),
      toolType: toolTypeSchema,
      email: emailSchema,
      name: safeText(),
      userId: z.uuid().nullable(),
      score: z.number().int().nonnegative(),
      maxScore: z.number().int().positive(),
      scoreLabel: safeText(),
      tier: scoreTierSchema,
      insight: safeText(),
    }),
  },
  'score.crossed': {
    version: 1,
    payload: z.object({
      email: emailSchema,
      name: safeText().nullable(),
      previousScore: z.number().int().nonnegative(),
      newScore: z.number().int().nonnegative(),
      threshold: z.literal(35),
    }),
  },
  /**
   * The founder's plan to a date (docs/product-rules.md, "A plan to a date") was saved, a task was
   * marked done or undone, or a new completed ExitCheck Pro assessment changed its tasks: the whole
   * plan as it now stands, with its open tasks. Notifications keeps it for the weekly reminder;
   * `changedAt` orders them (an older one arriving late changes nothing).
   */
  'exit_plan.changed': {
    version: 1,
    payload: z.object({
      userId: z.uuid(),
      goal: z.enum(['exit', 'raise']),
      /** YYYY-MM-DD, a Singapore calendar day. */
      targetDate: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
      currentScore: z.number().nonnegative().max(100),
      /** With every task marked done counted; `potentialScore`: with every task done. */
      projectedScore: z.number().nonnegative().max(100),
      potentialScore: z.number().nonnegative().max(100),
      /** The tasks not marked done, in the plan's order (what weighs most and takes longest first). */
      openTasks: z
        .array(
          z.object({
            questionId: safeText().min(1).max(64),
            action: safeText().min(1).max(500),
            owner: safeText().min(1).max(120),
            /** The latest Singapore day to start and still finish by the target (YYYY-MM-DD). */
            startBy: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
            points: z.number().nonnegative().max(100),
            leadWeeks: z.number().int().positive().max(104),
          }),
        )
        .max(100),
      changedAt: isoDateSchema,
    }),
  },
  /**
   * What the founder's ExitCheck Pro report shows changed: an audit was completed, or its report
   * was (re)written. Sharing renders the report again for the rooms that hold it
   * (docs/architecture-notes.md, "ExitCheck report in deal rooms").
   */
  'exitcheck.report_changed': {
    version: 1,
    payload: z.object({
      userId: z.uuid(),
      assessmentId: z.uuid(),
      completedAt: isoDateSchema,
      score: z.number().int().min(0).max(100),
      changedAt: isoDateSchema,
    }),
  },
  'output.saved': {
    version: 1,
    payload: z.object({
      outputId: z.uuid(),
      ownerId: z.uuid(),
      outputType: safeText().min(1),
      version: z.number().int().positive(),
      title: safeText(),
      content: z.unknown(),
    }),
  },
  'output.deleted': {
    version: 1,
    payload: z.object({ outputId: z.uuid() }),
  },
  'share.viewed': {
    version: 1,
    payload: z.object({
      shareId: z.uuid(),
      outputId: z.uuid(),
      ownerId: z.uuid(),
      viewedAt: isoDateSchema,
      viewCount: z.number().int().positive(),
      notifyOwner: z.boolean(),
      /** The address typed at the link's e-mail gate, when it has one. */
      viewerEmail: emailSchema.optional(),
      /**
       * Added compatibly: the visitor downloaded a file (a download is a view). `startedView`: it
       * counted a new view; otherwise it belongs to the visitor's live view (the count is unchanged).
       */
      download: z.object({ file: safeText().min(1).max(200), version: z.number().int().positive(), startedView: z.boolean() }).optional(),
      /** Added compatibly: the link's title, so the owner's mail can name it. */
      title: safeText().max(200).optional(),
      /**
       * Added compatibly, when the owner is mailed: the link's hot and warm visitors as of this
       * event, hottest first, with the reasons (docs/product-rules.md, "Visitor intent").
       */
      followUps: followUpsSchema,
    }),
  },
  /**
   * Sharing asks notifications to mail a one-time code to the address typed at a link's e-mail
   * gate (the code is short-lived: 10 minutes, 5 tries).
   */
  'share.viewer_code_requested': {
    version: 1,
    payload: z.object({
      shareId: z.uuid(),
      email: emailSchema,
      code: z.string().regex(/^\d{6}$/),
      expiresAt: isoDateSchema,
      linkTitle: safeText().max(200),
    }),
  },
  /** Deal rooms (docs/product-rules.md, "Deal rooms"): sharing owns rooms and their documents. */
  'room.created': {
    version: 1,
    payload: z.object({ roomId: z.uuid(), ownerId: z.uuid(), purpose: z.enum(['exit', 'raise']), fromTemplate: z.boolean(), createdAt: isoDateSchema }),
  },
  /** The room's rows are gone; sharing then deletes its files (everything under rooms/<roomId>/). */
  'room.deleted': {
    version: 1,
    payload: z.object({ roomId: z.uuid(), ownerId: z.uuid(), deletedAt: isoDateSchema }),
  },
  /** An upload arrived whole (checksum verified, type checked by content) and was queued for conversion. */
  'document.uploaded': {
    version: 1,
    payload: z.object({ documentId: z.uuid(), roomId: z.uuid(), ownerId: z.uuid(), type: safeText().max(32), size: z.number().int().nonnegative(), version: z.number().int().positive(), uploadedAt: isoDateSchema }),
  },
  'document.converted': {
    version: 1,
    payload: z.object({ documentId: z.uuid(), roomId: z.uuid(), ownerId: z.uuid(), pageCount: z.number().int().nonnegative(), version: z.number().int().positive(), convertedAt: isoDateSchema }),
  },
  'document.failed': {
    version: 1,
    payload: z.object({ documentId: z.uuid(), roomId: z.uuid(), ownerId: z.uuid(), reason: safeText().max(64), message: safeText().max(500), failedAt: isoDateSchema }),
  },
  /** The document's row is gone; sharing then deletes its files (everything under its prefix). */
  'document.deleted': {
    version: 1,
    payload: z.object({ documentId: z.uuid(), roomId: z.uuid(), ownerId: z.uuid(), deletedAt: isoDateSchema }),
  },
  /** A checklist item's evidence in a room was linked, replaced or unlinked (docs/product-rules.md, "Evidence-linked readiness"). */
  'room.evidence.changed': {
    version: 1,
    payload: z.object({ roomId: z.uuid(), ownerId: z.uuid(), itemKey: safeText().max(160), documentId: z.uuid().nullable(), changedAt: isoDateSchema }),
  },
  /** A room link was opened (a new visit: a reload within 30 minutes is the same visit). */
  'room.viewed': {
    version: 1,
    // viewerEmail (added compatibly): the address verified at the link's e-mail gate, when it has one.
    payload: z.object({ linkId: z.uuid(), roomId: z.uuid(), ownerId: z.uuid(), viewCount: z.number().int().positive(), viewedAt: isoDateSchema, viewerEmail: emailSchema.nullable().optional() }),
  },
  /** A document was opened through a room link, or its original downloaded. */
  'document.viewed': {
    version: 1,
    // documentName and documentVersion (added compatibly): what the founder's webhooks name.
    payload: z.object({
      linkId: z.uuid(),
      roomId: z.uuid(),
      documentId: z.uuid(),
      ownerId: z.uuid(),
      download: z.boolean(),
      viewedAt: isoDateSchema,
      viewerEmail: emailSchema.nullable().optional(),
      documentName: safeText().max(300).optional(),
      documentVersion: z.number().int().positive().optional(),
      /** Added compatibly: the room's and the link's names, so the founder's digest and hot alert can name them. */
      roomName: safeText().max(200).optional(),
      linkTitle: safeText().max(200).optional(),
      /** Added compatibly: the room's hot and warm visitors as of this view, hottest first (docs/product-rules.md, "Visitor intent": deal rooms). */
      followUps: followUpsSchema,
    }),
  },
  /** A room link's visitor asked about a document (docs/product-rules.md, "Deal rooms": questions); notifications mails the founder and fans out question.asked. */
  'room.question_asked': {
    version: 1,
    payload: z.object({
      questionId: z.uuid(),
      roomId: z.uuid(),
      linkId: z.uuid(),
      ownerId: z.uuid(),
      roomName: safeText().max(200),
      linkTitle: safeText().max(200),
      documentId: z.uuid(),
      documentName: safeText().max(300),
      page: z.number().int().positive().nullable(),
      text: safeText().max(1_000),
      askerName: safeText().max(120).nullable(),
      askerEmail: emailSchema.nullable(),
      askerVerified: z.boolean(),
      askedAt: isoDateSchema,
    }),
  },
  /** The founder answered (the first answer only); notifications mails the asker when they gave an address. */
  'room.question_answered': {
    version: 1,
    payload: z.object({
      questionId: z.uuid(),
      roomId: z.uuid(),
      ownerId: z.uuid(),
      company: safeText().max(200),
      documentName: safeText().max(300),
      page: z.number().int().positive().nullable(),
      question: safeText().max(1_000),
      answer: safeText().max(5_000),
      visibility: z.enum(['private', 'group']),
      askerName: safeText().max(120).nullable(),
      askerEmail: emailSchema.nullable(),
      /** Whether the link's e-mail gate verified askerEmail (a typed address may be anyone's); absent in events written before it was carried. */
      askerVerified: z.boolean().default(false),
      /**
       * `/shared/{token}/room/documents/{id}?page=N`: a credential, blanked in the outbox once
       * published; null for a typed address, which never receives the link's token.
       */
      roomPagePath: safeText().max(400).nullable(),
      answeredAt: isoDateSchema,
    }),
  },
  'email.engaged': {
    version: 1,
    payload: z.object({
      email: emailSchema,
      kind: z.enum(['open', 'click']),
      templateId: safeText(),
      at: isoDateSchema,
    }),
  },
  'flags.changed': {
    version: 1,
    payload: z.object({
      phaseId: safeText(),
      flags: z.record(safeText(), z.boolean()),
      changedBy: z.uuid().nullable(),
      version: z.number().int().nonnegative(),
    }),
  },
  'phase2.launched': {
    version: 1,
    payload: z.object({ phaseId: safeText(), at: isoDateSchema }),
  },
} as const;

export type EventType = keyof typeof eventSchemas;
export type EventPayload<T extends EventType> = z.infer<(typeof eventSchemas)[T]['payload']>;
export const eventTypes = Object.keys(eventSchemas) as EventType[];

export function isEventType(type: string): type is EventType {
  return Object.prototype.hasOwnProperty.call(eventSchemas, type);
}

/** Validates a payload against its schema; throws a ZodError naming the bad fields. */
export function parseEventPayload<T extends EventType>(type: T, payload: unknown): EventPayload<T> {
  return eventSchemas[type].payload.parse(payload) as EventPayload<T>;
}
