import { TOOL_TYPES, type Plan, type ToolType } from '@bv/domain';
import { useId, useState } from 'react';
import { useAuth } from '../../auth/auth-context';
import type { PlanSelection } from '../../billing/saved-plan';
import { useCheckout } from '../../billing/use-checkout';
import { useGuestCheckout } from '../../billing/use-guest-checkout';
import { buyLabel, type PlanAvailability } from '../../billing/use-plan-availability';
import { useFeatureFlag } from '../../flags/use-feature-flags';

const TOOL_LABELS: Record<ToolType, string> = { exitcheck: 'ExitCheck', pitchprep: 'PitchPrep' };

/** A plan card's buying controls: the plan's button, Starter's tool choice, and for signed-out visitors the guest purchase. */
export function PlanCheckout({ plan, availability }: { plan: Plan; availability: PlanAvailability }) {
  const id = useId();
  const { status } = useAuth();
  const guestCheckout = useFeatureFlag('guest_checkout');
  const { startCheckout, busy } = useCheckout();
  const { startGuestCheckout, busy: guestBusy } = useGuestCheckout();
  const [tool, setTool] = useState<ToolType>('exitcheck');
  const buttonClass = `button button--block ${plan.popular ? 'button--accent' : 'button--primary'}`;

  // Phase 2 plans cannot be bought until Phase 2 is active (the server refuses them too).
  if (availability !== 'on-sale') {
    return (
      <button type="button" className={buttonClass} disabled>
        Coming Soon
      </button>
    );
  }

  const choosesTool = plan.planType === 'starter';
  const selection: PlanSelection = { planType: plan.planType, paymentType: plan.paymentType, ...(choosesTool ? { tool } : {}) };
  const working = busy || guestBusy;

  return (
    <div className="plan-checkout">
      {choosesTool && (
        <fieldset className="tool-choice">
          <legend>Which tool should {plan.name} unlock?</legend>
          {TOOL_TYPES.map((option) => (
            <label key={option} className="tool-choice__option">
              <input type="radio" name={`${id}-tool`} value={option} checked={tool === option} onChange={() => setTool(option)} />{' '}
              {TOOL_LABELS[option]}
            </label>
          ))}
        </fieldset>
      )}
      <button type="button" className={buttonClass} disabled={working} onClick={() => startCheckout(selection)}>
        {busy ? 'Processing...' : buyLabel(plan)}
      </button>
      {status !== 'signed-in' && guestCheckout && (
        <button type="button" className="button button--secondary button--block" disabled={working} onClick={() => startGuestCheckout(selection)}>
          {guestBusy ? 'Processing...' : 'Buy as guest'}
        </button>
      )}
    </div>
  );
}
