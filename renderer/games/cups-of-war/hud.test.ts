import { describe, expect, it } from 'vitest';
import { clockText } from './cups-ui';

describe('the battle clock', () => {
  it('counts whole seconds from nought, never "-0 s", and shows the limit in a turns battle', () => {
    // The clock's start is taken a moment after the time it is compared with.
    expect(clockText(-40, null)).toBe('0 s');
    expect(clockText(-600, 90_000)).toBe('0 s of 90 s');
    expect(clockText(999, null)).toBe('0 s');
    expect(clockText(61_500, 75_400)).toBe('61 s of 75 s');
  });
});
