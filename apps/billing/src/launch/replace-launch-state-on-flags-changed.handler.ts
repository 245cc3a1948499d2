import { Injectable } from '@nestjs/common';
import type { EventEnvelope, EventPayload } from '@bv/contracts';
import type { Transaction } from '@bv/messaging';
import { LaunchStateService } from './launch-state.service';

/** An admin changed a flag or the active phase: billing's copy follows. */
@Injectable()
export class ReplaceLaunchStateOnFlagsChangedHandler {
  constructor(private readonly launchState: LaunchStateService) {}

  handle(event: EventEnvelope<EventPayload<'flags.changed'>>, tx: Transaction): Promise<void> {
    return this.launchState.apply(event.payload, tx);
  }
}
