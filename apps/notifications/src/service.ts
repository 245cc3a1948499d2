import type { ServiceSpec } from '@bv/service-kit';
import { AppModule } from './app.module';
import { configSchema } from './config';
import { AssessmentCompletedHandler } from './email/assessment-completed.handler';
import { EmailDeliveryService } from './email/email-delivery.service';
import { EmailAutomationLogEntity } from './email/entities/email-automation-log.entity';
import { EmailTemplateEntity } from './email/entities/email-template.entity';
import { MailboxMessageEntity } from './email/entities/mailbox-message.entity';
import { EmailDelivery1763780100000 } from './migrations/1763780100000-email-delivery';

export const notificationsService: ServiceSpec<'notifications'> = {
  name: 'notifications',
  configSchema,
  module: AppModule,
  redis: true,
  database: {
    entities: [EmailTemplateEntity, EmailAutomationLogEntity, MailboxMessageEntity],
    migrations: [EmailDelivery1763780100000],
  },
  events: (app) => {
    app.get(EmailDeliveryService).start();
    const completed = app.get(AssessmentCompletedHandler);
    return { 'assessment.completed': (event, manager, hooks) => completed.handle(event, manager, hooks) };
  },
  onShutdown: (app) => app.get(EmailDeliveryService).stop(),
};
