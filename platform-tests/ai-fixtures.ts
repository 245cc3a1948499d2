import { CURRENT_PRO_QUESTION_BANK, type OutputType } from '@bv/domain';
import { call, waitFor } from '@bv/testing';
import type { Platform } from './harness';

const questions = CURRENT_PRO_QUESTION_BANK.categories.flatMap((c) => c.questions);

/** A plan bought through the sandbox checkout, waited for until assessments lets the user in. */
export async function buyPlan(platform: Platform, token: string, planType = 'pro', paymentType = 'one_time'): Promise<void> {
  const api = (path: string) => `${platform.services.gateway.url}/api/v1${path}`;
  const opened = await call(api('/billing/checkout'), { body: { planType, paymentType }, bearer: token });
  await call(api(`/billing/sandbox/sessions/${String(opened.body.url).replace('/sandbox/checkout/', '')}/pay`), { method: 'POST' });
  await waitFor(() => call(api('/pitchprep/access'), { bearer: token }), (r) => r.body.allowed === true, 30_000, 'access to the tools');
}

/** An ExitCheck Pro assessment answered (first option each) and completed through the gateway; its id. */
export async function completedProAssessment(platform: Platform, token: string, email: string): Promise<string> {
  const api = (path: string) => `${platform.services.gateway.url}/api/v1${path}`;
  const userInfo = { name: 'Kumar Pillai', email, company: 'Straits Logistics Pte Ltd', revenue: 'S$5–10m', industry: 'Logistics', phone: '+65 6123 4567' };
  const id = (await call(api('/exitcheck/assessments'), { body: { userInfo }, bearer: token })).body.id as string;
  for (const question of questions) {
    await call(api(`/exitcheck/assessments/${id}/responses`), { method: 'PUT', body: { questionId: question.id, optionId: question.options[0].id }, bearer: token });
  }
  const completed = await call(api(`/exitcheck/assessments/${id}/complete`), { method: 'POST', bearer: token });
  if (completed.status !== 200) throw new Error(`completion failed: ${JSON.stringify(completed.body)}`);
  return id;
}

/** The name of the JSON schema an AI request asks for: the output type, or the report's. */
export const askedFor = (body: Record<string, unknown>) => (body.response_format as { json_schema: { name: OutputType | 'exit_readiness_report' } }).json_schema.name;

/** What the fake model answers for each kind of request, in the shapes the writers accept. */
export const AI_ANSWERS: Record<OutputType | 'exit_readiness_report', unknown> = {
  pitch_deck: { slides: [{ kind: 'cover', title: 'Kopi Cloud raises S$1.5m', items: [{ label: '', text: 'Seed round' }], notes: 'Open with the ask.' }] },
  exit_deck: { slides: [{ kind: 'cover', title: 'Project Merlion', items: [{ label: '', text: 'Confidential teaser' }], notes: 'For buyers.' }] },
  investor_faq: { faqs: [{ category: 'Market', question: 'How big is the market?', suggestedAnswer: 'S$2bn in ASEAN.' }] },
  exit_faq: { faqs: [{ category: 'Deal', question: 'Why sell now?', suggestedAnswer: 'Succession.' }] },
  data_room_checklist: { categories: [{ category: 'Corporate', items: [{ name: 'ACRA business profile', description: 'Latest bizfile', required: true }] }] },
  exit_readiness_report: {
    insights: [{ text: 'Books are audit-ready.', questionIds: [] }],
    actionPlan: [{ action: 'Sign the top 5 customers to 2-year contracts', owner: 'Founder', timeframe: '3–6 months', questionIds: ['cc_2'] }],
    recommendations: [{ text: 'Hire a finance lead.', questionIds: [] }],
  },
};
