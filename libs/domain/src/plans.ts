// The plan table of docs/product-rules.md, "Plans and prices". Prices are whole SGD, GST-inclusive
// as displayed ("Money and Singapore time").

export type PlanType = 'starter' | 'pro' | 'founder' | 'essential' | 'pro_sub' | 'elite';
export type PaymentType = 'one_time' | 'subscription';
export type PlanPeriod = 'one-time' | 'month';
export type LaunchPhase = 1 | 2;

export type Plan = {
  planType: PlanType;
  name: string;
  price: number;
  regularPrice: number;
  paymentType: PaymentType;
  period: PlanPeriod;
  phase: LaunchPhase;
  comingSoon: boolean;
  popular: boolean;
  /** Shown with the early-bird badge: buying it earns the Phase 2 price lock. */
  earlyBird: boolean;
  description: string;
  features: string[];
  cta: string;
};

export const PLANS: readonly Plan[] = [
  {
    planType: 'starter',
    name: 'Starter',
    price: 98,
    regularPrice: 128,
    paymentType: 'one_time',
    period: 'one-time',
    phase: 1,
    comingSoon: false,
    popular: false,
    earlyBird: true,
    description: 'One tool, one clear answer: pick ExitCheck or PitchPrep at checkout.',
    features: [
      'Choose one tool at checkout: ExitCheck or PitchPrep',
      'ExitCheck: scored audit across 9 exit-critical categories with red flags and action plan',
      'PitchPrep: pitch deck, investor FAQ and data-room checklist',
      'Built for Singapore and SEA: ACRA, IRAS, SFRS and PDPA in the checklists',
      'Editable in PowerPoint, Word and PDF',
      '30-day money-back guarantee',
    ],
    cta: 'Get Starter',
  },
  {
    planType: 'pro',
    name: 'Pro Vault',
    price: 198,
    regularPrice: 298,
    paymentType: 'one_time',
    period: 'one-time',
    phase: 1,
    comingSoon: false,
    popular: true,
    earlyBird: true,
    description: 'Both tools for founders preparing an exit and a raise side by side.',
    features: [
      'Both tools: ExitCheck and PitchPrep',
      'AI-written exit-readiness report with strengths, priority gaps and next steps',
      'PitchPrep on the fundraising track and the exit track',
      'Pitch deck, investor FAQ and data-room checklist, editable in PowerPoint, Word and PDF',
      'Share outputs by link, with optional password protection',
      'Early-bird price lock on Phase 2 plans',
      '30-day money-back guarantee',
    ],
    cta: 'Get Pro Vault',
  },
  {
    planType: 'founder',
    name: 'Founder+',
    price: 598,
    regularPrice: 898,
    paymentType: 'one_time',
    period: 'one-time',
    phase: 2,
    comingSoon: true,
    popular: false,
    earlyBird: false,
    description: 'Everything in Pro Vault plus a 1:1 session with an exit and fundraising advisor.',
    features: [
      'Everything in Pro Vault',
      '1:1 consultation with an experienced M&A and fundraising advisor',
      'Advisor review of your ExitCheck report and priority gaps',
      'Feedback on your pitch deck and data room before you approach buyers or investors',
      'Priority support',
    ],
    cta: 'Coming Soon',
  },
  {
    planType: 'essential',
    name: 'Founder Essential',
    price: 28,
    regularPrice: 38,
    paymentType: 'subscription',
    period: 'month',
    phase: 1,
    comingSoon: false,
    popular: false,
    earlyBird: true,
    description: 'Re-check your readiness as the business changes, three times a month.',
    features: [
      '3 assessments per calendar month (ExitCheck or PitchPrep runs)',
      'Both tools: ExitCheck and PitchPrep',
      'Track your readiness score from month to month',
      'Editable in PowerPoint, Word and PDF',
      'Early-bird price lock on Phase 2 plans',
      'Cancel anytime',
    ],
    cta: 'Start Essential',
  },
  {
    planType: 'pro_sub',
    name: 'Founder Pro',
    price: 58,
    regularPrice: 78,
    paymentType: 'subscription',
    period: 'month',
    phase: 1,
    comingSoon: false,
    popular: true,
    earlyBird: true,
    description: 'Unlimited runs for founders and advisors working on several deals or rounds.',
    features: [
      'Unlimited ExitCheck assessments and PitchPrep runs',
      'AI-written reports for every assessment',
      'Fundraising and exit tracks in PitchPrep',
      'Share outputs by link, with optional password protection',
      'Early-bird price lock on Phase 2 plans',
      'Cancel anytime',
    ],
    cta: 'Start Founder Pro',
  },
  {
    planType: 'elite',
    name: 'Founder Elite',
    price: 138,
    regularPrice: 188,
    paymentType: 'subscription',
    period: 'month',
    phase: 2,
    comingSoon: true,
    popular: false,
    earlyBird: false,
    description: 'Founder Pro with ongoing expert guidance through your exit or raise.',
    features: [
      'Everything in Founder Pro',
      'Monthly 1:1 session with an exit and fundraising advisor',
      'Expert review of your materials before each investor or buyer meeting',
      'Priority support',
    ],
    cta: 'Coming Soon',
  },
];

