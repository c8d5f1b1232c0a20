import { describe, expect, it } from 'vitest';
import { shortcutFor } from './shortcuts';

const key = (k: string, mods: Partial<Record<'ctrlKey' | 'metaKey' | 'shiftKey' | 'altKey', boolean>> = {}) => ({
  key: k,
  ctrlKey: false,
  metaKey: false,
  shiftKey: false,
  altKey: false,
  ...mods,
});

describe('browser shortcuts', () => {
  it('gives the usual accelerators their commands, with Ctrl or Cmd', () => {
    expect(shortcutFor(key('z', { ctrlKey: true }))).toBe('undo');
    expect(shortcutFor(key('Z', { metaKey: true, shiftKey: true }))).toBe('redo');
    expect(shortcutFor(key('y', { ctrlKey: true }))).toBe('redo');
    expect(shortcutFor(key('s', { ctrlKey: true }))).toBe('save');
    expect(shortcutFor(key('S', { ctrlKey: true, shiftKey: true }))).toBe('save-as');
    expect(shortcutFor(key('o', { ctrlKey: true }))).toBe('open');
    expect(shortcutFor(key('p', { ctrlKey: true }))).toBe('print');
    expect(shortcutFor(key('F1'))).toBe('rules');
  });
  it('leaves plain letters to the table', () => {
    expect(shortcutFor(key('z'))).toBeNull();
    expect(shortcutFor(key('s', { ctrlKey: true, altKey: true }))).toBeNull();
  });
});
