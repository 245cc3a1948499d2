import type { WebhookDelivery, WebhookEndpoint, WebhookEventType } from '@bv/contracts';

export type EndpointRow = {
  id: string;
  user_id: string;
  url: string;
  description: string;
  event_types: string[];
  sealed_secret: string;
  enabled: boolean;
  disabled_reason: 'manual' | 'failing' | null;
  consecutive_failures: number;
  created_at: Date;
  updated_at: Date;
};

export type DeliveryRow = {
  id: string;
  endpoint_id: string;
  event_id: string;
  event_type: string;
  payload: unknown;
  status: 'pending' | 'succeeded' | 'failed';
  attempts: number;
  last_response_code: number | null;
  last_error: string | null;
  last_response_excerpt: string | null;
  next_attempt_at: Date | null;
  created_at: Date;
  updated_at: Date;
};

/** The webhook-id header: one per message, kept across retries and replays (receivers dedupe on it). */
export const messageIdOf = (eventId: string) => `msg_${eventId.replace(/-/g, '')}`;

export function toEndpoint(row: EndpointRow): WebhookEndpoint {
  return {
    id: row.id,
    url: row.url,
    description: row.description,
    eventTypes: row.event_types as WebhookEventType[],
    enabled: row.enabled,
    disabledReason: row.disabled_reason,
    consecutiveFailures: row.consecutive_failures,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}

export function toDelivery(row: DeliveryRow): WebhookDelivery {
  return {
    id: row.id,
    endpointId: row.endpoint_id,
    messageId: messageIdOf(row.event_id),
    eventType: row.event_type,
    status: row.status,
    attempts: row.attempts,
    lastResponseCode: row.last_response_code,
    lastError: row.last_error,
    lastResponseExcerpt: row.last_response_excerpt,
    nextAttemptAt: row.next_attempt_at?.toISOString() ?? null,
    payload: row.payload,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}