export function getPlan(planType: PlanType): Plan {
  const plan = PLANS.find((p) => p.planType === planType);
  // The union is closed, so a miss means PLANS and PlanType drifted apart.
  if (!plan) throw new Error(`Unknown plan type: ${planType}`);
  return plan;
}

export function isPlanType(value: unknown): value is PlanType {
  return typeof value === 'string' && PLANS.some((p) => p.planType === value);
}

/** The id the flags service seeds Phase 2 under (apps/flags migrations): its being active puts Phase 2 plans on sale. */
export const PHASE_2_ID = 'phase-2';

/** The launch phase the active phase's id stands for. */
export function launchPhaseOf(phaseId: string): LaunchPhase {
  return phaseId === PHASE_2_ID ? 2 : 1;
}

/**
 * Phase 2 plans cannot be bought until Phase 2 is the active launch phase
 * (docs/product-rules.md, "Launch phases and early-bird price locks").
 */
export function isPlanPurchasable(planType: PlanType, activePhase: LaunchPhase): boolean {
  return getPlan(planType).phase <= activePhase;
}

/** Never negative: a price at or above the regular price is shown as no saving. */
export function savingsAmount(regularPrice: number, price: number): number {
  return Math.max(0, regularPrice - price);
}

export function savingsPercent(regularPrice: number, price: number): number {
  if (!(regularPrice > 0)) return 0;
  return Math.round((savingsAmount(regularPrice, price) * 100) / regularPrice);
}

export const QUALIFYING_EARLY_BIRD_PLAN_TYPES: readonly PlanType[] = ['starter', 'pro', 'essential', 'pro_sub'];

/** planType and status are plain strings because they come straight from payment rows. */
export function isQualifyingPurchase(payment: { planType: string; status: string }): boolean {
  return payment.status === 'paid' && (QUALIFYING_EARLY_BIRD_PLAN_TYPES as readonly string[]).includes(payment.planType);
}

export const REFUND_WINDOW_DAYS = 30;
const DAY_MS = 86_400_000;

/** Inclusive: a refund asked for exactly 30 days after payment is still honoured. */
export function isWithinRefundWindow(paidAt: Date, now: Date): boolean {
  return now.getTime() - paidAt.getTime() <= REFUND_WINDOW_DAYS * DAY_MS;
}

/** Founder Essential: uses per calendar month (Asia/Singapore) across both tools. */
export const ESSENTIAL_MONTHLY_ALLOWANCE = 3;

/** 'Save up to S$300' is the Founder+ saving, 898 − 598. */
export const MAX_SAVING_BANNER = 300;
