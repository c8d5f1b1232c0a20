import { afterEach, describe, expect, it } from 'vitest';
import { pausePoint, setPausePoint } from './pause-point';

describe('pausePoint', () => {
  afterEach(() => setPausePoint(null));

  it('does nothing until a hook is set, calls the hook once set, and nothing again once cleared', () => {
    let calls = 0;
    pausePoint();
    setPausePoint(() => calls++);
    pausePoint();
    pausePoint();
    expect(calls).toBe(2);
    setPausePoint(null);
    pausePoint();
    expect(calls).toBe(2);
  });
});
