// A complete save of a real game (the Free Table: a red token put down, then moved, the move
// undone), for tests of everything that reads or writes saves. Its log replays, so every check a
// store makes passes; tests that need a damaged save damage this one.
import { restoreHistory } from '../engine/action-log';
import { freeTable } from '../games/free-table/rules';
import { SAVE_SCHEMA_VERSION, type SaveEnvelope } from '../contract/save-format';

const SETUP = {
  options: { width: 36, height: 24, unit: 'in' as const, matchstickInches: 2 },
  players: [
    { name: 'Red', control: 'human' as const, strength: 'normal' as const },
    { name: 'Blue', control: 'computer' as const, strength: 'hard' as const },
  ],
};
const SEED = 12345;
const LOG = [
  { seat: 0, action: { type: 'place' as const, spec: { kind: 'token' as const, colour: 'red' as const, label: '1' }, x: 100, y: 100, angle: 0 } },
  { seat: 1, action: { type: 'move' as const, poses: [{ id: 'p1', x: 120, y: 140, angle: 90 }] } },
];

export function sampleSave(overrides: Partial<SaveEnvelope> = {}): SaveEnvelope {
  // The snapshot is the game at the save's cursor (as a real save's is), unless a test gives one:
  // made with the save's own seed (another seed's left the snapshot's generator disagreeing with
  // the log, a damaged save that the log check behind play stopped only when it ran late).
  const restored = restoreHistory(freeTable, SETUP, overrides.seed ?? SEED, LOG, overrides.log ? 1 : (overrides.cursor ?? 1));
  if (!restored.ok) throw new Error(restored.message);
  const h = restored.history;
  return {
    format: 'muster-save',
    schema: SAVE_SCHEMA_VERSION,
    app: '0.1.0',
    name: 'Skirmish at the ford',
    savedAt: '2026-11-29T15:00:00.000Z',
    game: { id: 'free-table', title: 'Free Table', options: { ...SETUP.options }, players: SETUP.players.map((p) => ({ ...p })) },
    seed: SEED,
    log: h.entries.map((e) => ({ seat: e.seat, action: structuredClone(e.action), events: structuredClone(e.events) as { kind: string }[], text: e.text })),
    cursor: h.cursor,
    snapshot: structuredClone(h.states[h.cursor]),
    progress: '1 piece on the table',
    thumbnail: 'data:image/png;base64,iVBORw0KGgo=',
    ...overrides,
  };
}

/**
 * The save with its snapshot made anew from its log (a test that writes its own log of good
 * moves): the game at the cursor, as writing it would store. Free Table saves only.
 */
export function withSnapshot(save: SaveEnvelope): SaveEnvelope {
  const restored = restoreHistory(freeTable, { options: save.game.options as typeof SETUP.options, players: save.game.players }, save.seed, save.log as unknown as { seat: number; action: Parameters<typeof freeTable.apply>[1] }[], save.cursor);
  if (!restored.ok) throw new Error(restored.message);
  return { ...save, snapshot: structuredClone(restored.history.states[save.cursor]) };
}
