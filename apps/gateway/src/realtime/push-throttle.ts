/** Spec: realtime pushes at most 10 events per second. */
export const MIN_PUSH_GAP_MS = 100;

/**
 * Holds a stream of full snapshots to at most one push per `gapMs`. A snapshot that arrives
 * while one waits replaces it (each carries the whole state, so only the newest matters), and
 * an older version never replaces a newer one. The first push after a quiet spell goes at once.
 */
export class PushThrottle<T extends { version: number }> {
  private lastPushAt = Number.NEGATIVE_INFINITY;
  private pending?: T;
  private timer?: NodeJS.Timeout;

  constructor(
    private readonly push: (value: T) => void,
    private readonly keepWaiting: (waiting: T, incoming: T) => boolean = () => false,
    private readonly gapMs = MIN_PUSH_GAP_MS,
    private readonly now: () => number = Date.now,
  ) {}

  offer(value: T): void {
    if (this.pending && this.keepWaiting(this.pending, value)) return;
    this.pending = value;
    if (this.timer) return;
    const wait = this.lastPushAt + this.gapMs - this.now();
    if (wait <= 0) this.flush();
    else this.timer = setTimeout(() => this.flush(), wait);
  }

  stop(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
  }

  private flush(): void {
    this.timer = undefined;
    const value = this.pending;
    this.pending = undefined;
    if (!value) return;
    this.lastPushAt = this.now();
    this.push(value);
  }
}
