// Reading a flick: how fast the hand was moving when it let go.

/** A hand that has not moved for this long before letting go is at rest: it throws nothing. */
const REST_MS = 100;
/** However slowly a machine reports moves, a pause this long is always rest. */
const MAX_REST_MS = 250;

interface Sample {
  t: number;
  x: number;
  y: number;
}

/**
 * How long without a move counts as rest: 100 ms, or twice the usual gap between moves when the
 * machine reports them more slowly than that (a busy or software-rendering machine).
 */
function restThreshold(samples: readonly Sample[]): number {
  const gaps = samples.slice(1).map((s, i) => s.t - (samples[i] as Sample).t).sort((a, b) => a - b);
  const median = gaps.length ? (gaps[Math.floor(gaps.length / 2)] as number) : 0;
  return Math.min(MAX_REST_MS, Math.max(REST_MS, 2 * median));
}

/**
 * The hand's velocity (screen px per second) as it let go: over its moves in the last 100 ms,
 * or its last two moves when they came further apart than that.
 */
export function releaseVelocity(samples: readonly Sample[], releasedAt: number): { vx: number; vy: number } {
  const last = samples[samples.length - 1];
  if (!last || releasedAt - last.t > restThreshold(samples)) return { vx: 0, vy: 0 };
  const recent = samples.filter((s) => last.t - s.t <= REST_MS);
  const anchor = recent[0] !== last ? recent[0] : samples[samples.length - 2];
  if (!anchor) return { vx: 0, vy: 0 };
  const dt = Math.max(1, last.t - anchor.t) / 1000;
  return { vx: (last.x - anchor.x) / dt, vy: (last.y - anchor.y) / dt };
}
