// The army screen: who commands each side (a person, or the computer and how well it plays),
// and which units each side fields, from a ready-made army or unit by unit.
import { useState } from 'preact/hooks';
import type { SetupFormProps } from '../mode';
import type { MatchSetup, SeatConfig } from '../../engine/game';
import { PlayedBy, withSeatNames } from '../../kits/shell/SeatControls';
import { wholeWithin } from '../../kits/shell/whole-number';
import { READY_ARMIES, armyProblem, frontUnits, homeUnits } from './rules/armies';
import { DEFAULT_TURN_LIMIT, SIDE_NAMES, UNIT_NAMES, UNIT_TYPES, textToBoard, withBoard, type Side, type Tiny18cOptions, type UnitType } from './rules';

export function defaultTiny18cSetup(): MatchSetup<Tiny18cOptions> {
  return {
    options: { armies: [[...READY_ARMIES[0]!.units], [...READY_ARMIES[0]!.units]], turnLimit: DEFAULT_TURN_LIMIT },
    players: [
      { name: 'You', control: 'human', strength: 'normal' },
      { name: 'Computer', control: 'computer', strength: 'normal' },
    ],
  };
}

const sameArmy = (a: readonly UnitType[], b: readonly UnitType[]) => [...a].sort().join() === [...b].sort().join();

export function Tiny18cSetup({ value, onChange }: SetupFormProps) {
  const setup = value as MatchSetup<Tiny18cOptions>;
  const o = setup.options;
  const setArmy = (side: Side, army: UnitType[]) => {
    const armies: [UnitType[], UnitType[]] = [o.armies[0], o.armies[1]];
    armies[side] = army;
    onChange({ ...setup, options: { ...o, armies } });
  };
  const setPlayer = (side: Side, patch: Partial<SeatConfig>) => {
    const players = setup.players.map((p, i) => (i === side ? { ...p, ...patch } : p));
    // Typing a name keeps it; changing who plays renames seats nobody named.
    onChange({ ...setup, players: 'control' in patch ? withSeatNames(players, SIDE_NAMES) : players });
  };
  const board = o.board ? textToBoard(o.board) : null;
  // The battle keeps the board it reads, without the words pasted round it (withBoard); the box
  // keeps the text as typed while it is the text of that board.
  const [typed, setTyped] = useState(o.board ?? '');
  const kept = (text: string): string | undefined => {
    const from = withBoard(o, text);
    return from.ok ? from.options.board : text.trim() ? text : undefined;
  };
  const boardText = kept(typed) === o.board ? typed : (o.board ?? '');
  return (
    <div class="form-grid">
      {([0, 1] as const).map((side) => {
        const p = setup.players[side];
        const army = o.armies[side];
        const problem = armyProblem(army);
        const ready = READY_ARMIES.find((r) => sameArmy(r.units, army));
        const count = (t: UnitType) => army.filter((x) => x === t).length;
        const add = (t: UnitType) => setArmy(side, [...army, t]);
        const remove = (t: UnitType) => {
          const i = army.lastIndexOf(t);
          if (i >= 0) setArmy(side, [...army.slice(0, i), ...army.slice(i + 1)]);
        };
        return (
          <fieldset class="army full" key={side}>
            <legend>
              {SIDE_NAMES[side]} ({side === 0 ? 'top row, capital letters' : 'bottom row, lower case'})
            </legend>
            <div class="form-grid">
              <label>
                Name
                <input type="text" maxLength={40} value={p?.name ?? ''} onInput={(e) => setPlayer(side, { name: e.currentTarget.value })} />
              </label>
              <PlayedBy seat={p} label={SIDE_NAMES[side]} onChange={(patch) => setPlayer(side, patch)} />
            </div>
            {!board?.ok && (
              <>
                <label>
                  Army
                  <select
                    aria-label={`${SIDE_NAMES[side]} army`}
                    value={ready?.name ?? 'custom'}
                    onChange={(e) => {
                      const ready = READY_ARMIES.find((r) => r.name === e.currentTarget.value);
                      if (ready) setArmy(side, [...ready.units]);
                    }}
                  >
                    {READY_ARMIES.map((r) => (
                      <option key={r.name} value={r.name} title={r.blurb}>
                        {r.name}
                      </option>
                    ))}
                    <option value="custom">Your own choice</option>
                  </select>
                </label>
                <div class="army-counts" role="group" aria-label={`${SIDE_NAMES[side]} units`}>
                  {UNIT_TYPES.map((t) => (
                    <span class="army-count" key={t}>
                      <button type="button" aria-label={`One fewer ${UNIT_NAMES[t]}`} onClick={() => remove(t)} disabled={count(t) === 0}>
                        −
                      </button>
                      <output aria-label={`${UNIT_NAMES[t]} count`}>{count(t)}</output>
                      <button type="button" aria-label={`One more ${UNIT_NAMES[t]}`} onClick={() => add(t)}>
                        +
                      </button>
                      {UNIT_NAMES[t]}
                    </span>
                  ))}
                </div>
                <p class={problem ? 't18-problem' : 'hint'}>
                  {problem ?? `${ready ? `${ready.blurb} ` : ''}${homeUnits(army)} on the home row, ${frontUnits(army)} in front (scouts and bonus militia).`}
                </p>
              </>
            )}
          </fieldset>
        );
      })}
      <label class="full">
        Or start from a board (optional: paste one in the rules' notation)
        <textarea
          class="t18-paste"
          rows={5}
          aria-label="Start from a board"
          value={boardText}
          onInput={(e) => {
            setTyped(e.currentTarget.value);
            onChange({ ...setup, options: { ...o, board: kept(e.currentTarget.value) } as Tiny18cOptions });
          }}
        />
      </label>
      {board && !board.ok && <p class="t18-problem full">{board.message}</p>}
      <label>
        Drawn if nobody has broken by turn
        <input
          type="number"
          min={1}
          max={500}
          value={o.turnLimit}
          onChange={(e) => onChange({ ...setup, options: { ...o, turnLimit: wholeWithin(e.currentTarget.valueAsNumber, 1, 500, DEFAULT_TURN_LIMIT) } })}
        />
      </label>
    </div>
  );
}

/** Why this set-up cannot start, or null. */
export function setupProblem(setup: MatchSetup<Tiny18cOptions>): string | null {
  const o = setup.options;
  if (o.board) {
    const from = withBoard(o, o.board);
    return from.ok ? null : from.message;
  }
  return armyProblem(o.armies[0]) ?? armyProblem(o.armies[1]);
}
