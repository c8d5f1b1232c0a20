// A complete save, for tests of everything that reads or writes saves.
import { SAVE_SCHEMA_VERSION, type SaveEnvelope } from './save-format';

export function sampleSave(overrides: Partial<SaveEnvelope> = {}): SaveEnvelope {
  return {
    format: 'muster-save',
    schema: SAVE_SCHEMA_VERSION,
    app: '0.1.0',
    name: 'Skirmish at the ford',
    savedAt: '2026-11-29T15:00:00.000Z',
    game: {
      id: 'free-table',
      title: 'Free Table',
      options: { width: 36, height: 24, units: 'in' },
      players: [
        { name: 'Red', control: 'human', strength: 'normal' },
        { name: 'Blue', control: 'computer', strength: 'hard' },
      ],
    },
    seed: 12345,
    log: [
      { seat: 0, action: { type: 'move', id: 'p1', x: 10, y: 20 }, events: [], text: 'Red moved a token' },
      {
        seat: 1,
        action: { type: 'roll', dice: [3, 4] },
        events: [{ kind: 'roll', who: 1, why: 'Free roll', dice: '2d6', faces: [3, 4], total: 7 }],
        text: 'Blue rolled 2d6: 7',
      },
    ],
    cursor: 1,
    snapshot: { pieces: [{ id: 'p1', x: 10, y: 20 }] },
    progress: '1 piece on the table',
    thumbnail: 'data:image/png;base64,iVBORw0KGgo=',
    ...overrides,
  };
}
