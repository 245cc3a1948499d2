import type { CreatedWebhookEndpoint, UpdateWebhookEndpointRequest, WebhookDelivery, WebhookEndpoint, WebhookEventType } from '@bv/contracts';
import { loadContracts } from './load-contracts';
import { request } from './request';

export type NewWebhookEndpoint = { url: string; description: string; eventTypes: WebhookEventType[] };

/** The founder's outgoing webhooks (docs/product-rules.md, "Webhooks"). */
export const webhooksApi = {
  list: async (): Promise<WebhookEndpoint[]> => {
    const { webhookEndpointListSchema } = await loadContracts();
    return (await request('GET', '/webhooks', undefined, webhookEndpointListSchema)).endpoints;
  },
  create: async (endpoint: NewWebhookEndpoint): Promise<CreatedWebhookEndpoint> => {
    const { createdWebhookEndpointSchema } = await loadContracts();
    return request('POST', '/webhooks', endpoint, createdWebhookEndpointSchema);
  },
  update: async (id: string, changes: UpdateWebhookEndpointRequest): Promise<WebhookEndpoint> => {
    const { webhookEndpointSchema } = await loadContracts();
    return request('PATCH', `/webhooks/${id}`, changes, webhookEndpointSchema);
  },
  remove: async (id: string): Promise<void> => {
    await request('DELETE', `/webhooks/${id}`);
  },
  sendTest: async (id: string): Promise<WebhookDelivery> => {
    const { webhookDeliverySchema } = await loadContracts();
    return request('POST', `/webhooks/${id}/test`, undefined, webhookDeliverySchema);
  },
  deliveries: async (id: string): Promise<WebhookDelivery[]> => {
    const { webhookDeliveryListSchema } = await loadContracts();
    return (await request('GET', `/webhooks/${id}/deliveries?limit=50`, undefined, webhookDeliveryListSchema)).deliveries;
  },
  replay: async (id: string, deliveryId: string): Promise<WebhookDelivery> => {
    const { webhookDeliverySchema } = await loadContracts();
    return request('POST', `/webhooks/${id}/deliveries/${deliveryId}/replay`, undefined, webhookDeliverySchema);
  },
};
