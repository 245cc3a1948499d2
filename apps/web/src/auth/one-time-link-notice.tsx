import { useEffect, useRef, useState } from 'react';
import { ApiError } from '../api/api-error';
import { FormError } from './form-error';

type Outcome = { state: 'working' } | { state: 'done'; email: string } | { state: 'failed'; message: string };

type OneTimeLinkNoticeProps = {
  /** Spends the e-mailed link and resolves with the account's address. */
  spend: () => Promise<string>;
  workingText: string;
  doneText: (email: string) => string;
  onDone: (email: string) => void;
};

/** An e-mailed single-use link (verify, confirm a new address): spent once, outcome announced. */
export function OneTimeLinkNotice({ spend, workingText, doneText, onDone }: OneTimeLinkNoticeProps) {
  const [outcome, setOutcome] = useState<Outcome>({ state: 'working' });
  const started = useRef(false);

  useEffect(() => {
    // StrictMode runs effects twice in development; the link works only once.
    if (started.current) return;
    started.current = true;
    spend().then(
      (email) => {
        setOutcome({ state: 'done', email });
        onDone(email);
      },
      (err) => setOutcome({ state: 'failed', message: err instanceof ApiError ? err.message : 'Something went wrong. Please try again.' }),
    );
  }, [spend, onDone]);

  if (outcome.state === 'working') return <p role="status">{workingText}</p>;
  if (outcome.state === 'failed') return <FormError message={outcome.message} />;
  return (
    <p className="form-success" role="status">
      {doneText(outcome.email)}
    </p>
  );
}
