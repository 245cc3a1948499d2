import { Inject, Injectable } from '@nestjs/common';
import { SLIDE_ATTENTION_DAYS, type SlideAttention } from '@bv/domain';
import { RpcClient } from '@bv/messaging';
import { LOGGER, type ServiceLogger } from '@bv/service-kit';

/** Long enough for a warm sharing service, short enough that a result page never waits on one that is down. */
const ATTENTION_TIMEOUT_MS = 1_500;

/**
 * What the viewers of a founder's shared decks lingered on, from sharing, for the result's buyer
 * questions (docs/product-rules.md, "Questions a buyer will ask"). It only reorders and annotates
 * the list, so when sharing cannot answer the result is built without it rather than failing.
 */
@Injectable()
export class ViewerAttention {
  constructor(
    private readonly rpc: RpcClient,
    @Inject(LOGGER) private readonly logger: ServiceLogger,
  ) {}

  async of(userId: string): Promise<SlideAttention[]> {
    try {
      const { kinds } = await this.rpc.call('sharing.views.slideAttention', { userId, days: SLIDE_ATTENTION_DAYS }, { timeoutMs: ATTENTION_TIMEOUT_MS });
      return kinds;
    } catch (err) {
      this.logger.warn({ err, userId }, 'could not read viewers\' slide attention from sharing; buyer questions are ranked without it');
      return [];
    }
  }
}
