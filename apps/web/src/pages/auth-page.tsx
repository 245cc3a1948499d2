import { useCallback, useEffect, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { carryPlanFromAddress } from '../billing/saved-plan';
import { authApi } from '../api/auth';
import { useAuth } from '../auth/auth-context';
import { ForgotPasswordForm } from '../auth/forgot-password-form';
import { ResetPasswordForm } from '../auth/reset-password-form';
import { SignInForm } from '../auth/sign-in-form';
import { SignUpForm } from '../auth/sign-up-form';
import { OneTimeLinkNotice } from '../auth/one-time-link-notice';
import { SimplePage } from '../layout/simple-page';
import { usePathPrefix } from '../routing/path-prefix';
import { returnToSentence } from '../routing/return-to-label';
import { safeReturnPath } from '../routing/safe-return-path';

type Mode = 'sign-in' | 'sign-up' | 'check-inbox' | 'forgot' | 'reset';

const HEADINGS: Record<Mode, string> = {
  'sign-in': 'Sign in',
  'sign-up': 'Create your account',
  'check-inbox': 'Create your account',
  forgot: 'Reset your password',
  reset: 'Choose a new password',
};

export function AuthPage() {
  const [searchParams] = useSearchParams();
  // A plan chosen before sign-in rides in the address too: it resumes even without local storage.
  useEffect(() => carryPlanFromAddress(searchParams.toString()), [searchParams]);
  const returnTo = safeReturnPath(searchParams.get('returnTo'));
  const verifyToken = searchParams.get('verify');
  const confirmEmailToken = searchParams.get('confirm-email');
  // Mailed to the old address after an e-mail change: "this was not me".
  const undoEmailToken = searchParams.get('undo-email');
  // A guest buyer's activation link sets the first password through the same form as a reset.
  const activateToken = searchParams.get('activate');
  const resetToken = searchParams.get('reset') ?? activateToken;
  const { withPrefix } = usePathPrefix();
  const navigate = useNavigate();
  const { status, verifyEmail, signIn } = useAuth();
  const [mode, setMode] = useState<Mode>(resetToken ? 'reset' : searchParams.get('mode') === 'sign-up' ? 'sign-up' : 'sign-in');
  const [notice, setNotice] = useState<string | null>(null);
  const [email, setEmail] = useState('');

  const goOn = useCallback(() => navigate(returnTo ?? withPrefix('/dashboard'), { replace: true }), [navigate, returnTo, withPrefix]);
  useEffect(() => {
    if (status === 'signed-in' && !verifyToken && !resetToken && !confirmEmailToken && !undoEmailToken) goOn();
  }, [status, verifyToken, resetToken, confirmEmailToken, undoEmailToken, goOn]);
  const spendVerifyLink = useCallback(() => verifyEmail(verifyToken ?? ''), [verifyEmail, verifyToken]);
  const spendEmailChangeLink = useCallback(async () => (await authApi.confirmEmailChange(confirmEmailToken ?? '')).email, [confirmEmailToken]);
  const spendUndoLink = useCallback(async () => (await authApi.undoEmailChange(undoEmailToken ?? '')).email, [undoEmailToken]);
  const verified = useCallback((address: string) => {
    setEmail(address);
    setMode('sign-in');
  }, []);

  return (
    <SimplePage title="Sign In" heading={mode === 'reset' && activateToken ? 'Set your password' : HEADINGS[mode]} noindex>
      {verifyToken && (
        <OneTimeLinkNotice
          spend={spendVerifyLink}
          workingText="Verifying your email address…"
          doneText={(address) => `Your email address ${address} is verified. Sign in to continue.`}
          onDone={verified}
        />
      )}
      {confirmEmailToken && (
        <OneTimeLinkNotice
          spend={spendEmailChangeLink}
          workingText="Confirming your new e-mail address…"
          doneText={(address) => `Your e-mail address is now ${address}. Sign in with it.`}
          onDone={verified}
        />
      )}
      {undoEmailToken && (
        <OneTimeLinkNotice
          spend={spendUndoLink}
          workingText="Undoing the e-mail change…"
          doneText={(address) =>
            `Your e-mail address is ${address} again. Every device was signed out and your password no longer works: we sent a link to ${address} to choose a new one.`
          }
          onDone={setEmail}
        />
      )}
      {notice && (
        <p className="form-success" role="status">
          {notice}
        </p>
      )}
      {mode === 'reset' && activateToken && (
        <>
          <p>Choose a password for your new Blueprint Vault account. Your purchase is waiting in it.</p>
          <ResetPasswordForm
            token={activateToken}
            purpose="activate"
            onDone={async (address, password) => {
              // The buyer just proved the address and chose the password: no second sign-in.
              const outcome = await signIn(address, password).catch(() => null);
              if (outcome?.done) return goOn();
              setEmail(address);
              setNotice('Your password is set. Sign in with it.');
              setMode('sign-in');
            }}
          />
        </>
      )}
      {mode === 'reset' && resetToken && !activateToken && (
        <ResetPasswordForm
          token={resetToken}
          onDone={(address) => {
            setEmail(address);
            setNotice('Your new password is saved. Sign in with it.');
            setMode('sign-in');
          }}
        />
      )}
      {mode === 'forgot' && (
        <>
          <ForgotPasswordForm />
          <button type="button" className="link-button" onClick={() => setMode('sign-in')}>
            Back to sign in
          </button>
        </>
      )}
      {returnTo && mode !== 'check-inbox' && <p>{returnToSentence(returnTo)}</p>}
      {mode === 'sign-in' && (
        <>
          <SignInForm key={email} initialEmail={email} onSignedIn={goOn} />
          <p>
            <button type="button" className="link-button" onClick={() => setMode('forgot')}>
              Forgot your password?
            </button>
          </p>
          <p>
            New to Blueprint Vault?{' '}
            <button type="button" className="link-button" onClick={() => setMode('sign-up')}>
              Create an account
            </button>
          </p>
        </>
      )}
      {mode === 'sign-up' && (
        <>
          <SignUpForm
            onSignedUp={(address) => {
              setEmail(address);
              setMode('check-inbox');
            }}
          />
          <p>
            Already have an account?{' '}
            <button type="button" className="link-button" onClick={() => setMode('sign-in')}>
              Sign in
            </button>
          </p>
        </>
      )}
      {mode === 'check-inbox' && (
        <div role="status">
          <h2>Check your inbox</h2>
          <p>
            We sent a link to <strong>{email}</strong>. Open it to verify your address, then sign in. The link works once and
            expires in 24 hours.
          </p>
          <button type="button" className="button" onClick={() => setMode('sign-in')}>
            I have verified: sign in
          </button>
        </div>
      )}
      <p className="fine-print">
        The free ExitCheck Lite and PitchPrep Lite need no account: <Link to={withPrefix('/')}>take them on the home page</Link>.
      </p>
    </SimplePage>
  );
}
