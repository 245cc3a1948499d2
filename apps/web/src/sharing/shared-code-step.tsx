import type { ShareCodeSent, ShareGrant } from '@bv/contracts';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { sharedLinkApi, SHARING_CODES, type EmailGateApi, type ShareAccessInput, type SharingApiError } from '../api/sharing';
import { tooManyAttemptsMessage } from './gate-messages';

type CodeStepProps = {
  token: string;
  email: string;
  /** The link's password, when it has one: the code is checked with it. */
  password: string | null;
  sent: ShareCodeSent;
  /** The content is being fetched with the new grant: the form stays "verifying" meanwhile. */
  loadingContent: boolean;
  onGranted: (grant: ShareGrant) => void;
  onDeadLink: (error: SharingApiError) => void;
  onChangeEmail: () => void;
  api?: EmailGateApi;
};

const CODE_LENGTH = 6;

/** The whole seconds left until `deadline` (ms), ticking once a second until it is reached. */
function useSecondsUntil(deadline: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    setNow(Date.now());
    const timer = window.setInterval(() => {
      const tick = Date.now();
      setNow(tick);
      if (tick >= deadline) window.clearInterval(timer);
    }, 1000);
    return () => window.clearInterval(timer);
  }, [deadline]);
  return Math.max(0, Math.ceil((deadline - now) / 1000));
}

/** Deadlines on this browser's clock, from the server's relative seconds. */
const deadlinesOf = (sent: ShareCodeSent, at = Date.now()) => ({ expires: at + sent.expiresInSeconds * 1000, resend: at + sent.resendAfterSeconds * 1000 });

/**
 * The second step of the e-mail gate (docs/product-rules.md, "Sharing links"): the 6-digit code
 * mailed to the address, a new code once the minute has passed, another address. A code past its
 * expiry asks for a new one without a round trip.
 */
export function SharedCodeStep({ token, email, password, sent: firstSent, loadingContent, onGranted, onDeadLink, onChangeEmail, api = sharedLinkApi }: CodeStepProps) {
  const uid = useId();
  const codeInput = useRef<HTMLInputElement>(null);
  const [code, setCode] = useState('');
  const [sent, setSent] = useState(firstSent);
  const [deadlines, setDeadlines] = useState(() => deadlinesOf(firstSent));
  const [resentTo, setResentTo] = useState<string | null>(null);
  const waitToResend = useSecondsUntil(deadlines.resend);
  const expiresIn = useSecondsUntil(deadlines.expires);
  // Each try counts towards the code's five and the link's limit: never retried behind the visitor's back.
  const access = useMutation<ShareGrant, SharingApiError, ShareAccessInput>({ mutationFn: (input) => api.access(token, input), retry: false });
  const resend = useMutation<ShareCodeSent, SharingApiError, void>({
    mutationFn: () => api.sendCode(token, { email, ...(password !== null ? { password } : {}) }),
    retry: false,
    onSuccess: (next) => {
      setSent(next);
      setDeadlines(deadlinesOf(next));
      setCode('');
      access.reset();
      setResentTo(next.sentTo);
      codeInput.current?.focus();
    },
    onError: (e) => {
      if (e.code === SHARING_CODES.linkInvalid || e.code === SHARING_CODES.linkExpired) onDeadLink(e);
    },
  });

  useEffect(() => {
    if (access.error) codeInput.current?.select();
  }, [access.error, access.submittedAt]);

  const verifying = access.isPending || loadingContent;
  const expired = expiresIn === 0 || access.error?.code === SHARING_CODES.codeExpired || /last try/.test(access.error?.message ?? '');
  const ready = code.length === CODE_LENGTH && !verifying && !expired;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!ready) return;
    setResentTo(null);
    access.mutate(
      { email, code, ...(password !== null ? { password } : {}) },
      {
        onSuccess: onGranted,
        onError: (e) => {
          if (e.code === SHARING_CODES.linkInvalid || e.code === SHARING_CODES.linkExpired) onDeadLink(e);
        },
      },
    );
  };

  const codeError = (() => {
    if (expiresIn === 0 && !access.error) return 'This code has expired. Send a new code.';
    if (!access.error) return null;
    if (access.error.status === 429) return tooManyAttemptsMessage(access.error.retryAfterSeconds);
    if (access.error.code === SHARING_CODES.wrongCode || access.error.code === SHARING_CODES.codeExpired) return access.error.message;
    return null;
  })();
  const otherError = access.error && !codeError ? access.error : resend.error;
  const minutes = Math.max(1, Math.round(sent.expiresInSeconds / 60));

  return (
    <form className="shared-password shared-code" onSubmit={submit} noValidate aria-labelledby={`${uid}-title`}>
      <h2 id={`${uid}-title`}>Check your e-mail</h2>
      <p>
        We sent a {CODE_LENGTH}-digit code to <strong className="shared-code__address">{email}</strong>. It works for {minutes} minutes.
      </p>
      <div className="field">
        <label htmlFor={`${uid}-code`}>Code</label>
        <input
          ref={codeInput}
          id={`${uid}-code`}
          className="shared-code__input"
          type="text"
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="[0-9]*"
          autoFocus
          maxLength={CODE_LENGTH}
          value={code}
          aria-invalid={codeError ? true : undefined}
          aria-describedby={codeError ? `${uid}-code-error` : `${uid}-code-hint`}
          onChange={(e) => setCode(e.target.value.replace(/\D/g, '').slice(0, CODE_LENGTH))}
        />
        {codeError ? (
          <p className="field__error" id={`${uid}-code-error`} role="alert">
            {codeError}
          </p>
        ) : (
          <p className="hint" id={`${uid}-code-hint`}>
            Not there? Look in your spam folder.
          </p>
        )}
      </div>
      {otherError && (
        <div className="inline-error" role="alert">
          <p>
            <strong>Error</strong>
          </p>
          <p>{otherError.status === 429 && otherError.code !== SHARING_CODES.tooManyCodes ? tooManyAttemptsMessage(otherError.retryAfterSeconds) : otherError.message}</p>
        </div>
      )}
      <div className="button-row">
        <button type="submit" className="button button--primary" disabled={!ready} aria-busy={verifying || undefined}>
          View
        </button>
        <span className="hint" role="status">
          {verifying
            ? 'Verifying…'
            : resend.isPending
              ? 'Sending a new code…'
              : resentTo
                ? `A new code is on its way to ${resentTo}.`
                : !ready && !expired
                  ? `Enter the ${CODE_LENGTH}-digit code from the e-mail.`
                  : ''}
        </span>
      </div>
      <div className="shared-code__more">
        <button type="button" className="button button--secondary button--small" disabled={waitToResend > 0 || resend.isPending} onClick={() => resend.mutate()}>
          {waitToResend > 0 ? `Send a new code in ${waitToResend} s` : 'Send a new code'}
        </button>
        <button type="button" className="link-button shared-code__link" onClick={onChangeEmail}>
          Use another e-mail address
        </button>
      </div>
    </form>
  );
}
