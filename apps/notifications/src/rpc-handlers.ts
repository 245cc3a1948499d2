import type { INestApplication } from '@nestjs/common';
import type { RpcHandlers } from '@bv/messaging';
import { EmailLogsService } from './admin/email-logs.service';
import { MailboxService } from './admin/mailbox.service';
import { ConsentService } from './consent/consent.service';
import { EmailDeliveryService } from './email/email-delivery.service';
import { EngagementService } from './engagement/engagement.service';
import { LaunchSignupService } from './launch/launch-signup.service';
import { ProcessEmailSequenceService } from './sequences/process-email-sequence.service';

/**
 * Answers the gateway. Public patterns come from e-mail links and the coming-soon page; the
 * admin ones trust the gateway to have checked the caller's admin role.
 */
export function notificationsRpcHandlers(app: INestApplication): RpcHandlers<'notifications'> {
  const consent = app.get(ConsentService);
  const logs = app.get(EmailLogsService);
  return {
    'notifications.launch.signup': ({ email }) => app.get(LaunchSignupService).signUp(email),
    'notifications.unsubscribe.verify': ({ token }) => consent.inspect(token),
    'notifications.unsubscribe': ({ token, source }) => consent.unsubscribe(token, source),
    'notifications.engagement.track': (request) => app.get(EngagementService).track(request),
    'notifications.sequence.process': (request) => app.get(ProcessEmailSequenceService).process(request),
    'notifications.scheduled.send': async () => ({ queued: await app.get(EmailDeliveryService).requeueStalled(0) }),
    'notifications.logs.list': (filter) => logs.list(filter),
    'notifications.logs.resend': ({ logId }) => logs.resend(logId),
    'notifications.mailbox.list': (filter) => app.get(MailboxService).list(filter),
    'notifications.preferences.get': ({ email }) => consent.preferences(email),
    'notifications.preferences.update': ({ email, marketing }) => consent.updatePreferences(email, marketing),
  };
}
