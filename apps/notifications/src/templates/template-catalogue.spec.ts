import { reminderTemplateData } from '../exit-plan/plan-reminder-mail';
import { reminderWeek } from '@bv/domain';
import { SEQUENCES } from '../sequences/sequence-definitions';
import { renderTemplate } from '../email/template-renderer';
import { compileTemplate } from './compile-template';
import { TEMPLATE_CATALOGUE } from './template-catalogue';

/** Every value any template may ask for, as the handlers supply them. */
const sample = {
  name: 'Mei <Lin>',
  toolName: 'ExitCheck Lite',
  toolType: 'exitcheck',
  score: 42,
  maxScore: 50,
  scoreLabel: 'Exit-Ready',
  insight: 'Customer concentration is the risk a buyer will price.',
  pricingUrl: 'https://bv.example/#pricing',
  consultationLink: 'https://bv.example/account?tab=consultations',
  accountUrl: 'https://bv.example/account',
  dashboardUrl: 'https://bv.example/dashboard',
  sharesUrl: 'https://bv.example/pitchprep/outputs/7d3c0e4e-1111-4111-8111-111111111111',
  founderPlusPrice: 'S$598',
  eliteMonthlyPrice: 'S$138',
  expiresOn: '21 November 2026',
  verifyUrl: 'https://bv.example/auth/verify?token=v',
  resetUrl: 'https://bv.example/auth/reset?token=r',
  activationUrl: 'https://bv.example/auth/activate?token=a',
  confirmUrl: 'https://bv.example/auth?confirm-email=c',
  expiresAt: '21 November 2026 at 3:05 pm (Singapore time)',
  planName: 'Pro Vault',
  billing: 'One-time payment',
  amount: 'S$198',
  paidOn: '21 November 2025',
  reference: 'pay_1',
  refundedOn: '25 November 2026',
  billingUrl: 'https://bv.example/account?tab=billing',
  viewedOn: '21 November 2025',
  viewCount: 3,
  linkTitle: 'Kopi Cloud seed deck',
  activity: 'was opened twice on 24 November 2026 between 10:02 am and 10:41 am (Singapore time)',
  viewers: 'Viewed by raj@jungle.vc and a visitor who gave no e-mail address.',
  digestViews: 2,
  digestDownloads: 0,
  digestEvery: 'hour',
  // The founder's daily digest (docs/product-rules.md, "Sharing links").
  period: 'today',
  subjectSummary: '2 visitors to follow up with',
  sourcesLine: '“Kopi Cloud seed deck” (2 views) and the room “Series A” (4 document views).',
  digestSources: 2,
  digestUrl: 'https://bv.example/dashboard',
  sendTime: '6 pm',
  hotVisitor: 'raj@jungle.vc',
  hotReasons: 'Read Financials twice, 3 min in all; Downloaded the PDF; Came back once',
  analyticsUrl: 'https://bv.example/shares/7d3c0e4e-1111-4111-8111-111111111111',
  followUpsNote: 'Hottest first, as of the latest view or download.',
  ...Object.fromEntries([1, 2, 3].flatMap((n) => [[`follow${n}Name`, `v${n}@fund.sg`], [`follow${n}Reasons`, 'Read Team for 1 min.'], [`follow${n}Level`, 'Warm']])),
  viewerCode: '042917',
  contactEmail: 'hello@blueprintvault.example',
  preferencesUrl: 'https://bv.example/account?tab=notifications',
  unsubscribeUrl: 'https://bv.example/api/v1/email/unsubscribe?token=u',
  signInUrl: 'https://bv.example/auth',
  changedAt: '21 November 2026 at 3:05 pm (Singapore time)',
  attemptedAt: '21 November 2026 at 3:05 pm (Singapore time)',
  passwordChange: 'changed',
  mfaChange: 'turned off',
  newEmail: 'new-address@example.sg',
  undoUrl: 'https://bv.example/auth?undo-email=u',
  // The weekly plan reminder's values, five tasks listed (docs/product-rules.md, "A plan to a date").
  ...reminderTemplateData(
    { goal: 'exit', targetDate: '2027-08-12', projectedScore: 61, potentialScore: 88 },
    Array.from({ length: 5 }, (_, i) => ({ questionId: `q${i}`, action: `Fix <${i}>`, owner: 'Founder', startBy: '2026-12-03', points: 2, leadWeeks: 4 })),
    reminderWeek(new Date('2026-12-02T04:00:00Z'), 10),
    { name: 'Mei <Lin>', planUrl: 'https://bv.example/exitcheck/plan' },
  ),
  endpointUrl: 'https://hooks.zapier.example/hooks/catch/1/abc',
  failedDeliveries: '5',
  lastError: 'The endpoint answered 503.',
  webhooksUrl: 'https://bv.example/account?tab=webhooks',
  questionWhere: 'Financials.pdf p.3',
  askerLine: 'Raj Tan (raj@jungle.vc)',
  roomName: 'Series A data room',
  questionText: 'Why did <gross margin> fall in Q3?',
  askedAt: '21 November 2026 at 3:05 pm (Singapore time)',
  questionsUrl: 'https://bv.example/rooms/7d3c0e4e-1111-4111-8111-111111111111?questions=1',
  company: 'Kopi Cloud',
  askerName: 'Raj',
  answerText: 'A one-off migration cost; see page 4.',
  roomPageUrl: 'https://bv.example/shared/t/room/documents/7d3c0e4e-1111-4111-8111-111111111111?page=3',
  visibilityNote: 'Everyone who opens this link can read this answer.',
};

