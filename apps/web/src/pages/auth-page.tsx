import { useCallback, useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { carryPlanFromAddress } from '../billing/saved-plan';
import { authApi } from '../api/auth';
import { useAuth } from '../auth/auth-context';
import { ForgotPasswordForm } from '../auth/forgot-password-form';
import { ResetPasswordForm } from '../auth/reset-password-form';
import { SignInForm } from '../auth/sign-in-form';
import { SignUpForm } from '../auth/sign-up-form';
import { OneTimeLinkNotice } from '../auth/one-time-link-notice';
import { CheckInbox } from '../auth/check-inbox';
import { ChosenPlan, chosenPlanFrom, chosenPlanName } from '../auth/chosen-plan';
import { MfaChallengeForm } from '../auth/mfa-challenge-form';
import type { SignInOutcome } from '../auth/auth-context';
import { usePageMeta } from '../hooks/use-page-meta';
import { PageLayout } from '../layout/page-layout';
import { usePathPrefix } from '../routing/path-prefix';
import { returnToSentence } from '../routing/return-to-label';
import { safeReturnPath } from '../routing/safe-return-path';

type Mode = 'sign-in' | 'sign-up' | 'check-inbox' | 'forgot' | 'reset' | 'second-factor';

const HEADINGS: Record<Mode, string> = {
  'sign-in': 'Sign in',
  'sign-up': 'Create your account',
  'check-inbox': 'Verify your e-mail',
  'second-factor': 'Two-step verification',
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
  const { status, adopt, signIn } = useAuth();
  // A plan picked on the pricing cards while signed out: named on the form, bought after sign-in.
  const chosenPlan = chosenPlanFrom(searchParams);
  const askedMode = searchParams.get('mode');
  const [mode, setMode] = useState<Mode>(
    resetToken ? 'reset' : askedMode === 'sign-up' || (chosenPlan && !verifyToken && askedMode !== 'sign-in') ? 'sign-up' : 'sign-in',
  );
  const [notice, setNotice] = useState<string | null>(null);
  const [email, setEmail] = useState('');
  // Held in memory for "Change address" on the check-inbox screen only; never stored.
  const [signUpPassword, setSignUpPassword] = useState('');
  const verifyOutcome = useRef<SignInOutcome | null>(null);
  const [challengeId, setChallengeId] = useState<string | null>(null);

  const goOn = useCallback(() => navigate(returnTo ?? withPrefix('/dashboard'), { replace: true }), [navigate, returnTo, withPrefix]);
  useEffect(() => {
    if (status === 'signed-in' && !verifyToken && !resetToken && !confirmEmailToken && !undoEmailToken) goOn();
  }, [status, verifyToken, resetToken, confirmEmailToken, undoEmailToken, goOn]);
  // The verification link signs its opener in too (docs/product-rules.md, "Accounts and security").
  const spendVerifyLink = useCallback(async () => {
    const { email: address, signIn: result } = await authApi.verifyEmail(verifyToken ?? '');
    if (result?.kind === 'session') adopt(result);
    verifyOutcome.current = !result ? null : result.kind === 'session' ? { done: true } : { done: false, challengeId: result.challengeId };
    return address;
  }, [adopt, verifyToken]);
  const spendEmailChangeLink = useCallback(async () => (await authApi.confirmEmailChange(confirmEmailToken ?? '')).email, [confirmEmailToken]);
  const spendUndoLink = useCallback(async () => (await authApi.undoEmailChange(undoEmailToken ?? '')).email, [undoEmailToken]);
  const verified = useCallback((address: string) => {
    setEmail(address);
    setMode('sign-in');
  }, []);
  const verifiedAndSignedIn = useCallback(
    (address: string) => {
      const outcome = verifyOutcome.current;
      if (outcome?.done) return goOn();
      if (outcome) {
        setChallengeId(outcome.challengeId);
        setMode('second-factor');
        return;
      }
      verified(address);
    },
    [goOn, verified],
  );
  const verifiedText = (address: string) => {
    const outcome = verifyOutcome.current;
    if (outcome?.done) return `Your email address ${address} is verified. Signing you in…`;
    if (outcome) return `Your email address ${address} is verified. Enter the code from your authenticator app to finish signing in.`;
    return `Your email address ${address} is verified. Sign in to continue.`;
  };

  usePageMeta({ title: 'Sign in', noindex: true });
  return (
    // One card centred on the page, as Linear's and Vercel's sign-in: the mark, the step's
    // heading, the form and the way to the other step; the free tools' note sits under it.
    <PageLayout>
      <div className="auth-screen">
      <div className="auth-page auth-card">
      <svg className="auth-card__mark" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <rect width="32" height="32" rx="7" />
        <path d="M10 8h8.5a5 5 0 0 1 1.9 9.6A5.4 5.4 0 0 1 18.8 26H10z" />
      </svg>
      <h1 className="auth-card__title">{mode === 'reset' && activateToken ? 'Set your password' : HEADINGS[mode]}</h1>
      {/* Spent once the session check is done, so its answer cannot overwrite the session the link starts. */}
      {verifyToken && status === 'loading' && <p role="status">Verifying your email address…</p>}
      {verifyToken && status !== 'loading' && (
        <OneTimeLinkNotice
          spend={spendVerifyLink}
          workingText="Verifying your email address…"
          doneText={verifiedText}
          onDone={verifiedAndSignedIn}
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
          <p className="auth-card__switch">
            Remembered it?{' '}
            <button type="button" className="link-button" onClick={() => setMode('sign-in')}>
              Back to sign in
            </button>
          </p>
        </>
      )}
      {mode === 'second-factor' && challengeId && <MfaChallengeForm challengeId={challengeId} onSignedIn={goOn} />}
      {chosenPlan && (mode === 'sign-up' || mode === 'sign-in') && <ChosenPlan chosen={chosenPlan} mode={mode} />}
      {returnTo && !chosenPlan && (mode === 'sign-in' || mode === 'sign-up') && <p>{returnToSentence(returnTo)}</p>}
      {mode === 'sign-in' && (
        <>
          <SignInForm key={email} initialEmail={email} onSignedIn={goOn} />
          <p className="auth-card__forgot">
            <button type="button" className="link-button" onClick={() => setMode('forgot')}>
              Forgot your password?
            </button>
          </p>
          <p className="auth-card__switch">
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
            plan={chosenPlan?.selection}
            onSignedUp={(address, password) => {
              setEmail(address);
              setSignUpPassword(password);
              setMode('check-inbox');
            }}
          />
          <p className="auth-card__switch">
            Already have an account?{' '}
            <button type="button" className="link-button" onClick={() => setMode('sign-in')}>
              Sign in
            </button>
          </p>
        </>
      )}
      {mode === 'check-inbox' && (
        <CheckInbox
          email={email}
          password={signUpPassword}
          plan={chosenPlan ? { name: chosenPlanName(chosenPlan), selection: chosenPlan.selection } : undefined}
          onAddressChanged={setEmail}
          onSignIn={() => {
            setSignUpPassword('');
            setMode('sign-in');
          }}
        />
      )}
      </div>
      <p className="fine-print auth-screen__aside">
        The free ExitCheck Lite and PitchPrep Lite need no account: <Link to={withPrefix('/')}>take them on the home page</Link>.
      </p>
      </div>
    </PageLayout>
  );
}
