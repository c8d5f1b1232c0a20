// Pieces shared by the games' set-up forms and panels: who plays a seat, and the curtain that
// passes the one mouse between people at one computer.
import type { ComponentChildren } from 'preact';
import type { SeatConfig, Strength } from '../../engine/game';

/** "Played by": a person at this computer, or the computer at one of its strengths. */
export function PlayedBy({ seat, label, onChange }: { seat: SeatConfig | undefined; label: string; onChange: (patch: Partial<SeatConfig>) => void }) {
  return (
    <label>
      Played by
      <select
        aria-label={`${label} played by`}
        value={seat?.control === 'computer' ? seat.strength : 'human'}
        onChange={(e) => {
          const v = e.currentTarget.value;
          onChange(v === 'human' ? { control: 'human' } : { control: 'computer', strength: v as Strength });
        }}
      >
        <option value="human">A person at this computer</option>
        <option value="easy">The computer: easy</option>
        <option value="normal">The computer: normal</option>
        <option value="hard">The computer: hard</option>
      </select>
    </label>
  );
}

/** Covers the table until the next person says they have the mouse, so a hand stays private. */
export function Curtain({ id, title, button, onLift, children }: { id: string; title: string; button: string; onLift: () => void; children: ComponentChildren }) {
  return (
    <div class="backdrop interactive">
      <div class="dialog" role="dialog" aria-modal="true" aria-labelledby={id}>
        <header>
          <h2 id={id}>{title}</h2>
        </header>
        <div class="body">{children}</div>
        <footer>
          <button class="primary" autofocus onClick={onLift}>
            {button}
          </button>
        </footer>
      </div>
    </div>
  );
}
