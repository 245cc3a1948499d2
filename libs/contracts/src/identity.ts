import { z } from 'zod';
import { safeText } from './safe-text';
import { emailSchema, isoDateSchema, paymentTypeSchema, planTypeSchema, toolTypeSchema, visitorNameSchema } from './common';

/** At least 8 characters; long passphrases are welcome (the policy itself lives in identity). */
export const passwordSchema = safeText().min(8, 'Password must be at least 8 characters').max(128, 'Password must be at most 128 characters');

/** Where a request came from, for session lists and abuse limits. Never logged in full. */
export const clientContextSchema = z.object({
  ip: safeText().max(64),
  userAgent: safeText().max(512),
});

export const roleSchema = z.enum(['user', 'admin']);
export type Role = z.infer<typeof roleSchema>;

export const sessionUserSchema = z.object({
  id: z.uuid(),
  email: emailSchema,
  name: safeText(),
  role: roleSchema,
  aal: z.enum(['aal1', 'aal2']),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

/** A signed-in session: a short-lived access token and (except in the parallel-refresh grace case) a new refresh token. */
export const sessionTokensSchema = z.object({
  accessToken: safeText(),
  accessTokenExpiresAt: isoDateSchema,
  refreshToken: safeText().nullable(),
  refreshTokenExpiresAt: isoDateSchema.nullable(),
  user: sessionUserSchema,
});
export type SessionTokens = z.infer<typeof sessionTokensSchema>;

/** A right password on an account with a second factor gets a challenge, not a session. */
export const signInResultSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('session'), tokens: sessionTokensSchema }),
  z.object({ kind: z.literal('mfa_required'), challengeId: z.uuid(), expiresAt: isoDateSchema }),
]);
export type SignInResult = z.infer<typeof signInResultSchema>;

/** What the browser gets for a session: the access token for memory; the refresh token travels only as a cookie. */
export const browserSessionSchema = sessionTokensSchema.omit({ refreshToken: true, refreshTokenExpiresAt: true });
export type BrowserSession = z.infer<typeof browserSessionSchema>;

/** POST /api/v1/auth/sign-in: signInResultSchema with the session as the browser gets it. */
export const signInResponseSchema = z.discriminatedUnion('kind', [
  browserSessionSchema.extend({ kind: z.literal('session') }),
  z.object({ kind: z.literal('mfa_required'), challengeId: z.uuid(), expiresAt: isoDateSchema }),
]);
export type SignInResponse = z.infer<typeof signInResponseSchema>;

/** POST /api/v1/auth/verify-email: the address is verified and the opener signed in as sign-in would (docs/product-rules.md, "Accounts and security"). */
export const verifyEmailResponseSchema = z.object({ email: emailSchema, signIn: signInResponseSchema.optional() });
export type VerifyEmailResponse = z.infer<typeof verifyEmailResponseSchema>;

/** POST /api/v1/auth/mfa/confirm: the session is now aal2; the recovery codes are shown once. */
export const mfaConfirmResponseSchema = z.object({ session: browserSessionSchema, recoveryCodes: z.array(safeText()) });
export type MfaConfirmResponse = z.infer<typeof mfaConfirmResponseSchema>;

/** A 6-digit authenticator code or a recovery code (XXXX-XXXX-XXXX-XXXX). */
export const mfaCodeSchema = safeText().trim().min(6, 'Enter the 6-digit code').max(24);

/** A plan picked on the pricing cards before sign-up: the verification link carries it, so checkout resumes in any browser. */
export const chosenPlanSchema = z.object({ planType: planTypeSchema, paymentType: paymentTypeSchema, tool: toolTypeSchema.optional() });
export type ChosenPlan = z.infer<typeof chosenPlanSchema>;

export const signUpRequestSchema = z.object({
  email: emailSchema,
  password: passwordSchema,
  name: visitorNameSchema,
  plan: chosenPlanSchema.optional(),
});

export const signInRequestSchema = z.object({
  email: emailSchema,
  password: safeText().min(1, 'Password is required').max(128),
  client: clientContextSchema,
});

export const refreshRequestSchema = z.object({
  refreshToken: safeText().min(20).max(200),
  client: clientContextSchema,
});

/** The token of a link mailed by identity (verify, reset, e-mail change, undo). */
const accountLinkTokenSchema = safeText().min(20).max(200);
/** Body of POST /api/v1/auth/verify-email, /email/confirm and /email/undo: the token from the link. */
export const accountLinkRequestSchema = z.object({ token: accountLinkTokenSchema });

/** The password typed again to confirm who acts (MFA enrol and removal, e-mail change). */
export const currentPasswordSchema = safeText().min(1, 'Password is required').max(128);