describe('the template catalogue', () => {
  const compiled = TEMPLATE_CATALOGUE.map(compileTemplate);

  it('has a template for every sequence step (docs/product-rules.md, "E-mail sequences and consent") and for the account mail', () => {
    const ids = compiled.map((t) => t.id);
    const stepTemplates = Object.values(SEQUENCES).flatMap((s) => s.steps.map((step) => step.templateId));
    expect(ids).toEqual(expect.arrayContaining([...stepTemplates, 'verify_email', 'reset_password', 'set_password', 'payment_receipt', 'payment_refunded', 'lite20_payment_refunded', 'share_viewed', 'password_changed', 'email_changed', 'mfa_changed', 'account_exists', 'webhook_endpoint_disabled']));
    expect(new Set(ids).size).toBe(ids.length);
  });

  it.each(compiled.map((t) => [t.id, t] as const))('%s renders completely, mobile-friendly, with the footer its category needs', (_id, template) => {
    const out = renderTemplate(template, sample);
    expect(out.html).toMatch(/^<!doctype html><html lang="en">/);
    expect(out.html).toContain('name="viewport" content="width=device-width,initial-scale=1"');
    expect(out.html).toContain('max-width:560px');
    expect(out.html).not.toContain('Mei <Lin>');
    expect(out.text).toContain('hello@blueprintvault.example');
    const marketing = template.category === 'marketing';
    expect(out.html.includes(sample.unsubscribeUrl.replace(/&/g, '&amp;'))).toBe(marketing);
    expect(out.text.includes(`Unsubscribe: ${sample.unsubscribeUrl}`)).toBe(marketing);
    expect(out.text.includes(`E-mail preferences: ${sample.preferencesUrl}`)).toBe(marketing);
  });

  it('keeps result and account mail transactional and follow-ups and launch news marketing', () => {
    const category = Object.fromEntries(compiled.map((t) => [t.id, t.category]));
    expect(category).toMatchObject({
      assessment_completion: 'transactional',
      high_score: 'transactional',
      reset_password: 'transactional',
      payment_receipt: 'transactional',
      payment_refunded: 'transactional',
      lite20_payment_refunded: 'transactional',
      assessment_completion_tips: 'marketing',
      high_score_offer: 'marketing',
      phase2_launch_general: 'marketing',
      exit_plan_reminder_1: 'marketing',
      exit_plan_reminder_5: 'marketing',
    });
  });

  it('keeps the Lite result subjects the first release sent', () => {
    const byId = Object.fromEntries(compiled.map((t) => [t.id, t]));
    expect(renderTemplate(byId.high_score, sample).subject).toBe('Mei Lin, you scored 42/50: Exit-Ready');
    expect(renderTemplate(byId.assessment_completion, sample).subject).toBe('Your ExitCheck Lite result: 42/50 (Exit-Ready)');
  });

  it('gives a different content hash when anything a recipient sees changes', () => {
    const [first] = TEMPLATE_CATALOGUE;
    expect(compileTemplate({ ...first, subject: `${first.subject}!` }).contentHash).not.toBe(compileTemplate(first).contentHash);
    expect(compileTemplate(first).contentHash).toBe(compiled[0].contentHash);
  });
});
