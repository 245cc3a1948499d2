import type { Plan, ToolType } from '@bv/domain';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { useAuth } from '../../auth/auth-context';
import { planOwnership } from '../../billing/plan-ownership';
import type { PlanSelection } from '../../billing/saved-plan';
import { useCheckout } from '../../billing/use-checkout';
import { useBillingOverview } from '../../billing/use-billing-overview';
import { useGuestCheckout } from '../../billing/use-guest-checkout';
import { buyLabel, type PlanAvailability } from '../../billing/use-plan-availability';
import { useFeatureFlag } from '../../flags/use-feature-flags';
import { usePathPrefix } from '../../routing/path-prefix';

const TOOL_LABELS: Record<ToolType, string> = { exitcheck: 'ExitCheck', pitchprep: 'PitchPrep' };

/** A plan card's buying controls: the plan's button, Starter's tool choice, and for signed-out visitors the guest purchase. */
export function PlanCheckout({ plan, availability }: { plan: Plan; availability: PlanAvailability }) {
  const id = useId();
  const { status } = useAuth();
  const guestCheckout = useFeatureFlag('guest_checkout');
  const { startCheckout, busy } = useCheckout();
  const { startGuestCheckout, busy: guestBusy } = useGuestCheckout();
  const { withPrefix } = usePathPrefix();
  // A member is not offered what they own already (the same query as the account's billing tab).
  const overview = useBillingOverview(status === 'signed-in');
  const ownership = planOwnership(plan, status === 'signed-in' ? overview.data : undefined);
  const tools = ownership.kind === 'buy' ? ownership.tools : [];
  const [picked, setTool] = useState<ToolType | null>(null);
  const tool = picked !== null && tools.includes(picked) ? picked : (tools[0] ?? 'exitcheck');
  const buttonClass = `button button--block ${plan.popular ? 'button--accent' : 'button--primary'}`;

  // Phase 2 plans cannot be bought until Phase 2 is active (the server refuses them too).
  if (availability !== 'on-sale') {
    return (
      <button type="button" className={buttonClass} disabled>
        Coming Soon
      </button>
    );
  }

  if (ownership.kind !== 'buy') {
    return (
      <div className="plan-checkout plan-checkout--owned">
        <p className="plan-checkout__owned">{ownership.text}</p>
        <Link className="button button--secondary button--block" to={withPrefix(ownership.kind === 'owned' ? '/dashboard' : '/account?tab=billing')}>
          {ownership.kind === 'owned' ? 'Go to your dashboard' : 'Manage your plan'}
        </Link>
      </div>
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
          {tools.map((option) => (
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