/** Body of POST /api/v1/auth/sign-in: the client context is the gateway's, not the browser's. */
export const signInBodySchema = signInRequestSchema.omit({ client: true });
/** Body of POST /api/v1/auth/mfa/challenge. */
export const mfaChallengeBodySchema = z.object({ challengeId: z.uuid(), code: mfaCodeSchema });
/** Body of POST /api/v1/auth/mfa/enrol. */
export const mfaEnrolBodySchema = z.object({ password: currentPasswordSchema });
/** Body of POST /api/v1/auth/mfa/confirm. */
export const mfaConfirmBodySchema = z.object({ factorId: z.uuid(), code: mfaCodeSchema });
/** Body of DELETE /api/v1/auth/mfa. */
export const mfaRemoveBodySchema = z.object({ password: currentPasswordSchema, code: mfaCodeSchema });
/** Body of POST /api/v1/auth/password/forgot. */
export const passwordForgotRequestSchema = z.object({ email: emailSchema });
/** Body of POST /api/v1/auth/password/reset. */
export const passwordResetRequestSchema = z.object({ token: accountLinkTokenSchema, password: passwordSchema });
/** Body of POST /api/v1/auth/password/change (no custom message on currentPassword: the form checks it first). */
export const passwordChangeBodySchema = z.object({ currentPassword: safeText().min(1).max(128), newPassword: passwordSchema });
/** Body of POST /api/v1/auth/email/change. */
export const emailChangeBodySchema = z.object({ password: currentPasswordSchema, newEmail: emailSchema });

/** Body of POST /api/v1/auth/verify-email/resend: the address typed at sign-up. */
export const resendVerificationBodySchema = z.object({ email: emailSchema, plan: chosenPlanSchema.optional() });
/** POST /api/v1/auth/verify-email/resend: the same answer for every address; the next send is allowed after the wait. */
export const resendVerificationResponseSchema = z.object({ requested: z.literal(true), retryAfterSeconds: z.number().int().min(0) });
export type ResendVerificationResponse = z.infer<typeof resendVerificationResponseSchema>;
/** Body of POST /api/v1/auth/verify-email/change-address: a typo'd address fixed before it was verified, proved by the password. */
export const changeUnverifiedAddressBodySchema = z.object({ email: emailSchema, password: currentPasswordSchema, newEmail: emailSchema, plan: chosenPlanSchema.optional() });

/** GET /api/v1/admin/users: query-string numbers arrive as text. */
export const adminUsersQuerySchema = z.object({
  query: safeText().trim().max(120).default(''),
  limit: z.coerce.number().int().min(1).max(100).default(25),
  offset: z.coerce.number().int().min(0).default(0),
});
/** Body of PUT /api/v1/admin/users/:id/admin. */
export const adminRoleBodySchema = z.object({ admin: z.boolean() });

export const jwkSchema = z.object({
  kty: z.literal('EC'),
  crv: z.literal('P-256'),
  x: safeText(),
  y: safeText(),
  kid: safeText(),
  alg: z.literal('ES256'),
  use: z.literal('sig'),
});
export const jwksSchema = z.object({ keys: z.array(jwkSchema) });
export type Jwks = z.infer<typeof jwksSchema>;

export const sessionSummarySchema = z.object({
  id: z.uuid(),
  createdAt: isoDateSchema,
  lastActiveAt: isoDateSchema,
  userAgent: safeText(),
  aal: z.enum(['aal1', 'aal2']),
});

/** PATCH /api/v1/auth/me: the name the account goes by (greetings, e-mails, the dashboard). */
export const updateProfileRequestSchema = z.object({ name: visitorNameSchema }).strict();

export const accountSchema = z.object({
  id: z.uuid(),
  email: emailSchema,
  name: safeText(),
  emailVerified: z.boolean(),
  role: roleSchema,
  createdAt: isoDateSchema,
});
export type Account = z.infer<typeof accountSchema>;

