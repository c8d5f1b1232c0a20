// How long work shares the page's thread (checking and replaying a save's log): slices of 12 ms,
// then a timer, so the page draws and answers between them. (scheduler.yield() would resume
// sooner, but Chromium then draws no frame until the work is done: the progress would not show.)
import type { Pacing } from '../contract/save-check';

export const pagePacing: Pacing = {
  now: () => performance.now(),
  pause: () => new Promise((resolve) => setTimeout(resolve, 0)),
  sliceMs: 12,
};
