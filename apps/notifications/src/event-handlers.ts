import type { INestApplication } from '@nestjs/common';
import type { EventHandlers } from '@bv/messaging';
import { MailOldAddressOnEmailChangedHandler } from './account-mail/mail-old-address-on-email-changed.handler';
import { MailOwnerOnMfaChangedHandler } from './account-mail/mail-owner-on-mfa-changed.handler';
import { MailOwnerOnPasswordChangedHandler } from './account-mail/mail-owner-on-password-changed.handler';
import { MailOwnerOnSignUpRepeatedHandler } from './account-mail/mail-owner-on-sign-up-repeated.handler';
import { DigestViewsForFounderHandler } from './share-views/digest-views-for-founder.handler';
import { MailViewerCodeOnCodeRequestedHandler } from './share-views/mail-viewer-code-on-code-requested.handler';
import { MailPasswordResetLinkHandler } from './account-mail/mail-password-reset-link.handler';
import { MailRefundConfirmationOnPaymentRefundedHandler } from './account-mail/mail-refund-confirmation-on-payment-refunded.handler';
import { MailSetPasswordLinkOnUserInvitedHandler } from './account-mail/mail-set-password-link-on-user-invited.handler';
import { MailEmailChangeLinkHandler } from './account-mail/mail-email-change-link.handler';
import { MailVerificationLinkHandler } from './account-mail/mail-verification-link.handler';
import { RememberRecipientOnUserRegisteredHandler } from './account-mail/remember-recipient-on-user-registered.handler';
import { UpdateRecipientOnProfileChangedHandler } from './account-mail/update-recipient-on-profile-changed.handler';
import { KeepPlanOnExitPlanChangedHandler } from './exit-plan/keep-plan-on-exit-plan-changed.handler';
import { EarlyBirdGrantedHandler } from './launch/early-bird-granted.handler';
import { ForgetEarlyBirdHolderOnEarlyBirdRevokedHandler } from './launch/forget-early-bird-holder-on-early-bird-revoked.handler';
import { MailLaunchListOnPhase2LaunchedHandler } from './launch/mail-launch-list-on-phase2-launched.handler';
import { StartHighScoreOnScoreCrossedHandler } from './sequences/start-high-score-on-score-crossed.handler';
import { StartSequenceOnAssessmentCompletedHandler } from './sequences/start-sequence-on-assessment-completed.handler';
import { StopSalesAndSendReceiptOnPaymentPaidHandler } from './sequences/stop-sales-and-send-receipt-on-payment-paid.handler';
import { FanOutWebhooksHandler } from './webhooks/fan-out-webhooks.handler';
import { MailAskerOnQuestionAnsweredHandler } from './room-questions/mail-asker-on-question-answered.handler';
import { MailOwnerOnQuestionAskedHandler } from './room-questions/mail-owner-on-question-asked.handler';

/**
 * The events notifications consumes (ARCHITECTURE event catalogue), one handler each; those the
 * founder's webhooks hear about also fan out to them in the same transaction.
 */
export function notificationsEventHandlers(app: INestApplication): EventHandlers {
  const on = <T>(type: new (...args: never[]) => T) => app.get(type);
  return {
    'assessment.completed': async (e, tx) => {
      await on(StartSequenceOnAssessmentCompletedHandler).handle(e, tx);
      await on(FanOutWebhooksHandler).onAssessmentCompleted(e, tx);
    },
    'score.crossed': (e, tx) => on(StartHighScoreOnScoreCrossedHandler).handle(e, tx),
    'payment.paid': (e, tx) => on(StopSalesAndSendReceiptOnPaymentPaidHandler).handle(e, tx),
    'payment.refunded': (e, tx) => on(MailRefundConfirmationOnPaymentRefundedHandler).handle(e, tx),
    'early_bird.granted': (e, tx) => on(EarlyBirdGrantedHandler).handle(e, tx),
    'early_bird.revoked': (e, tx) => on(ForgetEarlyBirdHolderOnEarlyBirdRevokedHandler).handle(e, tx),
    'phase2.launched': (e, tx) => on(MailLaunchListOnPhase2LaunchedHandler).handle(e, tx),
    'user.registered': (e, tx) => on(RememberRecipientOnUserRegisteredHandler).handle(e, tx),
    'user.profile_changed': (e, tx) => on(UpdateRecipientOnProfileChangedHandler).handle(e, tx),
    'user.verification_requested': (e, tx) => on(MailVerificationLinkHandler).handle(e, tx),
    'user.email_change_requested': (e, tx) => on(MailEmailChangeLinkHandler).handle(e, tx),
    'user.password_reset_requested': (e, tx) => on(MailPasswordResetLinkHandler).handle(e, tx),
    'user.invited': (e, tx) => on(MailSetPasswordLinkOnUserInvitedHandler).handle(e, tx),
    'share.viewed': async (e, tx) => {
      await on(DigestViewsForFounderHandler).onShareViewed(e, tx);
      await on(FanOutWebhooksHandler).onShareViewed(e, tx);
    },
    'room.viewed': (e, tx) => on(FanOutWebhooksHandler).onRoomViewed(e, tx),
    'document.viewed': async (e, tx) => {
      await on(DigestViewsForFounderHandler).onRoomDocumentViewed(e, tx);
      await on(FanOutWebhooksHandler).onRoomDocumentViewed(e, tx);
    },
    'share.viewer_code_requested': (e, tx) => on(MailViewerCodeOnCodeRequestedHandler).handle(e, tx),
    'account.password_changed': (e, tx) => on(MailOwnerOnPasswordChangedHandler).handle(e, tx),
    'account.email_changed': (e, tx) => on(MailOldAddressOnEmailChangedHandler).handle(e, tx),
    'account.mfa_changed': (e, tx) => on(MailOwnerOnMfaChangedHandler).handle(e, tx),
    'account.sign_up_repeated': (e, tx) => on(MailOwnerOnSignUpRepeatedHandler).handle(e, tx),
    'exit_plan.changed': (e, tx) => on(KeepPlanOnExitPlanChangedHandler).handle(e, tx),
    'room.question_asked': async (e, tx) => {
      await on(MailOwnerOnQuestionAskedHandler).handle(e, tx);
      await on(FanOutWebhooksHandler).onQuestionAsked(e, tx);
    },
    'room.question_answered': (e, tx) => on(MailAskerOnQuestionAnsweredHandler).handle(e, tx),
  };
}
