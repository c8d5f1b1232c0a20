// Setting up a skirmish: the glen for two or four players (or three), who plays each seat (a
// person or the computer), and an editor for a skirmish of your own: a map of the table to draw
// and reshape terrain and place figures on (ScenarioMap.tsx), and a table of the figures with
// their side, team, owner and skills, and the terrain pieces' kinds. The rules' own check refuses
// a set-up that cannot be played, in its words.
import type { SetupFormProps } from '../mode';
import type { MatchSetup, SeatConfig } from '../../engine/game';
import { PlayedBy, withSeatNames } from '../../kits/shell/SeatControls';
import { ScenarioMap } from './ScenarioMap';
import { seatSideNames } from './jumonville-ui';
import {
  MAX_FIGURES,
  MAX_FIGURES_PER_SEAT,
  PROFILES,
  SCENARIOS,
  TEAM_NAMES,
  matchProblem,
  namesProblem,
  scenarioOptions,
  sideLabel,
  type FigureSpec,
  type JumonvilleOptions,
  type Skills,
  type Team,
  type TerrainKind,
} from './rules';

const seatsFor = (n: number): SeatConfig[] => Array.from({ length: n }, (_, i) => (i === 0 ? { name: 'You', control: 'human', strength: 'normal' } : { name: 'Computer', control: 'computer', strength: 'normal' }));

export function defaultJumonvilleSetup(): MatchSetup<JumonvilleOptions> {
  return { options: scenarioOptions('glen-two'), players: seatsFor(2) };
}

/** Why the New game window cannot start this skirmish: its figures' names first (namesProblem), then the rules' own check. */
export function jumonvilleSetupProblem(setup: MatchSetup<JumonvilleOptions>): string | null {
  return namesProblem(setup.options.figures) ?? matchProblem(setup);
}

/** Who a seat's figures are, for its label: "Red: Virginians and Indians". */
function seatLabel(o: JumonvilleOptions, seat: number): string {
  const mine = o.figures.filter((f) => f.owner === seat);
  const team = mine[0]?.team;
  const sides = [...new Set(mine.map((f) => sideLabel(f.side)))];
  return `Player ${seat + 1}${team ? ` · ${TEAM_NAMES[team]}` : ''}${sides.length ? `: ${sides.join(' and ')}` : ''}`;
}

/**
 * Why "Add a figure" would make a set-up the game refuses, or null: the new figure joins the player
 * with the fewest, so only when every player already commands the most one may (or the table holds
 * the most it can) is there nobody to give it to. One wording whether the skirmish was chosen from
 * the list or is the player's own (they read differently, as if at another window size): more
 * players are chosen above either way, in the Skirmish list or in Players.
 */
export function addFigureProblem(o: JumonvilleOptions, seats: number): string | null {
  if (o.figures.length >= MAX_FIGURES) return `The skirmish has ${MAX_FIGURES} figures, the most it takes: remove one to add another.`;
  const fewest = Math.min(...Array.from({ length: seats }, (_, seat) => o.figures.filter((f) => f.owner === seat).length));
  if (fewest < MAX_FIGURES_PER_SEAT) return null;
  return `Each player has ${MAX_FIGURES_PER_SEAT} figures, the most a player commands: remove one to add another${seats >= 4 ? '' : ', or choose more players above'}.`;
}

const SKILLS: (keyof Skills)[] = ['shooting', 'fighting', 'bravery', 'save'];
const SIDES = ['virginians', 'indians', 'french'] as const;
const KINDS: TerrainKind[] = ['woods', 'rocks', 'ravine'];

