// How often a client may ask the server for costly things: a token bucket. A bucket holds up to
// `burst` tokens and gains `perSecond` a second; a request takes its cost in tokens, or is refused
// (and takes none) when there are too few. A player's own pace never meets it (a game's log asked
// for after a reconnect, a room hosted); a client asking as fast as it can is refused, in words.
export interface BucketLimit {
  /** The most tokens a bucket holds: what may be asked for at once. */
  burst: number;
  /** The tokens it gains a second: what may be asked for over time. */
  perSecond: number;
}

/** Asking a seated client's room for the game so far (a sync, a save): costed by the log lines sent. */
export const ROOM_REQUESTS: BucketLimit = { burst: 40, perSecond: 8 };
/** Matchmaking requests (host, join) from one address: costed by the megabytes they carry. */
export const ADDRESS_REQUESTS: BucketLimit = { burst: 30, perSecond: 1 };

export class TokenBucket {
  private tokens: number;
  private at: number;

  constructor(
    private readonly limit: BucketLimit,
    private readonly now: () => number,
  ) {
    this.tokens = limit.burst;
    this.at = now();
  }

  /** Takes `cost` tokens (never more than the bucket holds) if there are that many: whether it did. */
  take(cost = 1): boolean {
    const t = this.now();
    this.tokens = Math.min(this.limit.burst, this.tokens + (Math.max(0, t - this.at) / 1000) * this.limit.perSecond);
    this.at = t;
    const c = Math.min(Math.max(cost, 0), this.limit.burst);
    if (this.tokens < c) return false;
    this.tokens -= c;
    return true;
  }

  /** Whether the bucket is full again (it can be forgotten: a new one is the same). */
  full(): boolean {
    return this.tokens + (Math.max(0, this.now() - this.at) / 1000) * this.limit.perSecond >= this.limit.burst;
  }
}

/**
 * A bucket for each key (a client's address), at most `maxKeys` held: full buckets are forgotten
 * first, and should every one be in use, the oldest is (so a flood of addresses cannot fill memory).
 */
export class Buckets {
  private readonly byKey = new Map<string, TokenBucket>();

  constructor(
    private readonly limit: BucketLimit,
    private readonly now: () => number,
    private readonly maxKeys = 10_000,
  ) {}

  take(key: string, cost = 1): boolean {
    let b = this.byKey.get(key);
    if (!b) {
      if (this.byKey.size >= this.maxKeys) this.prune();
      b = new TokenBucket(this.limit, this.now);
      this.byKey.set(key, b);
    }
    return b.take(cost);
  }

  get size(): number {
    return this.byKey.size;
  }

  private prune(): void {
    for (const [k, b] of this.byKey) if (b.full()) this.byKey.delete(k);
    const first = this.byKey.keys().next();
    if (this.byKey.size >= this.maxKeys && !first.done) this.byKey.delete(first.value);
  }
}
