import { describe, expect, it } from 'vitest';
import type { LogEntry } from '../../engine/action-log';
import { lastResolution } from './told';

const note = (text: string, t?: string) => ({ kind: 'note' as const, text, detail: t ? { t } : undefined });
const entry = (events: LogEntry['events']): LogEntry => ({ seat: 0, action: { type: 'orders' }, events, text: '' });

describe('lastResolution', () => {
  it("tells the last orders carried out, without the board's notation or the verdict", () => {
    const log = [
      entry([note('Attacker\'s infantry I deployed at c5.', 'deployed'), note('I • • • •', 'board')]),
      entry([]),
      entry([note('Attacker\'s artillery A at e5 fired at defender\'s pikes p: a miss.', 'shot'), note('Defender\'s pikes p at a3 routed: forced back while flanked.', 'rout'), note('• • • • A', 'board'), note('The defender broke.', 'end')]),
      entry([]),
    ];
    expect(lastResolution(log)).toEqual(["Attacker's artillery A at e5 fired at defender's pikes p: a miss.", "Defender's pikes p at a3 routed: forced back while flanked."]);
    expect(lastResolution(log.slice(0, 2))).toEqual(["Attacker's infantry I deployed at c5."]);
    expect(lastResolution([entry([])])).toEqual([]);
  });
});
