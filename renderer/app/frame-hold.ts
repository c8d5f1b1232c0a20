// Keeps the computer's worker out of the way while the page draws a frame. On a machine with few
// cores (and a GPU drawn in software, as here) a worker thinking flat out competes with the page
// and the GPU process for them, and a frame can wait for a core in the middle of being drawn. The
// page marks each frame in a shared cell; the worker's search looks at it between play-outs
// (engine/pause-point.ts) and sleeps until the frame is done. A frame costs the worker a
// millisecond or so of its thinking; a frame is never held by the worker.
//
// A shared cell needs the page to be cross-origin isolated (the COOP and COEP headers the app's
// server sends). Where it is not, there is no cell: frames and thinking share the cores as before.

/** The longest the worker sleeps for one frame, so a frame that never ends cannot stop it. */
export const LONGEST_HOLD_MS = 20;

export interface FrameHold {
  /** The cell the worker watches (1 while a frame is being made), or null where none can be shared. */
  readonly cell: Int32Array | null;
  /** A frame begins: the worker gives way at its next pause point. */
  begin(): void;
  /** The frame is done: the worker goes on. */
  end(): void;
}

/** The page's side. `isolated` is the page's `crossOriginIsolated`. */
export function createFrameHold(isolated: boolean): FrameHold {
  const cell = isolated && typeof SharedArrayBuffer === 'function' ? new Int32Array(new SharedArrayBuffer(4)) : null;
  return {
    cell,
    begin() {
      if (cell) Atomics.store(cell, 0, 1);
    },
    end() {
      if (!cell) return;
      Atomics.store(cell, 0, 0);
      Atomics.notify(cell, 0);
    },
  };
}

/** How often, and for how long in all, a worker gave way to the page's frames. */
export interface GaveWay {
  times: number;
  ms: number;
}

/** The worker's side: the pause point's hook for a cell from the page, counting into `tally`. */
export function giveWayTo(cell: Int32Array, tally: GaveWay, longestMs = LONGEST_HOLD_MS): () => void {
  return () => {
    if (Atomics.load(cell, 0) === 0) return;
    const t0 = performance.now();
    Atomics.wait(cell, 0, 1, longestMs);
    tally.times++;
    tally.ms += performance.now() - t0;
  };
}
