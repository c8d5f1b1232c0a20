// Who plays each side of Tippecanoe (a person at this computer, or the computer at a strength),
// their names, and the card values played with.
import { useContext } from 'preact/hooks';
import type { SetupFormProps } from '../mode';
import type { MatchSetup, SeatConfig } from '../../engine/game';
import { AcrossMachines, PlayedBy, withSeatNames } from '../../kits/shell/SeatControls';
import { SIDE_NAMES, type TipOptions, type Variant } from './rules';
import { balancedChanges } from './rules/values';

const SIDES = [SIDE_NAMES[0], SIDE_NAMES[1]];

/** The variants offered: the rules' values as we set them, and the few the balance lab tuned. */
export const VARIANTS: readonly { id: Variant; name: string; words: string }[] = [
  { id: 'as-written', name: 'As written', words: "The card values set from the rules' worked example (see the Rules)." },
  { id: 'balanced', name: 'Balanced', words: `Tuned by self-play so equal players win about half their games on either side: ${balancedChanges().join('; ')}.` },
];

export function defaultTipSetup(): MatchSetup<TipOptions> {
  return {
    options: { variant: 'as-written' },
    players: withSeatNames(
      [
        { name: 'You', control: 'human', strength: 'normal' },
        { name: 'Computer', control: 'computer', strength: 'normal' },
      ],
      SIDES,
    ),
  };
}

export function TipSetup({ value, onChange }: SetupFormProps) {
  const setup = value as MatchSetup<TipOptions>;
  const across = useContext(AcrossMachines);
  const change = (next: MatchSetup<TipOptions>) => onChange({ ...next, players: withSeatNames(next.players, SIDES) });
  // Typing a name keeps it as typed (an emptied field stays empty while a new name goes in);
  // changing who plays renames the seats nobody named.
  const setPlayer = (i: number, patch: Partial<SeatConfig>) => ('control' in patch ? change : onChange)({ ...setup, players: setup.players.map((p, j) => (j === i ? { ...p, ...patch } : p)) });
  const humans = setup.players.filter((p) => p.control === 'human').length;
  return (
    <div class="form-grid">
      <fieldset class="full">
        <legend>The sides</legend>
        <div class="players">
          {setup.players.map((p, i) => (
            <div class="player-row" key={i} style={{ gridTemplateColumns: '1fr 1fr' }}>
              <label>
                {i === 0 ? 'Native Confederacy (moves first)' : 'US army'}
                <input type="text" maxLength={40} value={p.name} aria-label={`${SIDES[i]} name`} onInput={(e) => setPlayer(i, { name: e.currentTarget.value })} />
              </label>
              <PlayedBy seat={p} label={SIDES[i] ?? 'Side'} onChange={(patch) => setPlayer(i, patch)} />
            </div>
          ))}
        </div>
        <p class="hint">
          {humans > 1
            ? across
              ? 'Each player sees only their own hand, on their own screen.'
              : 'Two people at one computer: a curtain hides each hand while the other plays.'
            : humans === 1
              ? 'You play against the computer, at the strength chosen; the screen shows your hand.'
              : 'The computer plays both sides: watch.'}
        </p>
      </fieldset>
      <label class="full">
        Card values
        <select aria-label="Card values" value={setup.options.variant} onChange={(e) => change({ ...setup, options: { ...setup.options, variant: e.currentTarget.value as Variant } })}>
          {VARIANTS.map((v) => (
            <option key={v.id} value={v.id}>
              {v.name}
            </option>
          ))}
        </select>
        <span class="hint">{VARIANTS.find((v) => v.id === setup.options.variant)?.words}</span>
      </label>
    </div>
  );
}