export function JumonvilleSetup({ value, onChange: change }: SetupFormProps) {
  const setup = value as MatchSetup<JumonvilleOptions>;
  const o = setup.options;
  // A seat nobody named goes by who plays it: "You" alone against the computer; people sharing the
  // computer, or the computer playing several seats, by their party. The party names the seats had
  // before this change count as nobody's naming too (they follow a new scenario's parties).
  const onChange = (next: MatchSetup<JumonvilleOptions>) =>
    change({ ...next, players: withSeatNames(next.players, [...seatSideNames(next.options, next.players.length), ...seatSideNames(o, setup.players.length)]) });
  const custom = o.scenario === 'custom';
  // Typing a name keeps it as typed (an emptied field stays empty while a new name is typed in).
  const setPlayer = (i: number, patch: Partial<SeatConfig>) => ('name' in patch ? change : onChange)({ ...setup, players: setup.players.map((p, j) => (j === i ? { ...p, ...patch } : p)) });
  const setOptions = (patch: Partial<JumonvilleOptions>) => onChange({ ...setup, options: { ...o, scenario: 'custom', ...patch } });
  const setFigure = (i: number, patch: Partial<FigureSpec>) => setOptions({ figures: o.figures.map((f, j) => (j === i ? { ...f, ...patch } : f)) });
  const pick = (id: string) => {
    if (id === 'custom') return onChange({ ...setup, options: { ...o, scenario: 'custom' } });
    const sc = SCENARIOS.find((x) => x.id === id);
    const n = sc?.players ?? 2;
    const players = Array.from({ length: n }, (_, i) => setup.players[i] ?? (seatsFor(n)[i] as SeatConfig));
    onChange({ options: scenarioOptions(id), players });
  };
  const seats = setup.players.length;
  const setSeats = (n: number) => {
    const players = Array.from({ length: n }, (_, i) => setup.players[i] ?? (seatsFor(n)[i] as SeatConfig));
    onChange({ ...setup, players });
  };
  // A new figure joins the player with the fewest (one who lost a figure gets it back), as one of their party.
  const addFigure = () => {
    const count = (seat: number) => o.figures.filter((f) => f.owner === seat).length;
    const owner = Array.from({ length: seats }, (_, seat) => seat).reduce((a, b) => (count(b) < count(a) ? b : a), 0);
    const mate = o.figures.find((f) => f.owner === owner);
    const team: Team = mate?.team ?? (o.figures.filter((f) => f.team === 'red').length > o.figures.filter((f) => f.team === 'black').length ? 'black' : 'red');
    const side = mate?.side ?? (team === 'red' ? 'virginians' : 'french');
    const skills = (PROFILES as Partial<Record<string, Skills>>)[side] ?? PROFILES[team === 'red' ? 'virginians' : 'french'];
    let n = o.figures.length + 1;
    while (o.figures.some((f) => f.id === `figure-${n}`)) n++;
    const at = { x: 4 + ((n * 5) % 28), y: team === 'red' ? 32 : 4 };
    setOptions({ figures: [...o.figures, { id: `figure-${n}`, name: `Figure ${n}`, side, owner, team, skills: { ...skills }, at }] });
  };
  const full = addFigureProblem(o, seats);
  return (
    <div class="form-grid jv-setup">
      <label class="full">
        Skirmish
        <select aria-label="Scenario" value={o.scenario} onChange={(e) => pick(e.currentTarget.value)}>
          {SCENARIOS.map((sc) => (
            <option key={sc.id} value={sc.id}>
              {sc.players === 2 ? 'Two players' : sc.players === 4 ? 'Four players' : 'Three players'}: {sc.title.replace(/ \(.*\)$/, '')}
            </option>
          ))}
          <option value="custom">A skirmish of your own</option>
        </select>
      </label>
      <p class="hint full">{SCENARIOS.find((x) => x.id === o.scenario)?.blurb ?? 'Edit the figures and terrain below. Enemies must start more than 12 in apart.'}</p>
      {custom && (
        <label>
          Players
          <select aria-label="Players" value={seats} onChange={(e) => setSeats(Number(e.currentTarget.value))}>
            {[2, 3, 4].map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </select>
        </label>
      )}
      {setup.players.map((p, i) => (
        <fieldset key={i} class="full seat">
          <legend>{seatLabel(o, i)}</legend>
          <div class="player-row halves">
            <label>
              Name
              <input type="text" maxLength={40} value={p.name} onInput={(e) => setPlayer(i, { name: e.currentTarget.value })} />
            </label>
            <PlayedBy seat={p} label={`Player ${i + 1}`} onChange={(patch) => setPlayer(i, patch)} />
          </div>
        </fieldset>
      ))}
      <details class="full" data-enter-stays>
        <summary>Edit the figures and terrain (a skirmish of your own)</summary>
        <ScenarioMap options={o} onChange={setOptions} />
        <table class="jv-edit">
          <thead>
            <tr>
              <th>Name</th>
              <th>Side</th>
              <th>Team</th>
              <th>Player</th>
              {/* The skills by the names the figure cards in play give them (not "Sh", "Fi", "Br", "Sv"). */}
              <th>Shoot</th>
              <th>Fight</th>
              <th>Bravery</th>
              <th>Save</th>
              <th>x, y (in)</th>
              <th />
            </tr>
          </thead>
          <tbody>
            {o.figures.map((f, i) => (
              <tr key={f.id}>
                <td>
                  <input type="text" aria-label="Figure name" maxLength={40} value={f.name} onInput={(e) => setFigure(i, { name: e.currentTarget.value })} />
                </td>
                <td>
                  <select aria-label={`${f.name} side`} value={f.side} onChange={(e) => setFigure(i, { side: e.currentTarget.value, skills: { ...PROFILES[e.currentTarget.value as 'french'] } })}>
                    {SIDES.map((x) => (
                      <option key={x} value={x}>
                        {sideLabel(x)}
                      </option>
                    ))}
                  </select>
                </td>
                <td>
                  <select aria-label={`${f.name} team`} value={f.team} onChange={(e) => setFigure(i, { team: e.currentTarget.value as Team })}>
                    <option value="red">Red</option>
                    <option value="black">Black</option>
                  </select>
                </td>
                <td>
                  <select aria-label={`${f.name} player`} value={f.owner} onChange={(e) => setFigure(i, { owner: Number(e.currentTarget.value) })}>
                    {Array.from({ length: Math.max(seats, f.owner + 1) }, (_, n) => (
                      <option key={n} value={n}>
                        {n + 1}
                      </option>
                    ))}
                  </select>
                </td>
                {SKILLS.map((k) => (
                  <td key={k}>
                    <input
                      type="number"
                      min={1}
                      max={20}
                      aria-label={`${f.name} ${k}`}
                      value={f.skills[k]}
                      // As typed, so that 0 is refused in words as 21 is, not made 1 unseen; an emptied field is 0.
                      onChange={(e) => setFigure(i, { skills: { ...f.skills, [k]: Math.round(Number(e.currentTarget.value)) || 0 } })}
                    />
                  </td>
                ))}
                <td class="jv-at">
                  <input type="number" step={0.5} aria-label={`${f.name} x`} value={f.at.x} onChange={(e) => setFigure(i, { at: { ...f.at, x: Number(e.currentTarget.value) } })} />
                  <input type="number" step={0.5} aria-label={`${f.name} y`} value={f.at.y} onChange={(e) => setFigure(i, { at: { ...f.at, y: Number(e.currentTarget.value) } })} />
                </td>
                <td>
                  <button type="button" aria-label={`Remove ${f.name}`} onClick={() => setOptions({ figures: o.figures.filter((_, j) => j !== i) })}>
                    ✕
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        <button type="button" disabled={!!full} title={full ?? undefined} aria-describedby={full ? 'jv-add-full' : undefined} onClick={addFigure}>
          Add a figure
        </button>
        {full && (
          <p id="jv-add-full" class="hint">
            {full}
          </p>
        )}
        <ul class="jv-terrain">
          {o.terrain.map((t, i) => (
            <li key={t.id}>
              {t.name}:{' '}
              <select
                aria-label={`${t.name} kind`}
                value={t.kind}
                onChange={(e) => setOptions({ terrain: o.terrain.map((x, j) => (j === i ? { ...x, kind: e.currentTarget.value as TerrainKind } : x)) })}
              >
                {KINDS.map((k) => (
                  <option key={k} value={k}>
                    {k}
                  </option>
                ))}
              </select>{' '}
              <button type="button" aria-label={`Remove ${t.name}`} onClick={() => setOptions({ terrain: o.terrain.filter((_, j) => j !== i) })}>
                ✕
              </button>
            </li>
          ))}
        </ul>
      </details>
    </div>
  );
}
