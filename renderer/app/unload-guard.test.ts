// A browser page asks before it unloads exactly when going would lose moves, and never otherwise.
import { describe, expect, it, vi } from 'vitest';
import { guardUnload } from './unload-guard';

function page() {
  let listener: ((event: BeforeUnloadEvent) => void) | null = null;
  const target = { addEventListener: (_type: 'beforeunload', l: (event: BeforeUnloadEvent) => void) => void (listener = l) };
  const unload = () => {
    const event = { preventDefault: vi.fn(), returnValue: undefined as unknown } as unknown as BeforeUnloadEvent & { preventDefault: ReturnType<typeof vi.fn> };
    listener?.(event);
    return event;
  };
  return { target, unload };
}

describe('asking before a browser page unloads', () => {
  it('asks when going would lose moves', () => {
    const { target, unload } = page();
    guardUnload(target, () => true);
    const event = unload();
    expect(event.preventDefault).toHaveBeenCalled();
    expect(event.returnValue).toBe('');
  });

  it('does not ask otherwise', () => {
    const { target, unload } = page();
    guardUnload(target, () => false);
    const event = unload();
    expect(event.preventDefault).not.toHaveBeenCalled();
    expect(event.returnValue).toBeUndefined();
  });
});
