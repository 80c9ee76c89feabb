import { USAGE_BATCH_SIZE, type UsageBatch, type UsageEvent } from '@tera/domain';

/** How a batch leaves the page: a fetch that may fail, or a beacon the browser may refuse. */
export interface UsageTransport {
  post(batch: UsageBatch): Promise<void>;
  beacon(batch: UsageBatch): boolean;
}

/**
 * Far more than a visit makes; past it the oldest events give way, so a server that refuses for
 * hours cannot grow the page's memory without end.
 */
const MAX_QUEUED = 500;

/**
 * The browser's side of docs/product/usage-analytics.md#capture: events wait here and leave in
 * batches of 10. A failed send is swallowed and its events go back to the front of the queue; each
 * event keeps its id, so one that reaches the server twice is stored once.
 */
export class UsageQueue {
  private queued: UsageEvent[] = [];
  private sending: Promise<void> | null = null;

  constructor(
    private readonly session: UsageBatch['session'],
    private readonly transport: UsageTransport,
  ) {}

  get size(): number {
    return this.queued.length;
  }

  push(event: UsageEvent): void {
    this.queued.push(event);
    if (this.queued.length > MAX_QUEUED) this.queued.splice(0, this.queued.length - MAX_QUEUED);
    if (this.queued.length >= USAGE_BATCH_SIZE) void this.flush();
  }

  /** Sends what is queued, 10 at a time, until the queue is empty or a send fails. */
  flush(): Promise<void> {
    this.sending ??= this.sendAll().finally(() => {
      this.sending = null;
    });
    return this.sending;
  }

  private async sendAll(): Promise<void> {
    while (this.queued.length > 0) {
      const events = this.queued.splice(0, USAGE_BATCH_SIZE);
      try {
        await this.transport.post({ session: this.session, events });
      } catch {
        this.queued.unshift(...events);
        return;
      }
    }
  }

  /**
   * The session's end while the page stays, as at sign-out: what is queued, then the end, sent while
   * the session still holds. Whatever cannot be sent so goes by beacon.
   */
  async finish(endedAt: string): Promise<void> {
    await this.flush();
    if (this.queued.length === 0) {
      try {
        await this.transport.post({ session: this.session, events: [], endedAt });
        return;
      } catch {
        // The beacon below is the last chance.
      }
    }
    this.beaconAll(endedAt);
  }

  /**
   * For a page being hidden or left: every queued event by beacon, which outlives the page, and the
   * session's end when `endedAt` is given. Events the browser refuses to beacon stay queued.
   */
  beaconAll(endedAt?: string): void {
    if (this.queued.length === 0 && endedAt === undefined) return;
    const left: UsageEvent[] = [];
    do {
      const events = this.queued.splice(0, USAGE_BATCH_SIZE);
      const last = this.queued.length === 0;
      const batch: UsageBatch = { session: this.session, events };
      if (last && endedAt !== undefined) batch.endedAt = endedAt;
      if (!this.transport.beacon(batch)) left.push(...events);
    } while (this.queued.length > 0);
    this.queued.unshift(...left);
  }
}