export const identityRpcSchemas = {
  'identity.signUp': {
    service: 'identity',
    request: signUpRequestSchema,
    response: z.object({ userId: z.uuid(), email: emailSchema, verificationRequired: z.boolean() }),
  },
  /** With the client, the link also signs its opener in (the second factor still asked); without, it only verifies. */
  'identity.verifyEmail': {
    service: 'identity',
    request: accountLinkRequestSchema.extend({ client: clientContextSchema.optional() }),
    response: z.object({ email: emailSchema, signIn: signInResultSchema.optional() }),
  },
  'identity.signIn': { service: 'identity', request: signInRequestSchema, response: signInResultSchema },
  /** A new verification link for an unverified account; any other address gets the same answer and no mail. */
  'identity.verification.resend': { service: 'identity', request: resendVerificationBodySchema, response: z.object({ requested: z.literal(true) }) },
  'identity.verification.changeAddress': { service: 'identity', request: changeUnverifiedAddressBodySchema, response: z.object({ email: emailSchema }) },
  'identity.mfa.answerChallenge': {
    service: 'identity',
    request: z.object({ challengeId: z.uuid(), code: mfaCodeSchema, client: clientContextSchema }),
    response: sessionTokensSchema,
  },
  'identity.mfa.status': {
    service: 'identity',
    request: z.object({ userId: z.uuid() }),
    response: z.object({ enrolled: z.boolean(), verifiedAt: isoDateSchema.nullable(), recoveryCodesLeft: z.number().int() }),
  },
  /** Re-authenticates with the password: a stolen session alone cannot bind its own authenticator. */
  'identity.mfa.enrol': {
    service: 'identity',
    request: z.object({ userId: z.uuid(), password: safeText().min(1).max(128) }),
    response: z.object({ factorId: z.uuid(), secret: safeText(), otpauthUri: safeText(), qrSvg: safeText() }),
  },
  'identity.mfa.confirm': {
    service: 'identity',
    request: z.object({ userId: z.uuid(), sessionId: z.uuid(), factorId: z.uuid(), code: mfaCodeSchema }),
    response: z.object({ tokens: sessionTokensSchema, recoveryCodes: z.array(safeText()) }),
  },
  /** Needs the password and a current authenticator (or recovery) code. */
  'identity.mfa.remove': {
    service: 'identity',
    request: z.object({ userId: z.uuid(), password: safeText().min(1).max(128), code: mfaCodeSchema }),
    response: z.object({ removed: z.boolean() }),
  },
  'identity.refresh': { service: 'identity', request: refreshRequestSchema, response: sessionTokensSchema },
  'identity.signOut': {
    service: 'identity',
    request: z.object({ refreshToken: safeText().min(20).max(200) }),
    response: z.object({ signedOut: z.boolean() }),
  },
  'identity.jwks': { service: 'identity', request: z.object({}), response: jwksSchema },
  'identity.me': { service: 'identity', request: z.object({ userId: z.uuid() }), response: accountSchema },
  'identity.profile.update': { service: 'identity', request: z.object({ userId: z.uuid(), profile: updateProfileRequestSchema }), response: accountSchema },
  'identity.sessions.list': {
    service: 'identity',
    request: z.object({ userId: z.uuid() }),
    response: z.object({ sessions: z.array(sessionSummarySchema) }),
  },
  'identity.sessions.revoke': {
    service: 'identity',
    request: z.object({ userId: z.uuid(), sessionId: z.uuid() }),
    response: z.object({ revoked: z.boolean() }),
  },
  /** Who holds this refresh cookie, without spending it: the gateway's check for admin pages. */
  'identity.sessions.peek': {
    service: 'identity',
    request: z.object({ refreshToken: safeText().min(20).max(200) }),
    response: z.object({ session: z.object({ userId: z.uuid(), role: roleSchema }).nullable() }),
  },
  /** Always answers the same, whether or not the address has an account. */
  'identity.password.requestReset': {
    service: 'identity',
    request: passwordForgotRequestSchema,
    response: z.object({ requested: z.literal(true) }),
  },
  'identity.password.reset': {
    service: 'identity',
    request: passwordResetRequestSchema,
    response: z.object({ email: emailSchema }),
  },
  'identity.password.change': {
    service: 'identity',
    request: z.object({ userId: z.uuid(), sessionId: z.uuid(), currentPassword: safeText().min(1).max(128), newPassword: passwordSchema }),
    response: z.object({ changed: z.literal(true), otherSessionsRevoked: z.number().int() }),
  },
  'identity.email.requestChange': {
    service: 'identity',
    request: z.object({ userId: z.uuid(), password: safeText().min(1).max(128), newEmail: emailSchema }),
    response: z.object({ requested: z.literal(true), email: emailSchema }),
  },
  'identity.email.confirmChange': {
    service: 'identity',
    request: accountLinkRequestSchema,
    response: z.object({ email: emailSchema }),
  },
  /** The link mailed to the old address after a change: puts it back, ends every session and mails a password reset link. */
  'identity.email.undoChange': {
    service: 'identity',
    request: accountLinkRequestSchema,
    response: z.object({ email: emailSchema }),
  },
  'identity.admin.users.list': {
    service: 'identity',
    request: z.object({ query: safeText().trim().max(120).default(''), limit: z.number().int().min(1).max(100).default(25), offset: z.number().int().min(0).default(0) }),
    response: z.object({ users: z.array(accountSchema), total: z.number().int() }),
  },
  /** The admin views show people by e-mail, not by id (share owners, say). */
  'identity.admin.users.byIds': {
    service: 'identity',
    request: z.object({ ids: z.array(z.uuid()).max(100) }),
    response: z.object({ users: z.array(z.object({ id: z.uuid(), email: emailSchema, name: safeText() })) }),
  },
  'identity.admin.roles.set': {
    service: 'identity',
    request: z.object({ actorId: z.uuid(), userId: z.uuid(), admin: z.boolean() }),
    response: accountSchema,
  },
} as const;
