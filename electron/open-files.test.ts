import { describe, expect, it } from 'vitest';
import { PendingOpen, saveFileIn } from './open-files';

describe('files the system asks Muster to open', () => {
  it('finds the .muster file on a command line, ignoring the program, flags and other files', () => {
    expect(saveFileIn(['C:\\Program Files\\Muster\\Muster.exe', 'C:\\Users\\ann\\Plum Point.muster'])).toBe('C:\\Users\\ann\\Plum Point.muster');
    expect(saveFileIn(['/usr/bin/muster', '--no-sandbox', '/home/ann/war.MUSTER'])).toBe('/home/ann/war.MUSTER');
    expect(saveFileIn(['/usr/bin/muster'])).toBeNull();
    expect(saveFileIn(['/usr/bin/muster', '--flag=x.muster', 'notes.txt'])).toBeNull();
    // The program itself is never taken for a save, whatever it is called.
    expect(saveFileIn(['/opt/odd.muster'])).toBeNull();
  });

  it('hands a file over once, and says whether to tell the page', () => {
    const pending = new PendingOpen('/home/ann/first.muster');
    expect(pending.take()).toBe('/home/ann/first.muster');
    expect(pending.take()).toBeNull();
    expect(pending.arrive('/home/ann/second.muster', false)).toBe(false);
    expect(pending.arrive('/home/ann/third.muster', true)).toBe(true);
    expect(pending.take()).toBe('/home/ann/third.muster');
    expect(pending.take()).toBeNull();
  });
});
