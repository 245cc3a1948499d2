import type { ServiceSpec } from '@bv/service-kit';
import { RecipientEntity } from './account-mail/entities/recipient.entity';
import { AppModule } from './app.module';
import { configSchema } from './config';
import { EmailSuppressionEntity } from './consent/entities/email-suppression.entity';
import { EmailDeliveryService } from './email/email-delivery.service';
import { EmailAutomationLogEntity } from './email/entities/email-automation-log.entity';
import { EmailTemplateVersionEntity } from './email/entities/email-template-version.entity';
import { EmailTemplateEntity } from './email/entities/email-template.entity';
import { MailboxMessageEntity } from './email/entities/mailbox-message.entity';
import { EmailEngagementEntity } from './engagement/entities/email-engagement.entity';
import { notificationsEventHandlers } from './event-handlers';
import { EarlyBirdHolderEntity } from './launch/entities/early-bird-holder.entity';
import { LaunchSignupEntity } from './launch/entities/launch-signup.entity';
import { EmailDelivery1763780100000 } from './migrations/1763780100000-email-delivery';
import { SequencesConsentLaunch1763790100000 } from './migrations/1763790100000-sequences-consent-launch';
import { ShareViewDigests1764310000003 } from './migrations/1764310000003-share-view-digests';
import { Webhooks1764700000000 } from './migrations/1764700000000-webhooks';
import { ExitPlanReminders1764800000000 } from './migrations/1764800000000-exit-plan-reminders';
import { FounderViewDigests1765500000001 } from './migrations/1765500000001-founder-view-digests';
import { PlanReminderService } from './exit-plan/plan-reminder.service';
import { notificationsRpcHandlers } from './rpc-handlers';
import { CustomerPurchaseEntity } from './sequences/entities/customer-purchase.entity';
import { WebhookDeliveryService } from './webhooks/webhook-delivery.service';

export const notificationsService: ServiceSpec<'notifications'> = {
  name: 'notifications',
  configSchema,
  module: AppModule,
  redis: true,
  database: {
    entities: [
      EmailTemplateEntity,
      EmailTemplateVersionEntity,
      EmailAutomationLogEntity,
      MailboxMessageEntity,
      EmailSuppressionEntity,
      EmailEngagementEntity,
      LaunchSignupEntity,
      RecipientEntity,
      CustomerPurchaseEntity,
      EarlyBirdHolderEntity,
    ],
    migrations: [EmailDelivery1763780100000, SequencesConsentLaunch1763790100000, ShareViewDigests1764310000003, Webhooks1764700000000, ExitPlanReminders1764800000000, FounderViewDigests1765500000001],
  },
  rpc: notificationsRpcHandlers,
  events: (app) => {
    app.get(EmailDeliveryService).start();
    app.get(PlanReminderService).start();
    app.get(WebhookDeliveryService).start();
    return notificationsEventHandlers(app);
  },
  onShutdown: async (app) => {
    await app.get(PlanReminderService).stop();
    await app.get(WebhookDeliveryService).stop();
    await app.get(EmailDeliveryService).stop();
  },
};
