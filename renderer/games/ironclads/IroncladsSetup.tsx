// Setting up a battle: a ready-made scenario or your own (the scenario editor: ships, names,
// classes and sides here; positions, headings and the banks on the table when "Arrange" is on),
// the matchstick's length, the turn limit, and who plays each side.
import type { SetupFormProps } from '../mode';
import type { MatchSetup, SeatConfig } from '../../engine/game';
import { PlayedBy } from '../../kits/shell/SeatControls';
import { numberWithin, wholeWithin } from '../../kits/shell/whole-number';
import { repeatedName } from '../../contract/save-format';
import {
  DEFAULT_STICK_INCHES,
  MAX_SHIPS,
  MAX_STICK_INCHES,
  SCENARIOS,
  SHIP_CLASSES,
  SIDE_NAMES,
  arrangementProblem,
  relayY,
  generateRiver,
  newShipSpec,
  scenarioOptions,
  shipClass,
  type IroncladsOptions,
  type IroncladsState,
  type ShipSpec,
  type Side,
} from './rules';

export function defaultIroncladsSetup(): MatchSetup<IroncladsOptions> {
  return {
    options: scenarioOptions('plum-point'),
    players: [
      { name: 'You', control: 'human', strength: 'normal' },
      { name: 'Computer', control: 'computer', strength: 'normal' },
    ],
  };
}

/** Why this set-up cannot start, or null. */
export function ironcladsSetupProblem(setup: MatchSetup<IroncladsOptions>): string | null {
  const o = setup.options;
  if (o.ships.length > MAX_SHIPS) return `At most ${MAX_SHIPS} ships.`;
  for (const side of [0, 1] as const) if (!o.ships.some((x) => x.side === side)) return `The ${o.sides[side]} side needs a ship.`;
  if (o.ships.some((x) => !x.name.trim())) return 'Every ship needs a name.';
  // Two of one name could not be told apart in the movement order, the targets or the log.
  const twin = repeatedName(o.ships.map((x) => x.name));
  if (twin !== null) return `Two ships are called “${twin.trim()}”: give each a name of its own.`;
  if (!o.arrange) {
    const asState = { options: o, river: o.river, ships: o.ships.map((x) => ({ ...x, sunk: false })) } as unknown as IroncladsState;
    const problem = arrangementProblem(asState);
    if (problem) return `${problem} Tick "Arrange the table first" to place the ships yourself.`;
  }
  return null;
}

/** A name nobody typed follows who plays: "You" for the one person, else the side's name, "Computer" for the computer. */
function withNames(setup: MatchSetup<IroncladsOptions>): MatchSetup<IroncladsOptions> {
  const defaults = ['You', 'Computer', ...SIDE_NAMES];
  const humans = setup.players.filter((p) => p.control === 'human').length;
  return {
    ...setup,
    players: setup.players.map((p, i) =>
      defaults.includes(p.name) ? { ...p, name: p.control === 'computer' ? (humans === 0 ? (SIDE_NAMES[i as Side] ?? 'Computer') : 'Computer') : humans === 1 ? 'You' : (SIDE_NAMES[i as Side] ?? 'Player') } : p,
    ),
  };
}

/**
 * The ready-made battle `id` with the matchstick and turn limit of `o`, and its "Arrange the table
 * first" box as the player left it on another ready-made battle. A battle of your own ticks the box
 * by itself: leaving it for a ready-made one clears it (Hampton Roads, picked after a look at a
 * battle of your own, opened on the table to arrange, unasked).
 */
export function withScenario(o: IroncladsOptions, id: string): IroncladsOptions {
  return { ...scenarioOptions(id, o.matchstickInches, o.turnLimit), arrange: o.scenario === 'custom' ? false : o.arrange };
}

/**
 * The last battle started, as New game opens on it again: a ready-made battle begins at once unless
 * the player ticks "Arrange the table first" this time (a tick is for that game; one kept by a Muster
 * before withScenario, from a look at a battle of your own, opened Hampton Roads on the table to
 * arrange, unasked). A battle of your own keeps its box as it was.
 */
export function recalledIronclads(setup: MatchSetup<unknown>): MatchSetup<unknown> {
  const o = setup.options as IroncladsOptions;
  return o.scenario === 'custom' || !o.arrange ? setup : { ...setup, options: { ...o, arrange: false } };
}

