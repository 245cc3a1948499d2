import { getPlan } from '@bv/domain';
import { buildOverview, buildPayment, buildSubscription } from '../test/billing.factory';
import { planOwnership } from './plan-ownership';

const starter = getPlan('starter');
const pro = getPlan('pro');
const essential = getPlan('essential');

describe('planOwnership: members are not offered what they own', () => {
  it('offers every plan, both Starter tools, to a visitor or a member still loading', () => {
    expect(planOwnership(pro, undefined)).toEqual({ kind: 'buy', tools: ['exitcheck', 'pitchprep'] });
    expect(planOwnership(starter, undefined)).toEqual({ kind: 'buy', tools: ['exitcheck', 'pitchprep'] });
  });

  it('tells a Pro Vault owner they own it, and does not sell them Starter for a tool they have for good', () => {
    const owned = buildOverview({ payments: [buildPayment({ planType: 'pro' })] });
    expect(planOwnership(pro, owned)).toEqual({ kind: 'owned', text: 'You own Pro Vault' });
    expect(planOwnership(starter, owned)).toEqual({ kind: 'owned', text: 'You own both tools for good' });
    expect(planOwnership(essential, owned).kind).toBe('buy');
  });

  it('offers Starter only for the tool not bought yet, and Pro Vault still', () => {
    const owned = buildOverview({ payments: [buildPayment({ planType: 'starter', planName: 'Starter', tool: 'exitcheck' })] });
    expect(planOwnership(starter, owned)).toEqual({ kind: 'buy', tools: ['pitchprep'] });
    expect(planOwnership(pro, owned).kind).toBe('buy');
  });

  it('a refunded or unpaid purchase owns nothing', () => {
    const owned = buildOverview({ payments: [buildPayment({ planType: 'pro', status: 'refunded' }), buildPayment({ planType: 'pro', status: 'pending' })] });
    expect(planOwnership(pro, owned).kind).toBe('buy');
  });

  it('shows a live subscription as the current plan, and a cancelled one as for sale', () => {
    expect(planOwnership(essential, buildOverview({ subscriptions: [buildSubscription({ planType: 'essential' })] }))).toEqual({
      kind: 'current',
      text: 'Founder Essential is your current plan',
    });
    expect(planOwnership(essential, buildOverview({ subscriptions: [buildSubscription({ planType: 'essential', status: 'canceled' })] })).kind).toBe('buy');
  });
});
