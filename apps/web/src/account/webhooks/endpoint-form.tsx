import { useState, type FormEvent } from 'react';
import type { WebhookEventType } from '@bv/contracts';
import type { NewWebhookEndpoint } from '../../api/webhooks';
import { FormError } from '../../auth/form-error';
import { EVENT_CHOICES } from './webhook-labels';

type Props = {
  /** An endpoint being edited; absent when adding one (every event chosen to start with). */
  initial?: NewWebhookEndpoint;
  busy: boolean;
  error: string | null;
  onSubmit: (endpoint: NewWebhookEndpoint) => void;
  onCancel: () => void;
};

/** Add or edit an endpoint: its https address, a note, and at least one event. */
export function EndpointForm({ initial, busy, error, onSubmit, onCancel }: Props) {
  const [url, setUrl] = useState(initial?.url ?? '');
  const [description, setDescription] = useState(initial?.description ?? '');
  const [events, setEvents] = useState<WebhookEventType[]>(initial?.eventTypes ?? EVENT_CHOICES.map((c) => c.type));
  const verb = initial ? 'Save changes' : 'Add endpoint';
  // The server is the judge of the address (https, public); this only catches what is not a URL.
  const looksLikeUrl = /^https?:\/\/[^\s/]+/i.test(url.trim());
  const valid = looksLikeUrl && events.length > 0;
  const toggle = (type: WebhookEventType, on: boolean) => setEvents((current) => (on ? [...current, type] : current.filter((t) => t !== type)));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (valid) onSubmit({ url: url.trim(), description: description.trim(), eventTypes: EVENT_CHOICES.map((c) => c.type).filter((t) => events.includes(t)) });
  };
  return (
    <form className="webhook-form" onSubmit={submit} aria-label={initial ? 'Edit the webhook endpoint' : 'Add a webhook endpoint'}>
      <div className="field">
        <label htmlFor="webhook-url">Endpoint URL</label>
        <input
          id="webhook-url"
          type="url"
          inputMode="url"
          placeholder="https://hooks.zapier.com/hooks/catch/…"
          value={url}
          onChange={(e) => setUrl(e.target.value)}
          aria-describedby="webhook-url-hint"
          aria-invalid={url !== '' && !looksLikeUrl ? true : undefined}
          required
        />
        <p className="hint" id="webhook-url-hint">
          An https address on the public internet. Private, loopback and cloud-metadata addresses are refused.
        </p>
      </div>
      <div className="field">
        <label htmlFor="webhook-description">Description (optional)</label>
        <input id="webhook-description" maxLength={200} placeholder="HubSpot via Zapier" value={description} onChange={(e) => setDescription(e.target.value)} />
      </div>
      <fieldset className="webhook-form__events">
        <legend>Events to send</legend>
        {EVENT_CHOICES.map((choice) => (
          <label key={choice.type} className="webhook-form__event">
            <input type="checkbox" checked={events.includes(choice.type)} onChange={(e) => toggle(choice.type, e.target.checked)} />
            <span>
              <code>{choice.label}</code>
              <span className="hint">{choice.hint}</span>
            </span>
          </label>
        ))}
        {events.length === 0 && <p className="field__error">Choose at least one event.</p>}
      </fieldset>
      <FormError message={error} />
      <div className="webhook-actions">
        <button type="submit" className="button button--primary" disabled={!valid || busy} aria-busy={busy || undefined}>
          {busy ? 'Saving…' : verb}
        </button>
        <button type="button" className="button button--ghost" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </form>
  );
}
