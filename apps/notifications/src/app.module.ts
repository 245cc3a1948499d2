import { Module } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { CONFIG, REDIS, RowJobQueue } from '@bv/service-kit';
import { MailOldAddressOnEmailChangedHandler } from './account-mail/mail-old-address-on-email-changed.handler';
import { MailOwnerOnMfaChangedHandler } from './account-mail/mail-owner-on-mfa-changed.handler';
import { MailOwnerOnSignUpRepeatedHandler } from './account-mail/mail-owner-on-sign-up-repeated.handler';
import { MailOwnerOnPasswordChangedHandler } from './account-mail/mail-owner-on-password-changed.handler';
import { MailRefundConfirmationOnPaymentRefundedHandler } from './account-mail/mail-refund-confirmation-on-payment-refunded.handler';
import { DigestViewsForFounderHandler } from './share-views/digest-views-for-founder.handler';
import { MailViewerCodeOnCodeRequestedHandler } from './share-views/mail-viewer-code-on-code-requested.handler';
import { MailAskerOnQuestionAnsweredHandler } from './room-questions/mail-asker-on-question-answered.handler';
import { MailOwnerOnQuestionAskedHandler } from './room-questions/mail-owner-on-question-asked.handler';
import { MailPasswordResetLinkHandler } from './account-mail/mail-password-reset-link.handler';
import { MailSetPasswordLinkOnUserInvitedHandler } from './account-mail/mail-set-password-link-on-user-invited.handler';
import { MailEmailChangeLinkHandler } from './account-mail/mail-email-change-link.handler';
import { MailVerificationLinkHandler } from './account-mail/mail-verification-link.handler';
import { RememberRecipientOnUserRegisteredHandler } from './account-mail/remember-recipient-on-user-registered.handler';
import { UpdateRecipientOnProfileChangedHandler } from './account-mail/update-recipient-on-profile-changed.handler';
import { EmailLogsService } from './admin/email-logs.service';
import { MailboxService } from './admin/mailbox.service';
import type { NotificationsConfig } from './config';
import { ConsentService } from './consent/consent.service';
import { EmailLinks } from './consent/email-links';
import { EMAIL_QUEUE, EMAIL_QUEUE_NAME, EmailDeliveryService } from './email/email-delivery.service';
import { EmailSchedulerService } from './email/email-scheduler.service';
import { EngagementService } from './engagement/engagement.service';
import { KeepPlanOnExitPlanChangedHandler } from './exit-plan/keep-plan-on-exit-plan-changed.handler';
import { PlanReminderService } from './exit-plan/plan-reminder.service';
import { EarlyBirdGrantedHandler } from './launch/early-bird-granted.handler';
import { ForgetEarlyBirdHolderOnEarlyBirdRevokedHandler } from './launch/forget-early-bird-holder-on-early-bird-revoked.handler';
import { LaunchSignupService } from './launch/launch-signup.service';
import { MailLaunchListOnPhase2LaunchedHandler } from './launch/mail-launch-list-on-phase2-launched.handler';
import { ProcessEmailSequenceService } from './sequences/process-email-sequence.service';
import { SequenceService } from './sequences/sequence.service';
import { StartHighScoreOnScoreCrossedHandler } from './sequences/start-high-score-on-score-crossed.handler';
import { StartSequenceOnAssessmentCompletedHandler } from './sequences/start-sequence-on-assessment-completed.handler';
import { StopSalesAndSendReceiptOnPaymentPaidHandler } from './sequences/stop-sales-and-send-receipt-on-payment-paid.handler';
import { TemplateSyncService } from './templates/template-sync.service';
import { FanOutWebhooksHandler } from './webhooks/fan-out-webhooks.handler';
import { WebhookDeliveryService } from './webhooks/webhook-delivery.service';
import { WebhookEndpointsService } from './webhooks/webhook-endpoints.service';
import { WEBHOOK_QUEUE, WEBHOOK_QUEUE_NAME, WebhookQueue } from './webhooks/webhook-queue';

@Module({
  providers: [
    {
      provide: EMAIL_QUEUE,
      inject: [REDIS, CONFIG],
      useFactory: (redis: Redis, config: NotificationsConfig) =>
        new RowJobQueue({
          name: EMAIL_QUEUE_NAME,
          redis,
          prefix: config.REDIS_PREFIX,
          attempts: config.EMAIL_MAX_ATTEMPTS,
          backoffMs: config.EMAIL_BACKOFF_MS,
          concurrency: config.EMAIL_CONCURRENCY,
          lockDurationMs: config.EMAIL_JOB_LOCK_MS,
          stalledIntervalMs: config.EMAIL_STALLED_CHECK_MS,
        }),
    },
    {
      provide: WEBHOOK_QUEUE,
      inject: [REDIS, CONFIG],
      useFactory: (redis: Redis, config: NotificationsConfig) =>
        new RowJobQueue({
          name: WEBHOOK_QUEUE_NAME,
          redis,
          prefix: config.REDIS_PREFIX,
          attempts: config.WEBHOOK_MAX_ATTEMPTS,
          backoffMs: config.WEBHOOK_BACKOFF_MS,
          concurrency: config.WEBHOOK_CONCURRENCY,
        }),
    },
    WebhookQueue,
    WebhookDeliveryService,
    WebhookEndpointsService,
    FanOutWebhooksHandler,
    TemplateSyncService,
    EmailLinks,
    ConsentService,
    EmailDeliveryService,
    EmailSchedulerService,
    SequenceService,
    ProcessEmailSequenceService,
    EngagementService,
    LaunchSignupService,
    EmailLogsService,
    MailboxService,
    StartSequenceOnAssessmentCompletedHandler,
    StartHighScoreOnScoreCrossedHandler,
    StopSalesAndSendReceiptOnPaymentPaidHandler,
    EarlyBirdGrantedHandler,
    ForgetEarlyBirdHolderOnEarlyBirdRevokedHandler,
    MailRefundConfirmationOnPaymentRefundedHandler,
    MailLaunchListOnPhase2LaunchedHandler,
    RememberRecipientOnUserRegisteredHandler,
    UpdateRecipientOnProfileChangedHandler,
    MailVerificationLinkHandler,
    MailEmailChangeLinkHandler,
    MailPasswordResetLinkHandler,
    MailSetPasswordLinkOnUserInvitedHandler,
    DigestViewsForFounderHandler,
    MailViewerCodeOnCodeRequestedHandler,
    MailOwnerOnQuestionAskedHandler,
    MailAskerOnQuestionAnsweredHandler,
    MailOwnerOnPasswordChangedHandler,
    MailOwnerOnSignUpRepeatedHandler,
    MailOldAddressOnEmailChangedHandler,
    MailOwnerOnMfaChangedHandler,
    KeepPlanOnExitPlanChangedHandler,
    PlanReminderService,
  ],
})
export class AppModule {}
