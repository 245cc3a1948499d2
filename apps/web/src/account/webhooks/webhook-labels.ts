import type { WebhookDelivery, WebhookEndpoint, WebhookEventType } from '@bv/contracts';

/** The events a founder may subscribe to, in the order offered (docs/product-rules.md, "Webhooks"). */
export const EVENT_CHOICES: Array<{ type: WebhookEventType; label: string; hint: string }> = [
  { type: 'document.viewed', label: 'document.viewed', hint: 'Someone opened one of your share links or a document in a deal room.' },
  { type: 'document.downloaded', label: 'document.downloaded', hint: 'Someone downloaded a file through a share link or a room link.' },
  { type: 'room.viewed', label: 'room.viewed', hint: 'Someone opened one of your deal rooms through a room link.' },
  { type: 'assessment.completed', label: 'assessment.completed', hint: 'You finished an ExitCheck or PitchPrep assessment.' },
  { type: 'question.asked', label: 'question.asked', hint: 'Someone asked a question through one of your deal room links.' },
  { type: 'visitor.hot', label: 'visitor.hot', hint: 'A visitor of one of your share links or room links turned hot (once per visitor and link).' },
  { type: 'lead.created', label: 'lead.created', hint: 'A visitor gave you an e-mail address for the first time, on any of your links or rooms.' },
];

export type Tone = 'ok' | 'bad' | 'wait' | 'off';

export function endpointState(endpoint: WebhookEndpoint): { label: string; tone: Tone } {
  if (endpoint.enabled) return endpoint.consecutiveFailures > 0 ? { label: 'Failing', tone: 'bad' } : { label: 'Enabled', tone: 'ok' };
  return endpoint.disabledReason === 'failing' ? { label: 'Turned off: failing', tone: 'bad' } : { label: 'Disabled', tone: 'off' };
}

export function deliveryState(delivery: WebhookDelivery): { label: string; tone: Tone } {
  if (delivery.status === 'succeeded') return { label: 'Succeeded', tone: 'ok' };
  if (delivery.status === 'failed') return { label: 'Failed', tone: 'bad' };
  return delivery.attempts > 0 ? { label: 'Retrying', tone: 'wait' } : { label: 'Pending', tone: 'wait' };
}

const TIME = new Intl.DateTimeFormat('en-SG', { day: 'numeric', month: 'short', hour: 'numeric', minute: '2-digit', second: '2-digit' });
export const shortTime = (iso: string) => TIME.format(new Date(iso));
