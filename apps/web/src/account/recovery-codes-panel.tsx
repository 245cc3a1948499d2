import { useEffect, useId, useMemo, useState } from 'react';
import { RECOVERY_CODES_FILE_NAME, recoveryCodesText } from './recovery-codes-text';

type CopyState = 'idle' | 'copied' | 'failed';
const COPIED_SHOWN_MS = 2500;

/**
 * The recovery codes, shown once after two-step is turned on (docs/product-rules.md, "Accounts and
 * security"): copy or download them, and confirm they are saved before leaving the screen.
 */
export function RecoveryCodesPanel({ codes, email, onDone }: { codes: readonly string[]; email: string; onDone: () => void }) {
  const checkboxId = useId();
  const [saved, setSaved] = useState(false);
  const [copy, setCopy] = useState<CopyState>('idle');
  const text = useMemo(() => recoveryCodesText(codes, email, new Date()), [codes, email]);

  useEffect(() => {
    if (copy !== 'copied') return;
    const timer = window.setTimeout(() => setCopy('idle'), COPIED_SHOWN_MS);
    return () => window.clearTimeout(timer);
  }, [copy]);

  const copyAll = () => {
    // Only the codes, one per line: what a password manager's note field wants.
    if (!navigator.clipboard) return setCopy('failed');
    navigator.clipboard.writeText(codes.join('\n')).then(
      () => setCopy('copied'),
      () => setCopy('failed'),
    );
  };

  const download = () => {
    const url = URL.createObjectURL(new Blob([text], { type: 'text/plain;charset=utf-8' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = RECOVERY_CODES_FILE_NAME;
    document.body.append(link);
    link.click();
    link.remove();
    // Revoked after the click has been handled, or some browsers lose the download.
    window.setTimeout(() => URL.revokeObjectURL(url), 0);
  };

  return (
    <div className="recovery-panel" aria-labelledby="recovery-panel-title">
      <p className="form-success" role="status">
        Two-step verification is on.
      </p>
      <h3 id="recovery-panel-title">Save your recovery codes</h3>
      <p>
        If you lose your phone, each code signs you in once. Keep them in a password manager or print them. They will not be shown
        again.
      </p>
      <ul className="recovery-codes" aria-label="Recovery codes">
        {codes.map((c) => (
          <li key={c}>
            <code>{c}</code>
          </li>
        ))}
      </ul>
      <div className="recovery-panel__tools">
        <button type="button" className="button button--secondary" onClick={copyAll}>
          {copy === 'copied' ? 'Copied' : 'Copy all'}
        </button>
        <button type="button" className="button button--secondary" onClick={download}>
          Download .txt
        </button>
        <span className="recovery-panel__copy-state" role="status">
          {copy === 'copied' && 'Copied to the clipboard.'}
          {copy === 'failed' && 'Copying was blocked by the browser. Download the file, or select the codes and copy them.'}
        </span>
      </div>
      <div className="recovery-panel__confirm">
        <input id={checkboxId} type="checkbox" checked={saved} onChange={(e) => setSaved(e.target.checked)} />
        <label htmlFor={checkboxId}>I have saved these codes</label>
      </div>
      <button type="button" className="button button--primary" disabled={!saved} onClick={onDone} aria-describedby={saved ? undefined : `${checkboxId}-why`}>
        Done
      </button>
      {/* A disabled button says why (the why is its description). */}
      {!saved && (
        <p id={`${checkboxId}-why`} className="disabled-reason">
          Tick “I have saved these codes” once they are copied or downloaded.
        </p>
      )}
    </div>
  );
}
