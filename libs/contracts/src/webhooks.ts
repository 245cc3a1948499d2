import { z } from 'zod';
import { isoDateSchema } from './common';
import { safeText } from './safe-text';

/**
 * Outgoing webhooks (docs/product-rules.md, "Webhooks"): the founder's own tools (a CRM, Slack,
 * Zapier, Make, n8n) hear about their activity. Only events something in the platform produces
 * today are offered; `webhook.test` is what "Send test event" delivers.
 */
export const webhookEventTypes = ['document.viewed', 'document.downloaded', 'room.viewed', 'question.asked', 'visitor.hot', 'lead.created', 'assessment.completed'] as const;
export const webhookEventTypeSchema = z.enum(webhookEventTypes);
export type WebhookEventType = z.infer<typeof webhookEventTypeSchema>;
export const WEBHOOK_TEST_EVENT = 'webhook.test';

/** At most this many endpoints per founder. */
export const MAX_WEBHOOK_ENDPOINTS = 10;

const webhookUrlSchema = z
  .string()
  .trim()
  .max(2000)
  .pipe(z.url({ protocol: /^https?$/, message: 'Enter the full https:// address of your endpoint.' }));

export const webhookEndpointSchema = z.object({
  id: z.uuid(),
  url: safeText(),
  description: safeText(),
  eventTypes: z.array(webhookEventTypeSchema),
  enabled: z.boolean(),
  /** Why it is off: 'manual' (the founder turned it off) or 'failing' (repeated failed deliveries). */
  disabledReason: z.enum(['manual', 'failing']).nullable(),
  consecutiveFailures: z.number().int().nonnegative(),
  createdAt: isoDateSchema,
  updatedAt: isoDateSchema,
});
export type WebhookEndpoint = z.infer<typeof webhookEndpointSchema>;

/** The signing secret (whsec_…) is shown once, in the answer that created it. */
export const createdWebhookEndpointSchema = webhookEndpointSchema.extend({ secret: safeText().regex(/^whsec_/) });
export type CreatedWebhookEndpoint = z.infer<typeof createdWebhookEndpointSchema>;

export const createWebhookEndpointRequestSchema = z.object({
  url: webhookUrlSchema,
  description: safeText().trim().max(200).default(''),
  eventTypes: z.array(webhookEventTypeSchema).min(1, 'Choose at least one event.').max(webhookEventTypes.length),
});
export type CreateWebhookEndpointRequest = z.infer<typeof createWebhookEndpointRequestSchema>;

export const updateWebhookEndpointRequestSchema = z
  .object({
    url: webhookUrlSchema.optional(),
    description: safeText().trim().max(200).optional(),
    eventTypes: z.array(webhookEventTypeSchema).min(1, 'Choose at least one event.').max(webhookEventTypes.length).optional(),
    /** true turns it back on (and forgets past failures); false turns it off. */
    enabled: z.boolean().optional(),
  })
  .refine((c) => Object.values(c).some((v) => v !== undefined), { message: 'Nothing to change.' });
export type UpdateWebhookEndpointRequest = z.infer<typeof updateWebhookEndpointRequestSchema>;

export const webhookDeliveryStatusSchema = z.enum(['pending', 'succeeded', 'failed']);
export const webhookDeliverySchema = z.object({
  id: z.uuid(),
  endpointId: z.uuid(),
  /** The webhook-id header: the same for every attempt and replay of one message. */
  messageId: safeText(),
  eventType: safeText(),
  status: webhookDeliveryStatusSchema,
  attempts: z.number().int().nonnegative(),
  lastResponseCode: z.number().int().nullable(),
  lastError: safeText().nullable(),
  /** The first 500 characters of the last answer's body, at most. */
  lastResponseExcerpt: safeText().nullable(),
  nextAttemptAt: isoDateSchema.nullable(),
  payload: z.unknown(),
  createdAt: isoDateSchema,
  updatedAt: isoDateSchema,
});
export type WebhookDelivery = z.infer<typeof webhookDeliverySchema>;

export const webhookEndpointListSchema = z.object({ endpoints: z.array(webhookEndpointSchema) });
export const webhookDeliveryListSchema = z.object({ deliveries: z.array(webhookDeliverySchema) });

export const webhookDeliveriesQuerySchema = z.object({ limit: z.coerce.number().int().min(1).max(100).default(50) });

const owner = z.object({ userId: z.uuid() });
const ownedEndpoint = owner.extend({ endpointId: z.uuid() });

export const webhooksRpcSchemas = {
  'notifications.webhooks.list': { service: 'notifications', request: owner, response: webhookEndpointListSchema },
  'notifications.webhooks.create': { service: 'notifications', request: owner.extend({ endpoint: createWebhookEndpointRequestSchema }), response: createdWebhookEndpointSchema },
  'notifications.webhooks.update': { service: 'notifications', request: ownedEndpoint.extend({ changes: updateWebhookEndpointRequestSchema }), response: webhookEndpointSchema },
  'notifications.webhooks.delete': { service: 'notifications', request: ownedEndpoint, response: z.object({ deleted: z.literal(true) }) },
  'notifications.webhooks.test': { service: 'notifications', request: ownedEndpoint, response: webhookDeliverySchema },
  'notifications.webhooks.deliveries': {
    service: 'notifications',
    request: ownedEndpoint.extend({ limit: z.number().int().min(1).max(100).default(50) }),
    response: webhookDeliveryListSchema,
  },
  'notifications.webhooks.replay': { service: 'notifications', request: ownedEndpoint.extend({ deliveryId: z.uuid() }), response: webhookDeliverySchema },
} as const;
