import './webhooks.css';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { CreatedWebhookEndpoint, WebhookEndpoint } from '@bv/contracts';
import type { ApiError } from '../../api/api-error';
import { webhooksApi, type NewWebhookEndpoint } from '../../api/webhooks';
import { LoadError, LoadingCard } from '../../ui/load-states';
import { EndpointDetail, ENDPOINTS_KEY } from './endpoint-detail';
import { EndpointForm } from './endpoint-form';
import { SecretReveal } from './secret-reveal';
import { StatusPill } from './status-dot';
import { endpointState } from './webhook-labels';

/** As the server enforces it (docs/product-rules.md, "Webhooks"). */
const MAX_ENDPOINTS = 10;

/**
 * Account › Webhooks: the founder's endpoints for their own tools (CRM, Slack, Zapier, Make, n8n),
 * with the signing secret shown once, a test event, and each endpoint's delivery log with resend.
 */
export function WebhooksSection() {
  const queryClient = useQueryClient();
  const endpoints = useQuery<WebhookEndpoint[], ApiError>({ queryKey: ENDPOINTS_KEY, queryFn: webhooksApi.list });
  const [adding, setAdding] = useState(false);
  const [created, setCreated] = useState<CreatedWebhookEndpoint | null>(null);
  const [selected, setSelected] = useState<string | null>(null);
  const create = useMutation<CreatedWebhookEndpoint, ApiError, NewWebhookEndpoint>({
    mutationFn: webhooksApi.create,
    onSuccess: (endpoint) => {
      const { secret: _secret, ...stored } = endpoint;
      queryClient.setQueryData<WebhookEndpoint[]>(ENDPOINTS_KEY, (all) => [...(all ?? []), stored]);
      setCreated(endpoint);
      setSelected(endpoint.id);
      setAdding(false);
    },
  });

  const list = endpoints.data ?? [];
  const current = list.find((e) => e.id === selected) ?? list[0];
  const full = list.length >= MAX_ENDPOINTS;

  return (
    <section aria-labelledby="webhooks-title" className="account-section webhooks" id="webhooks">
      <div className="webhooks__head">
        <div>
          <h2 id="webhooks-title">Webhooks</h2>
          <p className="hint">Send events to your own tools (a CRM, Slack, Zapier, Make or n8n) the moment they happen, signed so your receiver can trust them.</p>
        </div>
        {list.length > 0 && !adding && (
          <button type="button" className="button button--primary" disabled={full} onClick={() => setAdding(true)} title={full ? `At most ${MAX_ENDPOINTS} endpoints` : undefined}>
            Add endpoint
          </button>
        )}
      </div>

      {endpoints.isPending && <LoadingCard label="Loading your webhooks…" />}
      {endpoints.isError && <LoadError message={endpoints.error.message} onRetry={() => void endpoints.refetch()} />}

      {created && <SecretReveal secret={created.secret} url={created.url} onDone={() => setCreated(null)} />}

      {adding && (
        <div className="webhook-panel">
          <h3>Add an endpoint</h3>
          <EndpointForm busy={create.isPending} error={create.error?.message ?? null} onSubmit={(e) => create.mutate(e)} onCancel={() => setAdding(false)} />
        </div>
      )}

      {endpoints.data && list.length === 0 && !adding && (
        <div className="webhook-empty">
          <h3>No endpoints yet</h3>
          <p className="hint">Add the https address your tool gives you (a Zapier “Catch Hook”, a Make or n8n webhook trigger, your own server) and choose which events to send.</p>
          <button type="button" className="button button--primary" onClick={() => setAdding(true)}>
            Add endpoint
          </button>
        </div>
      )}

      {list.length > 0 && (
        <div className="webhooks__body">
          <nav aria-label="Endpoints" className="webhook-endpoints">
            <p className="hint webhook-endpoints__count">
              {list.length} of {MAX_ENDPOINTS} endpoints
            </p>
            <ul>
              {list.map((endpoint) => (
                <li key={endpoint.id}>
                  <button type="button" className="webhook-endpoints__item" aria-current={endpoint.id === current?.id ? 'true' : undefined} onClick={() => setSelected(endpoint.id)}>
                    <span className="webhook-endpoints__where">
                      <span className="webhook-url">{endpoint.url}</span>
                      {endpoint.description && <span className="hint">{endpoint.description}</span>}
                    </span>
                    <span className="webhook-endpoints__meta">
                      <span className="hint">
                        {endpoint.eventTypes.length} event{endpoint.eventTypes.length === 1 ? '' : 's'}
                      </span>
                      <StatusPill {...endpointState(endpoint)} />
                    </span>
                  </button>
                </li>
              ))}
            </ul>
          </nav>
          {current && <EndpointDetail key={current.id} endpoint={current} onDeleted={() => setSelected(null)} />}
        </div>
      )}
    </section>
  );
}
