import './auth.css';
import { getPlan, isPlanType, type Plan } from '@bv/domain';
import { formatSgd } from '../format/format';
import type { PlanSelection } from '../billing/saved-plan';

type ChosenPlan = { plan: Plan; tool: string | null; selection: PlanSelection };

const TOOL_NAMES: Record<'exitcheck' | 'pitchprep', string> = { exitcheck: 'ExitCheck', pitchprep: 'PitchPrep' };

/** The plan a signed-out visitor picked on the pricing cards, as /auth's address carries it (use-checkout.ts). */
export function chosenPlanFrom(params: URLSearchParams): ChosenPlan | null {
  const planType = params.get('planType');
  if (!isPlanType(planType)) return null;
  const plan = getPlan(planType);
  const tool = params.get('tool');
  const toolType = tool === 'exitcheck' || tool === 'pitchprep' ? tool : null;
  return {
    plan,
    tool: toolType && TOOL_NAMES[toolType],
    // What sign-up sends on, so the verification link resumes this checkout in any browser.
    selection: { planType, paymentType: plan.paymentType, ...(toolType ? { tool: toolType } : {}) },
  };
}

/** "Pro Vault" or "Starter for PitchPrep": the name the pricing card gave it. */
export function chosenPlanName(chosen: { plan: Plan; tool: string | null }): string {
  return chosen.tool ? `${chosen.plan.name} for ${chosen.tool}` : chosen.plan.name;
}

/**
 * What the pricing card charges a visitor (use-plan-price.ts): a Phase 2 plan, buyable only once
 * Phase 2 is on sale, at its regular price (a visitor holds no early-bird lock); others at their price.
 * Not that hook: it would pull a chunk shared with the landing page into this route's graph.
 */
export function visitorPrice(plan: Plan): number {
  return plan.phase === 2 ? plan.regularPrice : plan.price;
}

/** Names the plan on the sign-in and sign-up forms, so nobody creates an account without knowing what it is for. */
export function ChosenPlan({ chosen, mode }: { chosen: { plan: Plan; tool: string | null }; mode: 'sign-up' | 'sign-in' }) {
  const { plan } = chosen;
  const price = visitorPrice(plan);
  const period = plan.period === 'month' ? '/month' : 'one-time';
  const lead = mode === 'sign-up' ? "You're signing up for" : 'Sign in to continue with';
  return (
    <div className="chosen-plan" role="note" aria-label="Chosen plan">
      <p className="chosen-plan__lead">
        {lead} <strong>{chosenPlanName(chosen)}</strong>
        <span className="chosen-plan__price">
          {' '}
          — {formatSgd(price)} <span className="chosen-plan__period">{period}</span>
        </span>
      </p>
      <p className="chosen-plan__next">
        {mode === 'sign-up' ? 'Create your account, open the link we e-mail you, and checkout continues from there.' : 'Checkout continues right after you sign in.'}
      </p>
    </div>
  );
}
