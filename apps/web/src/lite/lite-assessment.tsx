import { LITE_QUESTIONS, type ToolType } from '@bv/domain';
import { useEffect, useRef, useState } from 'react';
import { trackEvent, trackFunnelStep } from '../analytics/analytics';
import { recordConversion } from '../analytics/experiments';
import { personalization } from '../analytics/personalization';
import { useSubmitLiteAssessment } from '../api/lite-assessments';
import { useAuth } from '../auth/auth-context';
import { useToast } from '../ui/toast/toast-context';
import { LiteContactStep, type LiteContact } from './lite-contact-step';
import { LiteProgress } from './lite-progress';
import { LiteQuestionStep } from './lite-question-step';
import { LiteResults } from './results/lite-results';
import { saveLiteResult, savedLiteResult } from './saved-result';
import { newSubmissionId } from './submission-id';

const CONTACT_STEP = 0;

/**
 * Local analytics (docs/product-rules.md, "Analytics, personalization and A/B tests"): the score
 * feeds personalization (35+ selects the high-performer content).
 */
function recordCompletion(toolType: ToolType, score: number): void {
  trackEvent('assessment_completed', { toolType, score });
  trackFunnelStep(`${toolType}-lite`, 'completed');
  personalization().setProfile({ score });
  personalization().recordBehaviour('assessment_completed');
  recordConversion('cta-button-text', 'assessment_completed');
  recordConversion('social-proof-position', 'assessment_completed');
}

export function LiteAssessment({ toolType }: { toolType: ToolType }) {
  const questions = LITE_QUESTIONS[toolType];
  const [step, setStep] = useState(CONTACT_STEP);
  const [contact, setContact] = useState<LiteContact>({ name: '', email: '' });
  const [answers, setAnswers] = useState<Record<string, string>>({});
  const [submissionId] = useState(newSubmissionId);
  const submission = useSubmitLiteAssessment();
  const showToast = useToast();
  const [restored] = useState(() => savedLiteResult(toolType));

  // A signed-in person is not asked who they are: their name and address fill the first step
  // (still editable), unless something has been typed there already.
  const { user } = useAuth();
  useEffect(() => {
    if (user) setContact((typed) => (typed.name || typed.email ? typed : { name: user.name, email: user.email }));
  }, [user]);

  const headingRef = useRef<HTMLHeadingElement>(null);
  // Only after the visitor has acted: two forms on the landing page must not steal focus on load.
  const focusOnChange = useRef(false);
  useEffect(() => {
    if (!focusOnChange.current) return;
    headingRef.current?.focus({ preventScroll: Boolean(submission.data) });
    // The results start at the top of the screen: the score, then the offer, in the first view.
    if (submission.data) headingRef.current?.closest('.lite-results')?.scrollIntoView?.({ block: 'start' });
  }, [step, submission.data]);

  const goToStep = (next: number) => {
    if (step === CONTACT_STEP && next === CONTACT_STEP + 1) trackFunnelStep(`${toolType}-lite`, 'started');
    focusOnChange.current = true;
    submission.reset();
    setStep(next);
  };

  const submit = () => {
    focusOnChange.current = true;
    submission.mutate(
      { submissionId, toolType, name: contact.name.trim(), email: contact.email.trim(), answers },
      {
        onSuccess: (result) => {
          saveLiteResult({ result, email: contact.email.trim() });
          // The results replace the form and lead with the score: the spec's toast only confirms it,
          // briefly, so it never covers the score or the offer (docs/product-rules.md, "Lite assessments").
          showToast({ title: 'Assessment Complete!', brief: true });
          recordCompletion(toolType, result.score);
        },
        onError: () => showToast({ title: 'Submission Failed', description: 'Please try again in a moment.', variant: 'destructive' }),
      },
    );
  };

  if (submission.data) return <LiteResults result={submission.data} buyerEmail={contact.email.trim()} headingRef={headingRef} />;
  if (restored) return <LiteResults result={restored.result} buyerEmail={restored.email} headingRef={headingRef} />;

  const question = step > CONTACT_STEP ? questions[step - 1] : undefined;
  const isLast = step === questions.length;
  // A 400 carries the server's own words (e.g. a malformed e-mail); other failures only get the toast.
  const serverMessage = submission.error?.status === 400 ? submission.error.message : null;

  return (
    <div className="lite-card">
      <LiteProgress stepNumber={step + 1} />
      {question ? (
        <LiteQuestionStep
          key={question.id}
          question={question}
          questionNumber={step}
          questionCount={questions.length}
          selectedOptionId={answers[question.id]}
          isLast={isLast}
          isSubmitting={submission.isPending}
          onSelect={(optionId) => setAnswers((current) => ({ ...current, [question.id]: optionId }))}
          onBack={() => goToStep(step - 1)}
          onNext={isLast ? submit : () => goToStep(step + 1)}
          headingRef={headingRef}
        />
      ) : (
        <LiteContactStep contact={contact} onChange={setContact} onStart={() => goToStep(step + 1)} headingRef={headingRef} />
      )}
      {serverMessage && (
        <div className="inline-error" role="alert">
          <p>{serverMessage}</p>
          <button type="button" className="button button--link" onClick={() => goToStep(CONTACT_STEP)}>
            Edit your name and email
          </button>
        </div>
      )}
    </div>
  );
}
