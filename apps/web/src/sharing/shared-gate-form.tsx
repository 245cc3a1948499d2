import type { ShareGrant } from '@bv/contracts';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { sharedLinkApi, SHARING_CODES, type ShareAccessInput, type SharingApiError } from '../api/sharing';
import { rememberViewerEmail, rememberedViewerEmail } from './viewer-email-store';
import { sharingErrors } from '@bv/contracts/messages';

export const WRONG_PASSWORD_MESSAGE = sharingErrors.WRONG_PASSWORD.message;
export const INVALID_EMAIL_MESSAGE = 'Please enter a valid email address';
// The same loose check as the server's (text, at sign, text, dot, text).
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** "Too many attempts. Try again in N minutes." from the Retry-After seconds (15 minutes when the server did not say). */
export function tooManyAttemptsMessage(retryAfterSeconds: number | null): string {
  const minutes = Math.max(1, Math.ceil((retryAfterSeconds ?? 15 * 60) / 60));
  return `Too many attempts. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
}

type GateFormProps = {
  token: string;
  requiresPassword: boolean;
  requiresEmail: boolean;
  /** The content is being fetched with the new grant: the form stays "verifying" meanwhile. */
  loadingContent: boolean;
  onGranted: (grant: ShareGrant) => void;
  /** The link died while the prompt was open (revoked, expired). */
  onDeadLink: (error: SharingApiError) => void;
};

function copyFor(requiresPassword: boolean, requiresEmail: boolean) {
  if (requiresPassword && requiresEmail) return { title: 'This content is protected', lead: 'Enter your e-mail address and the password the sender gave you.' };
  if (requiresEmail) return { title: 'Enter your e-mail to view', lead: 'The sender asked to know who views this. They will see your e-mail address.' };
  return { title: 'This content is password protected', lead: 'Enter the password the sender gave you to view it.' };
}

/** The link's gate (docs/product-rules.md, "Sharing links"): Access is disabled while a field is empty or a check runs; Enter submits. */
export function SharedGateForm({ token, requiresPassword, requiresEmail, loadingContent, onGranted, onDeadLink }: GateFormProps) {
  const uid = useId();
  const passwordInput = useRef<HTMLInputElement>(null);
  const emailInput = useRef<HTMLInputElement>(null);
  const [email, setEmail] = useState(() => (requiresEmail ? rememberedViewerEmail() : ''));
  const [password, setPassword] = useState('');
  const [emailChecked, setEmailChecked] = useState(false);
  // Each check is counted by the server's limit: never retried behind the visitor's back.
  const access = useMutation<ShareGrant, SharingApiError, ShareAccessInput>({ mutationFn: (input) => sharedLinkApi.access(token, input), retry: false });
  const verifying = access.isPending || loadingContent;
  const error = access.error;
  const wrongPassword = error?.code === SHARING_CODES.wrongPassword || (requiresPassword && error?.status === 401 && error.code !== SHARING_CODES.emailRequired);
  const notAllowed = error?.code === SHARING_CODES.viewerNotAllowed;
  const emailMalformed = requiresEmail && emailChecked && !EMAIL_PATTERN.test(email.trim());

  useEffect(() => {
    if (wrongPassword) passwordInput.current?.select();
    if (notAllowed) emailInput.current?.select();
  }, [wrongPassword, notAllowed, access.submittedAt]);

  const ready = (!requiresEmail || email.trim() !== '') && (!requiresPassword || password !== '');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!ready || verifying) return;
    setEmailChecked(true);
    if (requiresEmail && !EMAIL_PATTERN.test(email.trim())) {
      emailInput.current?.focus();
      return;
    }
    const input: ShareAccessInput = { ...(requiresEmail ? { email: email.trim() } : {}), ...(requiresPassword ? { password } : {}) };
    access.mutate(input, {
      onSuccess: (grant) => {
        if (requiresEmail) rememberViewerEmail(email.trim());
        onGranted(grant);
      },
      onError: (e) => {
        if (e.code === SHARING_CODES.linkInvalid || e.code === SHARING_CODES.linkExpired) onDeadLink(e);
      },
    });
  };

  const limited = error?.status === 429;
  const passwordError = wrongPassword ? WRONG_PASSWORD_MESSAGE : limited ? tooManyAttemptsMessage(error.retryAfterSeconds) : null;
  const emailError = emailMalformed ? INVALID_EMAIL_MESSAGE : notAllowed ? error.message : null;
  const otherError = error && !wrongPassword && !limited && !notAllowed ? error : null;
  const { title, lead } = copyFor(requiresPassword, requiresEmail);

  return (
    <form className="shared-password" onSubmit={submit} noValidate aria-labelledby={`${uid}-title`}>
      <h2 id={`${uid}-title`}>{title}</h2>
      <p>{lead}</p>
      {requiresEmail && (
        <div className="field">
          <label htmlFor={`${uid}-email`}>E-mail address</label>
          <input
            ref={emailInput}
            id={`${uid}-email`}
            type="email"
            inputMode="email"
            autoComplete="email"
            autoFocus
            maxLength={254}
            value={email}
            aria-invalid={emailError ? true : undefined}
            aria-describedby={emailError ? `${uid}-email-error` : undefined}
            onChange={(e) => setEmail(e.target.value)}
          />
          {emailError && (
            <p className="field__error" id={`${uid}-email-error`} role="alert">
              {emailError}
            </p>
          )}
        </div>
      )}
      {requiresPassword && (
        <div className="field">
          <label htmlFor={`${uid}-password`}>Password</label>
          <input
            ref={passwordInput}
            id={`${uid}-password`}
            type="password"
            autoComplete="off"
            autoFocus={!requiresEmail}
            maxLength={128}
            value={password}
            aria-invalid={passwordError ? true : undefined}
            aria-describedby={passwordError ? `${uid}-error` : undefined}
            onChange={(e) => setPassword(e.target.value)}
          />
          {passwordError && (
            <p className="field__error" id={`${uid}-error`} role="alert">
              {passwordError}
            </p>
          )}
        </div>
      )}
      {!requiresPassword && limited && (
        <p className="field__error" role="alert">
          {tooManyAttemptsMessage(error.retryAfterSeconds)}
        </p>
      )}
      {otherError && (
        <div className="inline-error" role="alert">
          <p>
            <strong>Error</strong>
          </p>
          <p>{otherError.message}</p>
        </div>
      )}
      <div className="button-row">
        <button type="submit" className="button button--primary" disabled={!ready || verifying} aria-busy={verifying || undefined}>
          {requiresEmail && !requiresPassword ? 'View' : 'Access'}
        </button>
        <span className="hint" role="status">
          {verifying ? 'Verifying…' : ''}
        </span>
      </div>
    </form>
  );
}
