import type { INestApplication } from '@nestjs/common';
import type { EventHandlers } from '@bv/messaging';
import { MailOldAddressOnEmailChangedHandler } from './account-mail/mail-old-address-on-email-changed.handler';
import { MailOwnerOnMfaChangedHandler } from './account-mail/mail-owner-on-mfa-changed.handler';
import { MailOwnerOnPasswordChangedHandler } from './account-mail/mail-owner-on-password-changed.handler';
import { MailOwnerOnSignUpRepeatedHandler } from './account-mail/mail-owner-on-sign-up-repeated.handler';
import { MailOwnerOnShareViewedHandler } from './account-mail/mail-owner-on-share-viewed.handler';
import { MailPasswordResetLinkHandler } from './account-mail/mail-password-reset-link.handler';
import { MailRefundConfirmationOnPaymentRefundedHandler } from './account-mail/mail-refund-confirmation-on-payment-refunded.handler';
import { MailSetPasswordLinkOnUserInvitedHandler } from './account-mail/mail-set-password-link-on-user-invited.handler';
import { MailEmailChangeLinkHandler } from './account-mail/mail-email-change-link.handler';
import { MailVerificationLinkHandler } from './account-mail/mail-verification-link.handler';
import { RememberRecipientOnUserRegisteredHandler } from './account-mail/remember-recipient-on-user-registered.handler';
import { UpdateRecipientOnProfileChangedHandler } from './account-mail/update-recipient-on-profile-changed.handler';
import { EarlyBirdGrantedHandler } from './launch/early-bird-granted.handler';
import { ForgetEarlyBirdHolderOnEarlyBirdRevokedHandler } from './launch/forget-early-bird-holder-on-early-bird-revoked.handler';
import { MailLaunchListOnPhase2LaunchedHandler } from './launch/mail-launch-list-on-phase2-launched.handler';
import { StartHighScoreOnScoreCrossedHandler } from './sequences/start-high-score-on-score-crossed.handler';
import { StartSequenceOnAssessmentCompletedHandler } from './sequences/start-sequence-on-assessment-completed.handler';
import { StopSalesAndSendReceiptOnPaymentPaidHandler } from './sequences/stop-sales-and-send-receipt-on-payment-paid.handler';

/** The events notifications consumes (ARCHITECTURE event catalogue), one handler each. */
export function notificationsEventHandlers(app: INestApplication): EventHandlers {
  const on = <T>(type: new (...args: never[]) => T) => app.get(type);
  return {
    'assessment.completed': (e, m, h) => on(StartSequenceOnAssessmentCompletedHandler).handle(e, m, h),
    'score.crossed': (e, m, h) => on(StartHighScoreOnScoreCrossedHandler).handle(e, m, h),
    'payment.paid': (e, m, h) => on(StopSalesAndSendReceiptOnPaymentPaidHandler).handle(e, m, h),
    'payment.refunded': (e, m, h) => on(MailRefundConfirmationOnPaymentRefundedHandler).handle(e, m, h),
    'early_bird.granted': (e, m, h) => on(EarlyBirdGrantedHandler).handle(e, m, h),
    'early_bird.revoked': (e, m) => on(ForgetEarlyBirdHolderOnEarlyBirdRevokedHandler).handle(e, m),
    'phase2.launched': (e, m, h) => on(MailLaunchListOnPhase2LaunchedHandler).handle(e, m, h),
    'user.registered': (e, m) => on(RememberRecipientOnUserRegisteredHandler).handle(e, m),
    'user.profile_changed': (e, m) => on(UpdateRecipientOnProfileChangedHandler).handle(e, m),
    'user.verification_requested': (e, m, h) => on(MailVerificationLinkHandler).handle(e, m, h),
    'user.email_change_requested': (e, m, h) => on(MailEmailChangeLinkHandler).handle(e, m, h),
    'user.password_reset_requested': (e, m, h) => on(MailPasswordResetLinkHandler).handle(e, m, h),
    'user.invited': (e, m, h) => on(MailSetPasswordLinkOnUserInvitedHandler).handle(e, m, h),
    'share.viewed': (e, m, h) => on(MailOwnerOnShareViewedHandler).handle(e, m, h),
    'account.password_changed': (e, m, h) => on(MailOwnerOnPasswordChangedHandler).handle(e, m, h),
    'account.email_changed': (e, m, h) => on(MailOldAddressOnEmailChangedHandler).handle(e, m, h),
    'account.mfa_changed': (e, m, h) => on(MailOwnerOnMfaChangedHandler).handle(e, m, h),
    'account.sign_up_repeated': (e, m, h) => on(MailOwnerOnSignUpRepeatedHandler).handle(e, m, h),
  };
}
