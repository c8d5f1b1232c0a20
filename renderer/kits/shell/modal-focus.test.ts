// whenWindowsClose: a playback on the table waits while a window (the rules, Print, a question) is
// open over it, and goes on once the last one has gone. Node has no DOM: the page is a stand-in
// that holds the open windows, and MutationObserver one that the test fires as the page changes.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { whenWindowsClose, windowsOverApp } from './modal-focus';

/** The windows open over the app, as the page's selector would find them. */
let open: string[];
let selectors: string[];
/** The page's observers still watching, and what they watch. */
let observers: FakeObserver[];

class FakeObserver {
  watching: { target: unknown; options: MutationObserverInit } | null = null;
  constructor(private readonly changed: () => void) {
    observers.push(this);
  }
  observe(target: unknown, options: MutationObserverInit): void {
    this.watching = { target, options };
  }
  disconnect(): void {
    this.watching = null;
  }
  fire(): void {
    if (this.watching) this.changed();
  }
}

/** The page changes (a window drawn or taken away): every observer still watching hears of it. */
const pageChanged = () => observers.forEach((o) => o.fire());
const body = { id: 'body' };

beforeEach(() => {
  open = [];
  selectors = [];
  observers = [];
  vi.stubGlobal('MutationObserver', FakeObserver);
  vi.stubGlobal('document', {
    body,
    querySelectorAll: (selector: string) => (selectors.push(selector), [...open]),
  });
});
afterEach(() => vi.unstubAllGlobals());

describe('whenWindowsClose', () => {
  it('waits while a window is open, and says so once when the last has gone, then stops watching', () => {
    open = ['Rules', 'Delete save?'];
    const closed = vi.fn();
    whenWindowsClose(closed);
    // The whole page is watched, for windows put on it or taken off anywhere in it.
    expect(observers).toHaveLength(1);
    expect(observers[0]!.watching).toEqual({ target: body, options: { childList: true, subtree: true } });
    // The question answered: the rules are still open.
    open = ['Rules'];
    pageChanged();
    expect(closed).not.toHaveBeenCalled();
    // The rules closed: the last window has gone.
    open = [];
    pageChanged();
    expect(closed).toHaveBeenCalledTimes(1);
    // Changes after it (a window opened and closed again) say nothing more: it no longer watches.
    expect(observers[0]!.watching).toBeNull();
    open = ['Print'];
    pageChanged();
    open = [];
    pageChanged();
    expect(closed).toHaveBeenCalledTimes(1);
    // Windows over the app only: not the curtain between two players, nor a window that is not modal.
    expect(selectors.every((s) => s === '.backdrop:not(.curtain) > [role="dialog"][aria-modal="true"]')).toBe(true);
  });

  it('says nothing once told to stop waiting (the playback gone), even when the windows close', () => {
    open = ['Rules'];
    const closed = vi.fn();
    const stop = whenWindowsClose(closed);
    stop();
    open = [];
    pageChanged();
    expect(closed).not.toHaveBeenCalled();
    expect(observers[0]!.watching).toBeNull();
  });

  it('is what a playback waits with, beside whether a window is open now', () => {
    expect(windowsOverApp.whenClosed).toBe(whenWindowsClose);
    expect(windowsOverApp.open()).toBe(false);
    open = ['Rules'];
    expect(windowsOverApp.open()).toBe(true);
  });
});
