import type { ServiceSpec } from '@bv/service-kit';
import { AccountsService } from './accounts/accounts.service';
import { EmailChangeService } from './accounts/email-change.service';
import { PasswordService } from './accounts/password.service';
import { UnverifiedAddressService } from './accounts/unverified-address.service';
import { UserAdminService } from './admin/user-admin.service';
import { EmailTokenEntity } from './accounts/entities/email-token.entity';
import { ProfileEntity } from './accounts/entities/profile.entity';
import { UserRoleEntity } from './accounts/entities/user-role.entity';
import { UserEntity } from './accounts/entities/user.entity';
import { AppModule } from './app.module';
import { configSchema } from './config';
import { InviteBuyerAndGrantEarlyBirdOnPaymentPaidHandler } from './early-bird/invite-buyer-and-grant-early-bird-on-payment-paid.handler';
import { RevokeEarlyBirdOnPaymentRefundedHandler } from './early-bird/revoke-early-bird-on-payment-refunded.handler';
import { SigningKeyEntity } from './keys/signing-key.entity';
import { SigningKeysService } from './keys/signing-keys.service';
import { MessagingTables1763780200000 } from './migrations/1763780200000-messaging-tables';
import { Accounts1763790000000 } from './migrations/1763790000000-accounts';
import { Mfa1763790100000 } from './migrations/1763790100000-mfa';
import { EmailChange1763790200000 } from './migrations/1763790200000-email-change';
import { UndoEmailChange1763900000000 } from './migrations/1763900000000-undo-email-change';
import { AccountThrottles1763900100000 } from './migrations/1763900100000-account-throttles';
import { MfaChallengeEntity } from './mfa/entities/mfa-challenge.entity';
import { MfaFactorEntity } from './mfa/entities/mfa-factor.entity';
import { RecoveryCodeEntity } from './mfa/entities/recovery-code.entity';
import { MfaService } from './mfa/mfa.service';
import { RefreshTokenEntity } from './sessions/entities/refresh-token.entity';
import { SessionEntity } from './sessions/entities/session.entity';
import { SessionsService } from './sessions/sessions.service';

export const identityService: ServiceSpec<'identity'> = {
  name: 'identity',
  configSchema,
  module: AppModule,
  database: {
    entities: [UserEntity, UserRoleEntity, ProfileEntity, EmailTokenEntity, SigningKeyEntity, SessionEntity, RefreshTokenEntity, MfaFactorEntity, RecoveryCodeEntity, MfaChallengeEntity],
    migrations: [MessagingTables1763780200000, Accounts1763790000000, Mfa1763790100000, EmailChange1763790200000, UndoEmailChange1763900000000, AccountThrottles1763900100000],
  },
  events: (app) => {
    return {
      'payment.paid': (event, tx) => app.get(InviteBuyerAndGrantEarlyBirdOnPaymentPaidHandler).handle(event, tx),
      'payment.refunded': (event, tx) => app.get(RevokeEarlyBirdOnPaymentRefundedHandler).handle(event, tx),
    };
  },
  rpc: (app) => {
    const accounts = app.get(AccountsService);
    const sessions = app.get(SessionsService);
    const keys = app.get(SigningKeysService);
    const admin = app.get(UserAdminService);
    const mfa = app.get(MfaService);
    const passwords = app.get(PasswordService);
    const emailChange = app.get(EmailChangeService);
    const unverified = app.get(UnverifiedAddressService);
    return {
      'identity.signUp': (req) => accounts.signUp(req),
      'identity.verifyEmail': (req) => accounts.verifyEmail(req.token, req.client),
      'identity.signIn': (req) => accounts.signIn(req),
      'identity.verification.resend': (req) => unverified.resend(req.email, req.plan),
      'identity.verification.changeAddress': (req) => unverified.changeAddress(req.email, req.password, req.newEmail, req.plan),
      'identity.mfa.answerChallenge': (req) => mfa.answerChallenge(req.challengeId, req.code),
      'identity.mfa.status': (req) => mfa.status(req.userId),
      'identity.mfa.enrol': (req) => mfa.enrol(req.userId, req.password),
      'identity.mfa.confirm': (req) => mfa.confirm(req.userId, req.sessionId, req.factorId, req.code),
      'identity.mfa.remove': async (req) => ({ removed: await mfa.remove(req.userId, req.password, req.code) }),
      'identity.refresh': (req) => sessions.refresh(req.refreshToken),
      'identity.signOut': async (req) => ({ signedOut: await sessions.signOut(req.refreshToken) }),
      'identity.jwks': () => keys.jwks(),
      'identity.me': (req) => accounts.account(req.userId),
      'identity.profile.update': (req) => accounts.updateProfile(req.userId, req.profile),
      'identity.sessions.list': async (req) => ({ sessions: await sessions.list(req.userId) }),
      'identity.sessions.revoke': async (req) => ({ revoked: await sessions.revokeOwn(req.userId, req.sessionId) }),
      'identity.sessions.peek': async (req) => ({ session: await sessions.peek(req.refreshToken) }),
      'identity.password.requestReset': (req) => passwords.requestReset(req.email),
      'identity.password.reset': (req) => passwords.reset(req.token, req.password),
      'identity.password.change': (req) => passwords.change(req.userId, req.sessionId, req.currentPassword, req.newPassword),
      'identity.email.requestChange': (req) => emailChange.request(req.userId, req.password, req.newEmail),
      'identity.email.confirmChange': (req) => emailChange.confirm(req.token),
      'identity.email.undoChange': (req) => emailChange.undo(req.token),
      'identity.admin.users.list': (req) => admin.list(req.query, req.limit, req.offset),
      'identity.admin.users.byIds': (req) => admin.byIds(req.ids),
      'identity.admin.roles.set': (req) => admin.setAdmin(req.actorId, req.userId, req.admin),
    };
  },
};
