import type { ShareGrant } from '@bv/contracts';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { sharedLinkApi, SHARING_CODES, type SharingApiError } from '../api/sharing';

export const WRONG_PASSWORD_MESSAGE = 'Incorrect password';

/** "Too many attempts. Try again in N minutes." from the Retry-After seconds (15 minutes when the server did not say). */
export function tooManyAttemptsMessage(retryAfterSeconds: number | null): string {
  const minutes = Math.max(1, Math.ceil((retryAfterSeconds ?? 15 * 60) / 60));
  return `Too many attempts. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
}

type PasswordFormProps = {
  token: string;
  /** The content is being fetched with the new grant: the form stays "verifying" meanwhile. */
  loadingContent: boolean;
  onGranted: (grant: ShareGrant) => void;
  /** The link died while the prompt was open (revoked, expired). */
  onDeadLink: (error: SharingApiError) => void;
};

/** Spec §5: Access is disabled while the field is empty or a check runs; Enter submits. */
export function SharedPasswordForm({ token, loadingContent, onGranted, onDeadLink }: PasswordFormProps) {
  const uid = useId();
  const input = useRef<HTMLInputElement>(null);
  const [password, setPassword] = useState('');
  // Each password check is counted by the server's limit: never retried behind the visitor's back.
  const access = useMutation<ShareGrant, SharingApiError, string>({ mutationFn: (value) => sharedLinkApi.access(token, value), retry: false });
  const verifying = access.isPending || loadingContent;
  const error = access.error;
  const wrong = error?.status === 401 || error?.code === SHARING_CODES.wrongPassword;

  useEffect(() => {
    if (wrong) input.current?.select();
  }, [wrong, access.submittedAt]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!password || verifying) return;
    access.mutate(password, {
      onSuccess: onGranted,
      onError: (e) => {
        if (e.code === SHARING_CODES.linkInvalid || e.code === SHARING_CODES.linkExpired) onDeadLink(e);
      },
    });
  };

  const limited = error?.status === 429;
  const fieldError = wrong ? WRONG_PASSWORD_MESSAGE : limited ? tooManyAttemptsMessage(error.retryAfterSeconds) : null;
  const otherError = error && !wrong && !limited ? error : null;

  return (
    <form className="shared-password" onSubmit={submit} noValidate aria-labelledby={`${uid}-title`}>
      <h2 id={`${uid}-title`}>This content is password protected</h2>
      <p>Enter the password the sender gave you to view it.</p>
      <div className="field">
        <label htmlFor={`${uid}-password`}>Password</label>
        <input
          ref={input}
          id={`${uid}-password`}
          type="password"
          autoComplete="off"
          autoFocus
          maxLength={128}
          value={password}
          aria-invalid={fieldError ? true : undefined}
          aria-describedby={fieldError ? `${uid}-error` : undefined}
          onChange={(e) => setPassword(e.target.value)}
        />
        {fieldError && (
          <p className="field__error" id={`${uid}-error`} role="alert">
            {fieldError}
          </p>
        )}
      </div>
      {otherError && (
        <div className="inline-error" role="alert">
          <p>
            <strong>Error</strong>
          </p>
          <p>{otherError.message}</p>
        </div>
      )}
      <div className="button-row">
        <button type="submit" className="button button--primary" disabled={!password || verifying} aria-busy={verifying || undefined}>
          Access
        </button>
        <span className="hint" role="status">
          {verifying ? 'Verifying…' : ''}
        </span>
      </div>
    </form>
  );
}
