import type { INestApplication } from '@nestjs/common';
import type { RpcHandlers } from '@bv/messaging';
import { EmailLogsService } from './admin/email-logs.service';
import { MailboxService } from './admin/mailbox.service';
import { ConsentService } from './consent/consent.service';
import { EmailDeliveryService } from './email/email-delivery.service';
import { EngagementService } from './engagement/engagement.service';
import { LaunchSignupService } from './launch/launch-signup.service';
import { ProcessEmailSequenceService } from './sequences/process-email-sequence.service';
import { WebhookEndpointsService } from './webhooks/webhook-endpoints.service';

/**
 * Answers the gateway. Public patterns come from e-mail links and the coming-soon page; the
 * admin ones trust the gateway to have checked the caller's admin role.
 */
export function notificationsRpcHandlers(app: INestApplication): RpcHandlers<'notifications'> {
  const consent = app.get(ConsentService);
  const logs = app.get(EmailLogsService);
  const webhooks = app.get(WebhookEndpointsService);
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
    // The signed-in founder's webhooks: the gateway passes the session's user id.
    'notifications.webhooks.list': ({ userId }) => webhooks.list(userId),
    'notifications.webhooks.create': ({ userId, endpoint }) => webhooks.create(userId, endpoint),
    'notifications.webhooks.update': ({ userId, endpointId, changes }) => webhooks.update(userId, endpointId, changes),
    'notifications.webhooks.delete': ({ userId, endpointId }) => webhooks.remove(userId, endpointId),
    'notifications.webhooks.test': ({ userId, endpointId }) => webhooks.sendTest(userId, endpointId),
    'notifications.webhooks.deliveries': ({ userId, endpointId, limit }) => webhooks.deliveries(userId, endpointId, limit),
    'notifications.webhooks.replay': ({ userId, endpointId, deliveryId }) => webhooks.replay(userId, endpointId, deliveryId),
  };
}
