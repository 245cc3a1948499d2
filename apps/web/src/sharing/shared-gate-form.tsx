import type { ShareCodeSent, ShareGrant } from '@bv/contracts';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { sharedLinkApi, SHARING_CODES, type EmailGateApi, type ShareAccessInput, type ShareCodeInput, type SharingApiError } from '../api/sharing';
import { INVALID_EMAIL_MESSAGE, tooManyAttemptsMessage, WRONG_PASSWORD_MESSAGE } from './gate-messages';
import { SharedCodeStep } from './shared-code-step';
import { rememberViewerEmail, rememberedViewerEmail } from './viewer-email-store';

export { INVALID_EMAIL_MESSAGE, tooManyAttemptsMessage, WRONG_PASSWORD_MESSAGE } from './gate-messages';
// The same loose check as the server's (text, at sign, text, dot, text).
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

type GateFormProps = {
  token: string;
  requiresPassword: boolean;
  requiresEmail: boolean;
  /** The content is being fetched with the new grant: the form stays "verifying" meanwhile. */
  loadingContent: boolean;
  onGranted: (grant: ShareGrant) => void;
  /** The link died while the prompt was open (revoked, expired). */
  onDeadLink: (error: SharingApiError) => void;
  /** Where the code is asked for and checked: the share link's own addresses unless a room link's are given. */
  api?: EmailGateApi;
  /** The heading and the sentence under it, when the page says more than the share link's words. */
  copy?: { title: string; lead: string };
};

function copyFor(requiresPassword: boolean, requiresEmail: boolean) {
  if (requiresPassword && requiresEmail) return { title: 'This content is protected', lead: 'Enter the password the sender gave you and your e-mail address. We will e-mail you a code to confirm the address.' };
  if (requiresEmail) return { title: 'Enter your e-mail to view', lead: 'We will e-mail you a code to confirm it is your address. The sender will see who viewed.' };
  return { title: 'This content is password protected', lead: 'Enter the password the sender gave you to view it.' };
}

type Asked = { email: string; password: string | null; sent: ShareCodeSent };

/**
 * The link's gate (docs/product-rules.md, "Sharing links"): the password, and behind the e-mail
 * gate the address, which a one-time code mailed to it verifies (SharedCodeStep). The button is
 * disabled while a field is empty or a check runs; Enter submits.
 */
export function SharedGateForm({ token, requiresPassword, requiresEmail, loadingContent, onGranted, onDeadLink, api = sharedLinkApi, copy }: GateFormProps) {
  const uid = useId();
  const passwordInput = useRef<HTMLInputElement>(null);
  const emailInput = useRef<HTMLInputElement>(null);
  const [email, setEmail] = useState(() => (requiresEmail ? rememberedViewerEmail() : ''));
  const [password, setPassword] = useState('');
  const [emailChecked, setEmailChecked] = useState(false);
  const [asked, setAsked] = useState<Asked | null>(null);
  // Each check is counted by the server's limit: never retried behind the visitor's back.
  const access = useMutation<ShareGrant, SharingApiError, ShareAccessInput>({ mutationFn: (input) => api.access(token, input), retry: false });
  const sendCode = useMutation<ShareCodeSent, SharingApiError, ShareCodeInput>({ mutationFn: (input) => api.sendCode(token, input), retry: false });
  const pending = requiresEmail ? sendCode : access;
  const verifying = pending.isPending || loadingContent;
  const error = pending.error;
  const wrongPassword = error?.code === SHARING_CODES.wrongPassword;
  const notAllowed = error?.code === SHARING_CODES.viewerNotAllowed;
  const emailMalformed = requiresEmail && emailChecked && !EMAIL_PATTERN.test(email.trim());

  useEffect(() => {
    if (wrongPassword) passwordInput.current?.select();
    if (notAllowed) emailInput.current?.select();
  }, [wrongPassword, notAllowed, pending.submittedAt]);

  if (asked) {
    return (
      <SharedCodeStep
        token={token}
        api={api}
        email={asked.email}
        password={asked.password}
        sent={asked.sent}
        loadingContent={loadingContent}
        onGranted={onGranted}
        onDeadLink={onDeadLink}
        onChangeEmail={() => {
          sendCode.reset();
          setAsked(null);
        }}
      />
    );
  }

  const ready = (!requiresEmail || email.trim() !== '') && (!requiresPassword || password !== '');
  const deadLink = (e: SharingApiError) => {
    if (e.code === SHARING_CODES.linkInvalid || e.code === SHARING_CODES.linkExpired) onDeadLink(e);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!ready || verifying) return;
    setEmailChecked(true);
    if (requiresEmail && !EMAIL_PATTERN.test(email.trim())) {
      emailInput.current?.focus();
      return;
    }
    const typedPassword = requiresPassword ? password : null;
    if (!requiresEmail) {
      access.mutate({ password }, { onSuccess: onGranted, onError: deadLink });
      return;
    }
    const address = email.trim();
    sendCode.mutate(
      { email: address, ...(typedPassword !== null ? { password: typedPassword } : {}) },
      {
        onSuccess: (sent) => {
          rememberViewerEmail(address);
          setAsked({ email: sent.sentTo, password: typedPassword, sent });
        },
        onError: deadLink,
      },
    );
  };

  const limited = error?.status === 429;
  const limitMessage = limited ? (error.code === SHARING_CODES.tooManyCodes ? error.message : tooManyAttemptsMessage(error.retryAfterSeconds)) : null;
  const passwordError = wrongPassword ? WRONG_PASSWORD_MESSAGE : requiresPassword && limited ? limitMessage : null;
  const emailError = emailMalformed ? INVALID_EMAIL_MESSAGE : notAllowed ? error.message : null;
  const otherError = error && !wrongPassword && !limited && !notAllowed ? error : null;
  const { title, lead } = copy ?? copyFor(requiresPassword, requiresEmail);

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
      {!requiresPassword && limitMessage && (
        <p className="field__error" role="alert">
          {limitMessage}
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
          {requiresEmail ? 'Send code' : 'Access'}
        </button>
        <span className="hint" role="status">
          {verifying
            ? requiresEmail
              ? 'Sending the code…'
              : 'Verifying…'
            : !ready
              ? // A disabled button says what it waits for.
                requiresEmail && email.trim() === ''
                ? 'Enter your e-mail to get a code.'
                : 'Enter the password to open it.'
              : ''}
        </span>
      </div>
    </form>
  );
}
