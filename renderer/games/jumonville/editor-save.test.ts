// A skirmish drawn in the scenario editor is saved with the game and played: its options pass
// the save's check (the options' schema and a replay from them), come back from the save's text,
// and the game set up from them has the drawn rocks on its table, blocking sight across them.
import { describe, expect, it } from 'vitest';
import { checkGameNow, checkSaveText, restoreSaveNow } from '../../contract/save-check';
import { writeSaveText } from '../../contract/save-format';
import { RULES } from '../rules-registry';
import { sampleSave } from '../../testing/save-fixture';
import { movePiece, newPiece } from './map-edit';
import { jumonville, scenarioOptions, sightBetween, type JumonvilleOptions, type JumonvilleState } from './rules';

const players = [
  { name: 'You', control: 'human' as const, strength: 'normal' as const },
  { name: 'Computer', control: 'computer' as const, strength: 'normal' as const },
];

function drawn(): JumonvilleOptions {
  const o = scenarioOptions('glen-two');
  const rocks = newPiece(o.terrain, 'rocks', [
    { x: 21, y: 24 },
    { x: 25, y: 24 },
    { x: 26, y: 27.5 },
    { x: 21, y: 26.5 },
  ]);
  return { ...o, scenario: 'custom', terrain: [...o.terrain, { ...rocks, points: movePiece(rocks.points, 0.5, 0) }] };
}

describe('a drawn skirmish, saved and played', () => {
  it('passes the save check, comes back from the text, and its game plays on the drawn terrain', async () => {
    const options = drawn();
    const state = jumonville.setup({ options, players }, 7) as JumonvilleState;
    const save = sampleSave({ game: { id: jumonville.id, title: 'Skirmish at Jumonville Glen', options, players }, seed: 7, log: [], cursor: 0, snapshot: state });
    expect(checkGameNow(save, RULES)).toEqual({ ok: true });
    const read = await checkSaveText(writeSaveText(save), 'Drawn.muster', RULES);
    expect(read.ok).toBe(true);
    if (!read.ok) return;
    expect(read.save.game.options).toEqual(options);
    const restored = restoreSaveNow(jumonville, read.save);
    expect(restored.ok).toBe(true);
    if (!restored.ok) return;
    const s = restored.history.states[0] as JumonvilleState;
    const piece = s.terrain.find((t) => t.id === 'rocks-5');
    expect(piece?.points).toEqual([
      { x: 21.5, y: 24 },
      { x: 25.5, y: 24 },
      { x: 26.5, y: 27.5 },
      { x: 21.5, y: 26.5 },
    ]);
    // The new rocks stand between these two points, and block the sight between them.
    expect(sightBetween(s.terrain, { x: 23.5, y: 22 }, { x: 23.5, y: 29 })).toEqual({ clear: false, reason: 'rocks' });
    expect(sightBetween(scenarioOptions('glen-two').terrain, { x: 23.5, y: 22 }, { x: 23.5, y: 29 })).toEqual({ clear: true });
  });
  it('a save whose drawn piece crosses itself is refused, naming the piece', () => {
    const options = drawn();
    const bad = { ...options, terrain: options.terrain.map((t) => (t.id === 'rocks-5' ? { ...t, points: [t.points[0]!, t.points[2]!, t.points[1]!, t.points[3]!] } : t)) };
    const save = sampleSave({ game: { id: jumonville.id, title: 'Skirmish at Jumonville Glen', options: bad, players }, seed: 7, log: [], cursor: 0 });
    expect(checkGameNow(save, RULES)).toMatchObject({ ok: false, why: expect.stringMatching(/Rocks 5's edges cross/) });
  });
});
