import type { BillingOverview, OutputSummary, OwnerShare } from '@bv/contracts';

export type NextStep = { title: string; text: string; action: string; to: string | { pathname: string; hash: string } };

type Known = { billing?: BillingOverview; assessments?: { completedAt: string }[]; outputs?: OutputSummary[]; shares?: OwnerShare[]; consultationsOpen: boolean };

/** An audit older than this is worth retaking: enough time for the fixes to show. */
const RETAKE_AFTER_DAYS = 90;

/**
 * The one thing to do next, from what the user owns and has done (like Stripe's "next step"
 * card): a plan if they have none, then the first audit or the first materials, then sharing
 * them, then a fresh audit once the last one is old. Null while something is still loading.
 */
export function nextStep({ billing, assessments, outputs, shares, consultationsOpen }: Known, now = new Date()): NextStep | null {
  if (!billing || !assessments || !outputs || !shares) return null;
  const tools = billing.entitlement.tools;
  if (tools.length === 0) {
    return { title: 'Choose your plan', text: 'ExitCheck Pro audits your exit readiness; PitchPrep writes your deck, investor FAQ and data-room checklist.', action: 'See plans and pricing', to: { pathname: '/', hash: 'pricing' } };
  }
  if (tools.includes('exitcheck') && assessments.length === 0) {
    return { title: 'Take your first ExitCheck Pro audit', text: 'Nine exit-critical categories, about 20 minutes, with a report you can download.', action: 'Start ExitCheck Pro', to: '/exitcheck' };
  }
  if (tools.includes('pitchprep') && outputs.length === 0) {
    return { title: 'Build your investor materials', text: 'Answer the intake once; PitchPrep writes your deck, FAQ and data-room checklist.', action: 'Start PitchPrep', to: { pathname: '/pitchprep', hash: 'builder' } };
  }
  const deck = outputs.find((o) => o.outputType === 'pitch_deck' || o.outputType === 'exit_deck');
  if (deck && shares.length === 0) {
    return { title: 'Send your deck to an investor', text: 'A share link with an e-mail gate tells you who opened it and how long they spent on each slide.', action: 'Share your deck', to: `/pitchprep/outputs/${deck.id}` };
  }
  const latest = assessments[0];
  if (tools.includes('exitcheck') && latest && now.getTime() - Date.parse(latest.completedAt) > RETAKE_AFTER_DAYS * 86_400_000) {
    return { title: 'See what moved since your last audit', text: 'Your last ExitCheck Pro audit is over three months old. Retake it to measure your progress.', action: 'Retake ExitCheck Pro', to: '/exitcheck' };
  }
  if (consultationsOpen) {
    return { title: 'Talk it through with an advisor', text: 'A call on your results and the few things to do next.', action: 'Book a consultation', to: { pathname: '/dashboard', hash: 'dashboard-consultation' } };
  }
  if (shares.length > 0) return { title: 'See who read your materials', text: 'Views, time on each slide and who opened each link.', action: 'Open your share links', to: '/shares' };
  return null;
}
