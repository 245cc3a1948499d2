import type { ProResult } from '@bv/contracts';
import { isSupportedWebhookHost, WEBHOOK_SERVICES } from '@bv/domain';
import { useId, useRef, useState, type FormEvent } from 'react';
import { sendToWebhook, type WebhookPayload } from '../../api/exitcheck';
import { useToast } from '../../ui/toast/toast-context';

/** Strengths and gaps go out as category titles: the payload is read by people building automations. */
export function webhookPayload(result: ProResult, now = new Date()): WebhookPayload {
  const title = (categoryId: string) => result.categoryScores.find((c) => c.categoryId === categoryId)?.title ?? categoryId;
  return {
    userInfo: result.userInfo,
    totalScore: result.totalScore,
    readinessLevel: result.readinessLevel,
    categoryScores: result.categoryScores,
    strengths: result.strengths.map(title),
    gaps: result.gaps.map(title),
    timestamp: now.toISOString(),
    responses: result.responses,
  };
}

const SERVICE_NAMES = WEBHOOK_SERVICES.map((s) => s.name);
const SERVICES_TEXT = `${SERVICE_NAMES.slice(0, -1).join(', ')} or ${SERVICE_NAMES.at(-1)}`;

/**
 * docs/product-rules.md, "ExitCheck Pro": required. Beyond that, only an https address of a service
 * the page may call (its security policy lets exactly those through), so a post never fails unseen
 * in the browser.
 */
export function webhookUrlProblem(value: string): string | null {
  const url = value.trim();
  if (url === '') return 'Please enter your Zapier webhook URL';
  try {
    const parsed = new URL(url);
    if (parsed.protocol === 'https:' && isSupportedWebhookHost(parsed.hostname)) return null;
  } catch {
    // not a URL at all
  }
  return `Use a ${SERVICES_TEXT} webhook address starting with https://`;
}

/**
 * The optional send-to-automation form (Zapier, Make, n8n…), at the end of the results and closed
 * until opened: a tool for the few who automate, not part of the founder's reading.
 */
export function WebhookForm({ result }: { result: ProResult }) {
  const id = useId();
  const [url, setUrl] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const showToast = useToast();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = webhookUrlProblem(url);
    setProblem(found);
    if (found) {
      inputRef.current?.focus();
      return;
    }
    setSending(true);
    try {
      await sendToWebhook(url.trim(), webhookPayload(result));
      showToast({ title: 'Assessment Submitted', description: 'Your results were sent to your webhook.' });
    } catch {
      showToast({
        title: 'Submission Error',
        description: 'We could not reach that webhook URL. Check the address and try again.',
        variant: 'destructive',
      });
    } finally {
      setSending(false);
    }
  };

  return (
    <details className="card card--quiet pro-webhook">
      <summary className="pro-webhook__summary">
        <h2 id={`${id}-title`}>Send results to your tools</h2>
        <span className="hint">Post this result to {SERVICES_TEXT}, e.g. to update your CRM.</span>
      </summary>
      <form className="pro-webhook__form" onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
        <p className="hint">It sends your profile, score, category scores, strengths, gaps and answers to a catch hook.</p>
        <div className="field">
          <label htmlFor={`${id}-url`}>Webhook URL</label>
          <input
            ref={inputRef}
            id={`${id}-url`}
            name="webhookUrl"
            type="url"
            inputMode="url"
            autoComplete="off"
            placeholder="https://hooks.zapier.com/hooks/catch/…"
            value={url}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? `${id}-error` : undefined}
            onChange={(event) => {
              setUrl(event.target.value);
              if (problem) setProblem(null);
            }}
          />
          {problem && (
            <p className="field__error" id={`${id}-error`} role="alert">
              {problem}
            </p>
          )}
        </div>
        <div className="button-row">
          <button type="submit" className="button button--secondary" disabled={sending} aria-busy={sending || undefined}>
            {sending ? 'Sending…' : 'Send to Webhook'}
          </button>
        </div>
      </form>
    </details>
  );
}
