import { useState } from 'react';
import { useLaunchSignUp } from '../../api/launch-notifications';

type Outcome = { ok: boolean; text: string };

/**
 * 'Join VIP Notification List' (its action is open in the spec): puts the buyer's address on the
 * Phase 2 launch list through the launch-notification service, with the coming-soon page's wording.
 */
export function VipSignup({ email }: { email: string }) {
  const signUp = useLaunchSignUp();
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  const join = () =>
    signUp.mutate(email, {
      onSuccess: () => setOutcome({ ok: true, text: `You're on the VIP list. We'll e-mail ${email} the day Phase 2 launches.` }),
      onError: () => setOutcome({ ok: false, text: 'Something went wrong. Please try again in a moment.' }),
    });

  return (
    <>
      {outcome?.ok !== true && (
        <button type="button" className="button button--accent" disabled={signUp.isPending} onClick={join}>
          {signUp.isPending ? 'Joining...' : 'Join VIP Notification List'}
        </button>
      )}
      <p role="status" className={outcome && !outcome.ok ? 'inline-error' : 'fine-print'}>
        {outcome?.text}
      </p>
    </>
  );
}
