import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { WebhookDelivery, WebhookEndpoint } from '@bv/contracts';
import type { ApiError } from '../../api/api-error';
import { webhooksApi, type NewWebhookEndpoint } from '../../api/webhooks';
import { FormError } from '../../auth/form-error';
import { LoadError } from '../../ui/load-states';
import { DeliveriesList } from './deliveries-list';
import { EndpointForm } from './endpoint-form';
import { StatusPill } from './status-dot';
import { endpointState } from './webhook-labels';

export const ENDPOINTS_KEY = ['account', 'webhooks'] as const;
const deliveriesKey = (id: string) => ['account', 'webhooks', id, 'deliveries'] as const;

/** One endpoint: its state and actions (test, turn on or off, delete) over its delivery log. */
export function EndpointDetail({ endpoint, onDeleted }: { endpoint: WebhookEndpoint; onDeleted: () => void }) {
  const queryClient = useQueryClient();
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [editing, setEditing] = useState(false);
  const deliveries = useQuery<WebhookDelivery[], ApiError>({
    queryKey: deliveriesKey(endpoint.id),
    queryFn: () => webhooksApi.deliveries(endpoint.id),
    // While something is on its way, the log follows it.
    refetchInterval: (query) => (query.state.data?.some((d) => d.status === 'pending') ? 2_000 : false),
  });
  const refreshLog = () => void queryClient.invalidateQueries({ queryKey: deliveriesKey(endpoint.id) });
  const setEndpoint = (next: WebhookEndpoint) => queryClient.setQueryData<WebhookEndpoint[]>(ENDPOINTS_KEY, (all) => all?.map((e) => (e.id === next.id ? next : e)));
  const test = useMutation<WebhookDelivery, ApiError>({ mutationFn: () => webhooksApi.sendTest(endpoint.id), onSuccess: refreshLog });
  const toggle = useMutation<WebhookEndpoint, ApiError, boolean>({ mutationFn: (enabled) => webhooksApi.update(endpoint.id, { enabled }), onSuccess: setEndpoint });
  const edit = useMutation<WebhookEndpoint, ApiError, NewWebhookEndpoint>({
    mutationFn: (changes) => webhooksApi.update(endpoint.id, changes),
    onSuccess: (next) => {
      setEndpoint(next);
      setEditing(false);
    },
  });
  const remove = useMutation<void, ApiError>({
    mutationFn: () => webhooksApi.remove(endpoint.id),
    onSuccess: () => {
      queryClient.setQueryData<WebhookEndpoint[]>(ENDPOINTS_KEY, (all) => all?.filter((e) => e.id !== endpoint.id));
      onDeleted();
    },
  });
  const replay = useMutation<WebhookDelivery, ApiError, string>({ mutationFn: (id) => webhooksApi.replay(endpoint.id, id), onSuccess: refreshLog });
  const state = endpointState(endpoint);
  const error = test.error ?? toggle.error ?? remove.error ?? replay.error;

  return (
    <div className="webhook-detail">
      <div className="webhook-detail__head">
        <div className="webhook-detail__title">
          <StatusPill {...state} />
          <h3 className="webhook-url">{endpoint.url}</h3>
          {endpoint.description && <p className="hint">{endpoint.description}</p>}
        </div>
        <div className="webhook-actions">
          <button type="button" className="button button--secondary button--small" disabled={!endpoint.enabled || test.isPending} aria-busy={test.isPending || undefined} onClick={() => test.mutate()}>
            {test.isPending ? 'Sending…' : 'Send test event'}
          </button>
          <button type="button" className="button button--ghost button--small" aria-expanded={editing} onClick={() => setEditing(!editing)}>
            Edit
          </button>
          <button type="button" className="button button--ghost button--small" disabled={toggle.isPending} onClick={() => toggle.mutate(!endpoint.enabled)}>
            {endpoint.enabled ? 'Disable' : 'Enable'}
          </button>
          {confirmDelete ? (
            <span className="webhook-confirm">
              <button type="button" className="button button--small webhook-danger" disabled={remove.isPending} onClick={() => remove.mutate()}>
                {remove.isPending ? 'Deleting…' : 'Delete for good'}
              </button>
              <button type="button" className="button button--ghost button--small" onClick={() => setConfirmDelete(false)}>
                Keep
              </button>
            </span>
          ) : (
            <button type="button" className="button button--ghost button--small" onClick={() => setConfirmDelete(true)}>
              Delete
            </button>
          )}
        </div>
      </div>
      {endpoint.disabledReason === 'failing' && (
        <p className="webhook-notice" role="status">
          We turned this endpoint off after {endpoint.consecutiveFailures} failed deliveries in a row and e-mailed you. Fix the receiver, enable it, then resend what failed.
        </p>
      )}
      {editing && (
        <div className="webhook-edit">
          <EndpointForm
            initial={{ url: endpoint.url, description: endpoint.description, eventTypes: endpoint.eventTypes }}
            busy={edit.isPending}
            error={edit.error?.message ?? null}
            onSubmit={(changes) => edit.mutate(changes)}
            onCancel={() => setEditing(false)}
          />
        </div>
      )}
      <dl className="webhook-facts">
        <div>
          <dt>Events</dt>
          <dd>
            {endpoint.eventTypes.map((t) => (
              <code key={t} className="webhook-chip">
                {t}
              </code>
            ))}
          </dd>
        </div>
        <div>
          <dt>Signing</dt>
          <dd>Standard Webhooks (HMAC-SHA256); secret shown once when added</dd>
        </div>
      </dl>
      <FormError message={error?.message ?? null} />
      <div className="webhook-log-head">
        <h4>Deliveries</h4>
        <button type="button" className="button button--link" onClick={refreshLog} disabled={deliveries.isFetching}>
          {deliveries.isFetching ? 'Refreshing…' : 'Refresh'}
        </button>
      </div>
      {deliveries.isPending && <p className="hint" role="status">Loading deliveries…</p>}
      {deliveries.isError && <LoadError message={deliveries.error.message} onRetry={() => void deliveries.refetch()} />}
      {deliveries.data && <DeliveriesList deliveries={deliveries.data} canReplay={endpoint.enabled} replaying={replay.isPending ? (replay.variables ?? null) : null} onReplay={(id) => replay.mutate(id)} />}
    </div>
  );
}
