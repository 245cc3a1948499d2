import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { authApi, type MfaEnrolment } from '../api/auth';
import { AuthField } from '../auth/auth-field';
import { useAuth } from '../auth/auth-context';
import { useFormSubmit } from '../auth/use-form-submit';
import { MFA_STATUS_KEY, useMfaStatus } from './use-account-queries';
import { FormError } from '../auth/form-error';
import { RecoveryCodesPanel } from './recovery-codes-panel';

type Step = 'idle' | 'password-to-enrol' | 'confirm-removal';

/**
 * Turn authenticator-app codes on (password, scan, confirm, keep the recovery codes) or off
 * (password and a current code). `id="security"` is where the admin area sends admins without it.
 */
export function TwoStepSection() {
  const status = useMfaStatus();
  const queryClient = useQueryClient();
  const { adopt, user } = useAuth();
  const [step, setStep] = useState<Step>('idle');
  const [password, setPassword] = useState('');
  const [enrolment, setEnrolment] = useState<MfaEnrolment | null>(null);
  const [code, setCode] = useState('');
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  const { busy, error, run } = useFormSubmit();
  const refresh = () => queryClient.invalidateQueries({ queryKey: MFA_STATUS_KEY });
  const reset = () => {
    setStep('idle');
    setPassword('');
    setCode('');
  };

  const start = (event: FormEvent) => {
    event.preventDefault();
    void run(async () => {
      setEnrolment(await authApi.enrolMfa(password));
      reset();
    });
  };
  const confirm = (event: FormEvent) => {
    event.preventDefault();
    if (!enrolment) return;
    void run(async () => {
      const result = await authApi.confirmMfa(enrolment.factorId, code.trim());
      adopt(result.session);
      setRecoveryCodes(result.recoveryCodes);
      setEnrolment(null);
      setCode('');
      await refresh();
    });
  };
  const remove = (event: FormEvent) => {
    event.preventDefault();
    void run(async () => {
      await authApi.removeMfa(password, code.trim());
      reset();
      setRecoveryCodes(null);
      await refresh();
    });
  };
  const passwordField = (
    <AuthField label="Current password" type="password" autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} required />
  );

  return (
    <section id="security" aria-labelledby="two-step-title" className="account-section">
      <h2 id="two-step-title">Two-step verification</h2>
      {status.isPending && <p role="status">Loading…</p>}
      {status.data?.enrolled && !recoveryCodes && step !== 'confirm-removal' && (
        <>
          <p>On. Signing in asks for a code from your authenticator app. Recovery codes left: {status.data.recoveryCodesLeft}.</p>
          <button type="button" className="button" disabled={busy} onClick={() => setStep('confirm-removal')}>
            Turn off two-step verification
          </button>
        </>
      )}
      {status.data?.enrolled && step === 'confirm-removal' && (
        <form className="auth-form" onSubmit={remove} aria-label="Turn off two-step verification">
          <p>To turn it off, enter your password and a code from your authenticator app (or a recovery code).</p>
          {passwordField}
          <AuthField label="Code from the app" autoComplete="one-time-code" value={code} onChange={(e) => setCode(e.target.value)} required />
          <div className="button-row">
            <button className="button" type="submit" disabled={busy} aria-busy={busy || undefined}>
              {busy ? 'Turning off...' : 'Turn off'}
            </button>
            <button type="button" className="link-button" onClick={reset}>
              Keep it on
            </button>
          </div>
        </form>
      )}
      {status.data && !status.data.enrolled && !enrolment && step !== 'password-to-enrol' && (
        <>
          <p>Protect your account with a code from an authenticator app (Google Authenticator, Microsoft Authenticator, 1Password…).</p>
          <button type="button" className="button button--primary" disabled={busy} onClick={() => setStep('password-to-enrol')}>
            Set up two-step verification
          </button>
        </>
      )}
      {status.data && !status.data.enrolled && !enrolment && step === 'password-to-enrol' && (
        <form className="auth-form" onSubmit={start} aria-label="Confirm it is you">
          <p>First, confirm it is you.</p>
          {passwordField}
          <div className="button-row">
            <button className="button button--primary" type="submit" disabled={busy} aria-busy={busy || undefined}>
              {busy ? 'Checking...' : 'Continue'}
            </button>
            <button type="button" className="link-button" onClick={reset}>
              Cancel
            </button>
          </div>
        </form>
      )}
      {enrolment && (
        <form className="auth-form" onSubmit={confirm} aria-label="Confirm two-step verification">
          <p>Scan this code with your authenticator app, then enter the 6-digit code it shows.</p>
          <img className="qr-code" src={`data:image/svg+xml;base64,${btoa(enrolment.qrSvg)}`} alt="QR code for your authenticator app" width={200} height={200} />
          <p className="fine-print">
            Can’t scan? Enter this key by hand: <code data-testid="totp-secret">{enrolment.secret}</code>
          </p>
          <AuthField label="Code from the app" autoComplete="one-time-code" inputMode="numeric" value={code} onChange={(e) => setCode(e.target.value)} required />
          <button className="button button--primary" type="submit" disabled={busy || code.trim().length < 6}>
            {busy ? 'Confirming...' : 'Confirm'}
          </button>
        </form>
      )}
      {recoveryCodes && <RecoveryCodesPanel codes={recoveryCodes} email={user?.email ?? ''} onDone={() => setRecoveryCodes(null)} />}
      <FormError message={error} />
    </section>
  );
}
