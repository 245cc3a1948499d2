import { Injectable } from '@nestjs/common';
import type { CheckoutContext, FlagName } from '@bv/contracts';
import { RpcClient } from '@bv/messaging';

const PHASE_2 = 'phase-2';

export type FlagsState = { phaseId: string; flags: Partial<Record<FlagName, boolean>> };

/**
 * What billing needs to know about the moment of a checkout: the launch phase and flags (owned by
 * the flags service) and, for Phase 2 plans, the buyer's locked price (owned by identity).
 */
@Injectable()
export class CheckoutContextService {
  constructor(private readonly rpc: RpcClient) {}

  async flags(): Promise<FlagsState> {
    return this.rpc.call('flags.current', {});
  }

  /** `known` saves a second read when the caller has just checked a flag. */
  async forCheckout(planType: string | null, userId: string | null, known?: FlagsState): Promise<CheckoutContext> {
    const { phaseId, flags } = known ?? (await this.flags());
    return {
      activePhase: phaseId === PHASE_2 ? 2 : 1,
      earlyBirdPricing: flags.early_bird_pricing === true,
      lockedPrice: await this.lockedPrice(planType, userId),
    };
  }

  private async lockedPrice(planType: string | null, userId: string | null): Promise<number | null> {
    if (!userId || (planType !== 'founder' && planType !== 'elite')) return null;
    const status = await this.rpc.call('identity.earlyBird.status', { userId });
    if (!status.eligible) return null;
    return planType === 'founder' ? status.founderPlusLockedPrice : status.eliteMonthlyLockedPrice;
  }
}
