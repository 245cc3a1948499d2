import { Inject, Injectable, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { flagsChangeOutcome, type EventPayload, type FlagsSnapshot } from '@bv/contracts';
import { RpcClient } from '@bv/messaging';
import { LOGGER, type ServiceLogger } from '@bv/service-kit';

/** The safety net: a change event lost on the way is repaired within this long. */
export const FLAGS_REREAD_MS = 60_000;

/**
 * The active phase's flags, held in the gateway so GET /api/v1/flags (every page asks) makes no
 * RPC. Loaded at boot, updated by flags.changed (which the gateway consumes anyway for its socket
 * pushes), re-read every minute as a safety net. A change is taken as `flagsChangeOutcome` says
 * (an older change of the same phase never replaces a newer snapshot; a change of phase is re-read
 * whole, which also brings the phase's name).
 */
@Injectable()
export class FlagsSnapshotService implements OnApplicationBootstrap, OnModuleDestroy {
  private snapshot: FlagsSnapshot | null = null;
  private timer?: NodeJS.Timeout;

  constructor(
    private readonly rpc: RpcClient,
    @Inject(LOGGER) private readonly logger: ServiceLogger,
  ) {}

  onApplicationBootstrap(): void {
    void this.reread();
    this.timer = setInterval(() => void this.reread(), FLAGS_REREAD_MS);
    this.timer.unref();
  }

  onModuleDestroy(): void {
    clearInterval(this.timer);
  }

  /** The snapshot; until the first read has arrived (or after it failed), straight from the flags service. */
  async current(): Promise<FlagsSnapshot> {
    if (this.snapshot) return this.snapshot;
    const read = await this.rpc.call('flags.current', {});
    this.offer(read);
    return this.snapshot ?? read;
  }

  /** The snapshot held, or null before the first read: what the hot route answers from (a new snapshot is a new object). */
  held(): FlagsSnapshot | null {
    return this.snapshot;
  }

  onFlagsChanged(change: EventPayload<'flags.changed'>): void {
    const held = this.snapshot;
    const outcome = flagsChangeOutcome(held, change);
    if (outcome === 'apply' && held) this.offer({ ...held, flags: change.flags, version: change.version });
    if (outcome === 'reread') void this.reread();
  }

  /** A snapshot this gateway just wrote (an admin's change): held at once, and handed back. */
  adopt<T extends FlagsSnapshot>(written: T): T {
    this.offer(written);
    return written;
  }

  private offer(next: FlagsSnapshot): void {
    const held = this.snapshot;
    if (held && held.phaseId === next.phaseId && held.version > next.version) return;
    this.snapshot = { phaseId: next.phaseId, phaseName: next.phaseName, flags: next.flags, version: next.version };
  }

  private async reread(): Promise<void> {
    try {
      this.offer(await this.rpc.call('flags.current', {}));
    } catch (err) {
      // The held snapshot stays (or requests ask the flags service directly until one arrives).
      this.logger.warn({ err: (err as Error).message }, 'flags snapshot not refreshed');
    }
  }
}
