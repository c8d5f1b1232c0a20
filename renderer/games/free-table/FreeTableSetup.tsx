// Choosing a table: a size from the usual ones or any other, its units, and who sits at it.
import { useContext } from 'preact/hooks';
import type { SetupFormProps } from '../mode';
import type { MatchSetup, SeatConfig } from '../../engine/game';
import { unitName, type LengthUnit } from '../../engine/units';
import type { FreeTableOptions } from './rules';
import { AcrossMachines } from '../../kits/shell/SeatControls';

const PRESETS: { label: string; width: number; height: number; unit: LengthUnit }[] = [
  { label: '2 × 1 ft', width: 24, height: 12, unit: 'in' },
  { label: '3 × 2 ft', width: 36, height: 24, unit: 'in' },
  { label: '4 × 4 ft', width: 48, height: 48, unit: 'in' },
  { label: '6 × 4 ft', width: 72, height: 48, unit: 'in' },
  { label: '60 × 60 cm', width: 60, height: 60, unit: 'cm' },
  { label: '120 × 80 cm', width: 120, height: 80, unit: 'cm' },
  { label: '12 × 6 matchsticks', width: 12, height: 6, unit: 'matchstick' },
];

const NAMES = ['Red', 'Blue', 'Green', 'Yellow'];

export function defaultFreeTableSetup(): MatchSetup<FreeTableOptions> {
  return {
    options: { width: 36, height: 24, unit: 'in', matchstickInches: 2 },
    players: NAMES.slice(0, 2).map((name) => ({ name, control: 'human', strength: 'normal' })),
  };
}

/** The name a player added takes: the first colour nobody at the table goes by (after Red was removed, Red, not a second Blue). */
function freeName(players: readonly SeatConfig[]): string {
  const taken = new Set(players.map((p) => p.name.trim()));
  return NAMES.find((n) => !taken.has(n)) ?? `Player ${players.length + 1}`;
}

export function FreeTableSetup({ value, onChange }: SetupFormProps) {
  const setup = value as MatchSetup<FreeTableOptions>;
  const across = useContext(AcrossMachines);
  const o = setup.options;
  const set = (patch: Partial<FreeTableOptions>) => onChange({ ...setup, options: { ...o, ...patch } });
  const setPlayers = (players: SeatConfig[]) => onChange({ ...setup, players });
  const count = setup.players.length;
  const clamp = (n: number) => (Number.isFinite(n) ? Math.min(1000, Math.max(1, n)) : 1);
  return (
    <div class="form-grid">
      <fieldset class="full">
        <legend>Table size</legend>
        <div class="presets" role="group" aria-label="Table size presets">
          {PRESETS.map((p) => (
            <button
              key={p.label}
              type="button"
              aria-pressed={o.width === p.width && o.height === p.height && o.unit === p.unit}
              onClick={() => set({ width: p.width, height: p.height, unit: p.unit })}
            >
              {p.label}
            </button>
          ))}
        </div>
        <div class="form-grid" style={{ marginTop: '10px' }}>
          <label>
            Width ({unitName(o.unit)})
            <input type="number" min={1} max={1000} step="any" value={o.width} onChange={(e) => set({ width: clamp(e.currentTarget.valueAsNumber) })} />
          </label>
          <label>
            Depth ({unitName(o.unit)})
            <input type="number" min={1} max={1000} step="any" value={o.height} onChange={(e) => set({ height: clamp(e.currentTarget.valueAsNumber) })} />
          </label>
        </div>
      </fieldset>
      <label>
        Units
        <select value={o.unit} onChange={(e) => set({ unit: e.currentTarget.value as LengthUnit })}>
          <option value="in">Inches</option>
          <option value="cm">Centimetres</option>
          <option value="matchstick">Matchsticks</option>
        </select>
      </label>
      <label>
        A matchstick is (inches)
        <input
          type="number"
          min={0.5}
          max={12}
          step={0.25}
          value={o.matchstickInches}
          onChange={(e) => set({ matchstickInches: Math.min(12, Math.max(0.5, e.currentTarget.valueAsNumber || 2)) })}
        />
      </label>
      <fieldset class="full">
        <legend>Players at the table</legend>
        <div class="players">
          {setup.players.map((p, i) => (
            <div class="player-row" key={i}>
              <label>
                Player {i + 1}
                <input
                  type="text"
                  maxLength={40}
                  value={p.name}
                  onInput={(e) => setPlayers(setup.players.map((q, j) => (j === i ? { ...q, name: e.currentTarget.value } : q)))}
                />
              </label>
              {count > 1 && (
                <button type="button" aria-label={`Remove player ${i + 1}`} onClick={() => setPlayers(setup.players.filter((_, j) => j !== i))}>
                  Remove
                </button>
              )}
            </div>
          ))}
          {count < 4 && (
            <button type="button" onClick={() => setPlayers([...setup.players, { name: freeName(setup.players), control: 'human', strength: 'normal' }])}>
              Add a player
            </button>
          )}
        </div>
        <p class="hint">
          {across
            ? 'Each player moves the pieces with their own mouse and sees only their own hand of cards.'
            : 'Everyone shares the mouse; the Seat list on the toolbar shows whose hand of cards is on screen.'}
        </p>
      </fieldset>
    </div>
  );
}
