import { useState } from 'react';

/** The signing secret, shown once after creation: copy it now, it cannot be shown again. */
export function SecretReveal({ secret, url, onDone }: { secret: string; url: string; onDone: () => void }) {
  const [copied, setCopied] = useState(false);
  const copy = () => {
    void navigator.clipboard?.writeText(secret).then(() => setCopied(true), () => setCopied(false));
  };
  return (
    <div className="webhook-secret" role="region" aria-label="Signing secret">
      <h3>Signing secret</h3>
      <p className="webhook-secret__for">
        For <span className="webhook-url">{url}</span>
      </p>
      <p className="hint">
        Copy it now: for your safety we show it only once. Your receiver uses it to check the <code>webhook-signature</code> header (Standard Webhooks).
      </p>
      <div className="webhook-secret__row">
        <code className="webhook-secret__value">{secret}</code>
        <button type="button" className="button button--secondary button--small" onClick={copy}>
          {copied ? 'Copied' : 'Copy'}
        </button>
      </div>
      <button type="button" className="button button--primary button--small" onClick={onDone}>
        I have saved it
      </button>
    </div>
  );
}