export function IroncladsSetup({ value, onChange }: SetupFormProps) {
  const setup = value as MatchSetup<IroncladsOptions>;
  const o = setup.options;
  const set = (patch: Partial<IroncladsOptions>) => onChange({ ...setup, options: { ...o, ...patch } });
  // A battle of your own starts arranged on the table; once it is one, the box is the player's (a ship renamed never ticks it again).
  const custom = (patch: Partial<IroncladsOptions>) => set({ scenario: 'custom', title: 'A battle of your own', arrange: o.scenario === 'custom' ? o.arrange : true, ...patch });
  const setPlayer = (i: number, patch: Partial<SeatConfig>) => onChange(withNames({ ...setup, players: setup.players.map((p, j) => (j === i ? { ...p, ...patch } : p)) }));
  const setShip = (i: number, patch: Partial<ShipSpec>) => custom({ ships: o.ships.map((x, j) => (j === i ? { ...x, ...patch } : x)) });
  const scenario = SCENARIOS.find((x) => x.id === o.scenario);

  const pickScenario = (id: string) => {
    if (id === 'custom') return custom({});
    onChange({ ...setup, options: withScenario(o, id) });
  };
  /** `typed`: the field's valueAsNumber (NaN when emptied: then the default 2 in, not the least). */
  const setStick = (typed: number) => {
    const stick = numberWithin(typed, 1, MAX_STICK_INCHES, DEFAULT_STICK_INCHES);
    if (scenario) return onChange({ ...setup, options: { ...scenarioOptions(scenario.id, stick, o.turnLimit), arrange: o.arrange } });
    const river = generateRiver(Math.round(stick * 1000) + 7, stick, o.river.flow);
    set({ matchstickInches: stick, river, ships: o.ships.map((x) => ({ ...x, y: relayY(o.river, river, x.x, x.y) })) });
  };

  return (
    <div class="form-grid ic-setup">
      <label class="full">
        Battle
        <select aria-label="Scenario" value={o.scenario} onChange={(e) => pickScenario(e.currentTarget.value)}>
          {SCENARIOS.map((sc) => (
            <option key={sc.id} value={sc.id}>
              {sc.title}
            </option>
          ))}
          <option value="custom">A battle of your own</option>
        </select>
      </label>
      {/* A battle of your own is arranged on the table first unless the box below is cleared: the words follow it. */}
      <p class="hint full">
        {scenario?.blurb ??
          (o.arrange
            ? 'Choose the ships and their sides below; you place them on the table, with the banks, before the first turn.'
            : 'Choose the ships and their sides below; the battle begins at once, each ship where the set-up lays her.')}
      </p>
      <label>
        Matchstick (inches)
        <input type="number" min={1} max={MAX_STICK_INCHES} step={0.25} value={o.matchstickInches} aria-label="Matchstick length in inches" onChange={(e) => setStick(e.currentTarget.valueAsNumber)} />
      </label>
      <label>
        Turn limit
        <input type="number" min={1} max={99} value={o.turnLimit} aria-label="Turn limit" onChange={(e) => set({ turnLimit: wholeWithin(e.currentTarget.valueAsNumber, 1, 99, 10) })} />
      </label>
      {/* A stick typed longer is cut to the longest: say why, or 3 in turns into 2.88 without a word. */}
      <p class="hint full">A matchstick is 1 to {MAX_STICK_INCHES} in long: the river, four sticks wide at least, must fit the table 1 ft deep.</p>
      <label class="inline-check full">
        <input type="checkbox" checked={o.arrange} onChange={(e) => set({ arrange: e.currentTarget.checked })} />
        Arrange the table first (place the ships, bend the banks, set the flow)
      </label>
      {([0, 1] as const).map((side) => (
        <fieldset key={side} class="full seat">
          <legend>{SIDE_NAMES[side]}</legend>
          <div class="player-row halves">
            <label>
              Name
              <input type="text" maxLength={40} value={setup.players[side]?.name ?? ''} onInput={(e) => setPlayer(side, { name: e.currentTarget.value })} />
            </label>
            <PlayedBy seat={setup.players[side]} label={SIDE_NAMES[side]} onChange={(patch) => setPlayer(side, patch)} />
          </div>
          <ul class="ic-ship-list" aria-label={`${SIDE_NAMES[side]} ships`}>
            {o.ships.map((ship, i) =>
              ship.side !== side ? null : (
                <li key={ship.id} class="ic-ship">
                  <input type="text" maxLength={40} aria-label="Ship name" value={ship.name} onInput={(e) => setShip(i, { name: e.currentTarget.value })} />
                  <button type="button" aria-label={`Remove ${ship.name}`} disabled={o.ships.filter((x) => x.side === side).length < 2} onClick={() => custom({ ships: o.ships.filter((_, j) => j !== i) })}>
                    Remove
                  </button>
                  <select aria-label={`${ship.name} class`} title={shipClass(ship.cls).note} value={ship.cls} onChange={(e) => setShip(i, { cls: e.currentTarget.value })}>
                    {SHIP_CLASSES.map((c) => (
                      <option key={c.id} value={c.id}>
                        {c.label} ({Math.round(c.length)} mm)
                      </option>
                    ))}
                  </select>
                </li>
              ),
            )}
          </ul>
          <button type="button" disabled={o.ships.length >= MAX_SHIPS} onClick={() => custom({ ships: [...o.ships, newShipSpec(o, side)] })}>
            Add a ship
          </button>
        </fieldset>
      ))}
    </div>
  );
}
