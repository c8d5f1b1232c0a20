// The pieces selected at the Free Table, and what the keys and the menu do to them: turn them
// over, turn them, nudge them with the arrows, remove them. Pieces locked in place stay where they
// lie; the selection follows the table (a piece gone from it is no longer selected).
import { toMm } from '../../engine/units';
import { isRound, pieceSize } from './art';
import { clampOnTable, halfExtents, keepOnTable, type Reach, type Size } from './placement';
import { unitSystem, type FreeTableAction, type FreeTableState, type Piece, type PiecePose } from './rules';

/** How far a piece posed so reaches across and down the table of `s`. */
export function reachOf(s: FreeTableState, pose: PiecePose): Reach {
  const p = s.pieces.find((x) => x.id === pose.id);
  const half = p ? halfExtents(pieceSize(p, s.options), pose.angle, isRound(p)) : { x: 0, y: 0 };
  return { x: pose.x, y: pose.y, half };
}

/** Poses of pieces moved together, the group kept wholly on the cloth (placement.ts: keepOnTable). */
export function keptOnTable(s: FreeTableState, table: Size, poses: readonly PiecePose[]): PiecePose[] {
  const kept = keepOnTable(table, poses.map((pose) => reachOf(s, pose)));
  return poses.map((pose, i) => ({ ...pose, ...kept[i] }));
}

export interface SelectionHost {
  /** The table as the seat at the screen sees it. */
  view(): FreeTableState;
  table(): Size;
  /** Acts for the seat at the screen; a refusal is said. Whether it was taken. */
  act(action: FreeTableAction): boolean;
  /** Says why a key did nothing. */
  say(text: string): void;
  /** The selection has changed (the panel shows it). */
  publish(ids: string[]): void;
  /** Dice in the air, which the keys leave to their roll. */
  flying(): readonly string[];
}

export class Selection {
  private readonly ids = new Set<string>();

  constructor(private readonly host: SelectionHost) {}

  get size(): number {
    return this.ids.size;
  }

  has(id: string): boolean {
    return this.ids.has(id);
  }

  /** `ids` selected, alone or (`add`) with those already selected. */
  select(ids: Iterable<string>, add = false): void {
    if (!add) this.ids.clear();
    for (const id of ids) this.ids.add(id);
    this.publish();
  }

  /** Shift+click: a piece into the selection, or out of it. */
  toggle(id: string): void {
    if (this.ids.has(id)) this.ids.delete(id);
    else this.ids.add(id);
    this.publish();
  }

  /** Pieces no longer on the table leave the selection. */
  forget(gone: readonly string[]): void {
    for (const id of gone) this.ids.delete(id);
    this.publish();
  }

  /** The selected pieces, in the table's order. */
  pieces(): Piece[] {
    return this.host.view().pieces.filter((p) => this.ids.has(p.id));
  }

  flip(): void {
    const ids = this.pieces()
      .filter((p) => p.kind === 'token' || p.kind === 'figure' || p.kind === 'card')
      .map((p) => p.id);
    if (ids.length) this.host.act({ type: 'flip', ids });
    // F on dice, terrain, a deck or a matchstick alone did nothing and said nothing.
    else if (this.ids.size) this.host.say('Only tokens, figures and cards turn over: T throws dice, and a deck deals from its top.');
  }

  remove(): void {
    const ids = [...this.ids];
    if (ids.length && this.host.act({ type: 'remove', ids })) this.select([]);
  }

  /** Turns the selected pieces by `deg` about their own centres; one turned against an edge steps in, to lie wholly on the cloth. */
  turn(deg: number): void {
    const s = this.host.view();
    const poses = this.movable().map((p) => {
      const pose = { id: p.id, x: p.x, y: p.y, angle: p.angle + deg };
      return { ...pose, ...clampOnTable(this.host.table(), reachOf(s, pose)) };
    });
    if (poses.length) this.host.act({ type: 'move', poses });
  }

  /**
   * Moves the selected pieces by (dx, dy) table units, for the arrow keys: together they stop where
   * the first meets an edge, every one wholly on the cloth (a token's middle used to stop on the
   * edge, leaving half of it off the table).
   */
  nudge(dx: number, dy: number): void {
    const s = this.host.view();
    const mm = toMm(1, unitSystem(s.options));
    const flying = this.host.flying();
    const pieces = this.movable().filter((p) => !flying.includes(p.id));
    const poses = keptOnTable(s, this.host.table(), pieces.map((p) => ({ id: p.id, x: p.x + dx * mm, y: p.y + dy * mm, angle: p.angle })));
    // Pressed against the edge, nothing moves and nothing is logged (kept on, a piece's middle may differ by a rounding).
    const moved = poses.some((pose, i) => Math.hypot(pose.x - pieces[i]!.x, pose.y - pieces[i]!.y) > 1e-6);
    if (moved) this.host.act({ type: 'move', poses });
  }

  /**
   * What the keys move or turn: the selected pieces not locked in place, which stay where they
   * lie, as under a drag. Only locked ones selected: those, so the rules say why they cannot.
   */
  private movable(): Piece[] {
    const selected = this.pieces();
    const free = selected.filter((p) => !p.locked);
    return free.length ? free : selected;
  }

  private publish(): void {
    this.host.publish([...this.ids]);
  }
}
