// Who plays: two to four players, each a person at this computer or the computer at a strength.
import { useContext } from 'preact/hooks';
import type { SetupFormProps } from '../mode';
import type { MatchSetup, SeatConfig } from '../../engine/game';
import { AcrossMachines, PlayedBy } from '../../kits/shell/SeatControls';
import { COLOURS, DEFAULT_OPTIONS, type CupsOptions } from './rules';

const NAMES = ['Red', 'Blue', 'Green', 'Yellow'];

export function defaultCupsSetup(): MatchSetup<CupsOptions> {
  return {
    options: { ...DEFAULT_OPTIONS },
    players: [
      { name: 'You', control: 'human', strength: 'normal' },
      { name: 'Blue', control: 'computer', strength: 'normal' },
    ],
  };
}

/** With more than one person at the mouse, the battle is stacked in turns against a clock. */
export function withBattleMode(setup: MatchSetup<CupsOptions>): MatchSetup<CupsOptions> {
  const humans = setup.players.filter((p) => p.control === 'human').length;
  return { ...setup, options: { ...setup.options, battle: humans > 1 ? 'turns' : 'race' } };
}

/** A name nobody typed: "You" for the one person at the computer, the colour's name for everyone else. */
const isDefaultName = (name: string) => name === 'You' || name === 'Computer' || NAMES.includes(name);

function withNames(setup: MatchSetup<CupsOptions>): MatchSetup<CupsOptions> {
  const humans = setup.players.filter((p) => p.control === 'human').length;
  return {
    ...setup,
    players: setup.players.map((p, i) => (isDefaultName(p.name) ? { ...p, name: p.control === 'human' && humans === 1 ? 'You' : (NAMES[i] ?? 'Player') } : p)),
  };
}

export function CupsSetup({ value, onChange }: SetupFormProps) {
  const setup = value as MatchSetup<CupsOptions>;
  const across = useContext(AcrossMachines);
  const change = (next: MatchSetup<CupsOptions>) => onChange(withBattleMode(withNames(next)));
  const setPlayer = (i: number, patch: Partial<SeatConfig>) => change({ ...setup, players: setup.players.map((p, j) => (j === i ? { ...p, ...patch } : p)) });
  const humans = setup.players.filter((p) => p.control === 'human').length;
  return (
    <div class="form-grid">
      <fieldset class="full">
        <legend>Players (two to four)</legend>
        <div class="players">
          {setup.players.map((p, i) => (
            // The name gives way (the list of who plays keeps its words whole): with a Remove button
            // beside them, two equal columns ran the row past the dialog's edge.
            <div class="player-row" key={i} style={{ gridTemplateColumns: 'minmax(0, 1fr) auto auto' }}>
              <label>
                {COLOURS[i]?.replace(/^./, (c) => c.toUpperCase())}
                <input type="text" maxLength={40} value={p.name} onInput={(e) => setPlayer(i, { name: e.currentTarget.value })} />
              </label>
              <PlayedBy seat={p} label={COLOURS[i] ?? 'player'} onChange={(patch) => setPlayer(i, patch)} />
              {setup.players.length > 2 && (
                <button type="button" aria-label={`Remove ${COLOURS[i]}`} onClick={() => change({ ...setup, players: setup.players.filter((_, j) => j !== i) })}>
                  Remove
                </button>
              )}
            </div>
          ))}
          {setup.players.length < 4 && (
            <button
              type="button"
              onClick={() => change({ ...setup, players: [...setup.players, { name: NAMES[setup.players.length] ?? 'Player', control: 'computer', strength: 'normal' }] })}
            >
              Add a player
            </button>
          )}
        </div>
        <p class="hint">
          {humans > 1
            ? `More than one person at ${across ? 'the table' : 'this computer'}: the battle is stacked in turns, each against a clock (see the rules).`
            : 'You race the computer: everyone stacks at once, and the first to stack everything and call Done ends the battle. Easy is slow and careless, a fair first opponent; normal makes the best attack every second or so; hard is quicker still.'}
        </p>
      </fieldset>
    </div>
  );
}
