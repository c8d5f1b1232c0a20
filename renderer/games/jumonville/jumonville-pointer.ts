// The pointer on the Jumonville table: a press on a figure of yours that may move lifts it, a drag
// carries it (overlay.ts draws its path, its length and the odds from where it would stand), and
// the release drops it: a move, or the rules' refusal in their words; put back where it stood, no
// move. A click picks a figure or acts on an enemy (a right-click charges); a drag begun on the
// cloth or an enemy pans the table. A carried figure goes back where it stood when let go off the
// table, on Escape, or when the window changes size. No Phaser here: the scene hands it the
// pointer and carries out what it asks (PointerHost).
import type { Store } from '../../kits/shell/store';
import { MM, toInches } from './art';
import { canActWith, oddsFor, type JumonvilleUi } from './jumonville-ui';
import { BASE_RADIUS, figureById, moveOk, onTable, planMove, type Figure, type JumonvilleAction, type JumonvilleState, type Point } from './rules';

/** A figure being dragged: where to (inches), the path there, whether it may be dropped there. */
export interface Drag {
  figure: string;
  at: Point;
  plan: ReturnType<typeof planMove> | null;
  ok: boolean;
  moved: boolean;
}

/** The pointer as the hand reads it: where on the screen (px), which button, whether it is down. */
export interface HandPointer {
  x: number;
  y: number;
  button: number;
  isDown: boolean;
}

/** What the hand reads of the scene, and asks of it. */
export interface PointerHost {
  /** The seat at the screen's view of the state, and the table as it shows it now (as it was, during a playback). */
  view(): JumonvilleState;
  shown(): JumonvilleState;
  viewer(): number;
  isHuman(seat: number): boolean;
  /** The seat at the screen may act now (a person's, not during a playback). */
  canAct(): boolean;
  selectedActor(): Figure | null;
  /** The panel's and the table's store for this session. */
  store(): Store<JumonvilleUi>;
  zoom(): number;
  /** Why the rules would refuse `action` from `seat` now, in their words, or null. */
  refusal(action: JumonvilleAction, seat: number): string | null;
  act(action: JumonvilleAction): boolean;
  command(kind: 'shoot' | 'charge' | 'fight', target: string): boolean;
  /** Does `fn` now, or once the table has shown what is playing back. */
  whenShown(fn: () => void): void;
  toast(text: string, kind: 'info' | 'error'): void;
  startPan(from: { x: number; y: number }): void;
  setCarrying(on: boolean): void;
  /** The carried figure drawn at `world` (table px), its name placed with it. */
  carry(id: string, world: Point): void;
  /** The figures drawn where the state has them, and the overlay again. */
  settle(): void;
  /** The overlay drawn again (the path, the odds). */
  redraw(): void;
  setCursor(cursor: string): void;
  /** The tape measure is the tool in hand. */
  taping(): boolean;
}

/** The press under way; `refused`: why the figure pressed may not be dragged, `told` once the pointer moved and it was said. */
interface Press {
  x: number;
  y: number;
  world: Point;
  figure: string | null;
  right: boolean;
  refused?: string | null;
  told?: boolean;
  skipping?: boolean;
}

/** A press moved less than this (screen px) is a click, not a drag. */
const CLICK_SLOP = 5;

export class JumonvillePointer {
  private carried: Drag | null = null;
  private press: Press | null = null;
  /** The pointer is off the canvas: a drag under way waits where it last was on the table. */
  private outside = false;

  constructor(private readonly host: PointerHost) {}

  /** The figure carried now, if any (what the overlay draws, what Undo waits for). */
  get drag(): Drag | null {
    return this.carried;
  }

  /** A new run of the scene: nothing in hand. */
  reset(): void {
    this.carried = null;
    this.press = null;
    this.outside = false;
  }

  /**
   * The pointer leaving the canvas is not a release: a figure being carried waits where the pointer
   * last was on the table, and goes on with the pointer if it comes back with the button held. Let
   * go out there, the move is called off (release), as a piece dropped off a VASSAL map goes back.
   */
  leftCanvas(): void {
    this.outside = true;
  }

  backOnCanvas(): void {
    this.outside = false;
  }

  /** The figure under a table point (px), the nearest within its base or 8 screen px. */
  figureAt(world: Point, s: JumonvilleState = this.host.view()): Figure | undefined {
    const p = toInches(world);
    const slack = Math.max(BASE_RADIUS, 8 / (this.host.zoom() || 1) / MM);
    return onTable(s)
      .map((f) => ({ f, d: Math.hypot(f.at.x - p.x, f.at.y - p.y) }))
      .filter((x) => x.d <= slack)
      .sort((a, b) => a.d - b.d)[0]?.f;
  }

  down(pointer: HandPointer, world: Point): void {
    const h = this.host;
    if (pointer.button !== 0 && pointer.button !== 2) return;
    const f = this.figureAt(world);
    this.press = { x: pointer.x, y: pointer.y, world, figure: f?.id ?? null, right: pointer.button === 2 };
    if (pointer.button === 0 && f && h.canAct() && canActWith(h.view(), h.viewer(), f.id) && h.view().activation?.moved !== f.id) {
      if (h.store().get().selected !== f.id) h.store().set({ selected: f.id, target: null });
      this.carried = { figure: f.id, at: f.at, plan: null, ok: false, moved: false };
    } else if (pointer.button === 0 && f) this.press.refused = this.noDrag(f);
  }

  /**
   * A press that skipped a playback: the figure under it as the table showed it then. Let go
   * where it was pressed, it is taken as a pick (never a shot or a charge: the player has not
   * seen the outcome yet) once the outcome is shown; dragged, it pans the cloth.
   */
  skippingPress(pointer: HandPointer, world: Point): void {
    if (pointer.button !== 0 && pointer.button !== 2) return;
    this.press = { x: pointer.x, y: pointer.y, world, figure: this.figureAt(world, this.host.shown())?.id ?? null, right: false, skipping: true };
  }

  /**
   * Why a figure of the viewer's may not be dragged now, in the rules' words (it has moved, it has
   * acted for this card, the card is not turned, another player acts), or null: enemies, and a
   * viewer who is not a person at this computer, drag the cloth as before.
   */
  private noDrag(f: Figure): string | null {
    const seat = this.host.viewer();
    if (f.owner !== seat || !this.host.isHuman(seat)) return null;
    return this.host.refusal({ type: 'move', figure: f.id, to: f.at }, seat);
  }

  move(pointer: HandPointer, world: Point): void {
    const h = this.host;
    const drag = this.carried;
    const p = this.press;
    if (drag && pointer.isDown) {
      if (this.outside) return;
      if (!drag.moved && p && Math.hypot(pointer.x - p.x, pointer.y - p.y) < CLICK_SLOP) return;
      const f = figureById(h.view(), drag.figure);
      if (!f) return;
      const at = toInches(world);
      const to = { x: Math.round(at.x * 100) / 100, y: Math.round(at.y * 100) / 100 };
      if (!drag.moved) h.setCarrying(true);
      drag.moved = true;
      if (!drag.plan || Math.hypot(to.x - drag.at.x, to.y - drag.at.y) > 0.04) {
        drag.at = to;
        drag.plan = planMove(h.view(), f, to);
        drag.ok = drag.plan.ok && moveOk(h.view(), f, to);
      }
      h.carry(f.id, world);
      h.redraw();
      return;
    }
    if (p?.told && pointer.isDown) return;
    if (p && pointer.isDown && !drag && Math.hypot(pointer.x - p.x, pointer.y - p.y) > CLICK_SLOP) {
      // A figure of yours that may not move says why, once, and stays put (the cloth too).
      if (p.refused) {
        h.toast(p.refused, 'info');
        p.told = true;
        return;
      }
      this.press = null;
      h.startPan(p);
      return;
    }
    if (!pointer.isDown) this.hover(world);
  }

  private hover(world: Point): void {
    const h = this.host;
    const f = this.figureAt(world);
    const over = f?.id ?? null;
    if (over !== h.store().get().hovered) h.store().set({ hovered: over });
    if (h.taping()) {
      h.setCursor('crosshair');
      return;
    }
    let cursor = 'default';
    if (f && h.canAct()) {
      const me = h.selectedActor();
      if (canActWith(h.view(), h.viewer(), f.id)) cursor = h.view().activation?.moved === f.id ? 'pointer' : 'grab';
      else if (me && f.team !== me.team) cursor = 'crosshair';
    }
    h.setCursor(cursor);
  }

  /** The button let go; `off`: somewhere other than the table's canvas (the window's edge, the toolbar). */
  release(off: boolean): void {
    const h = this.host;
    const drag = this.carried;
    const p = this.press;
    this.carried = null;
    this.press = null;
    h.setCarrying(false);
    off ||= this.outside;
    // Let go off the canvas: no move, and no click.
    if (drag?.moved && off) {
      h.toast(`Let go off the table: ${figureById(h.view(), drag.figure)?.name ?? 'the figure'} did not move.`, 'info');
      h.settle();
      return;
    }
    if (off) return;
    // Put back where it stood (within a tenth of an inch) is no move: it was taken as one, of 0.0 in, and the figure could move no more.
    const stood = drag?.moved ? figureById(h.view(), drag.figure)?.at : undefined;
    if (drag && stood && Math.hypot(drag.at.x - stood.x, drag.at.y - stood.y) < 0.1) {
      h.settle();
      return;
    }
    if (drag?.moved) {
      if (drag.ok) h.act({ type: 'move', figure: drag.figure, to: drag.at });
      else if (drag.plan && !drag.plan.ok) h.toast(drag.plan.reason, 'error');
      else if (drag.plan) h.toast('That move ends in base contact with an enemy: to close with an enemy, charge.', 'error');
      h.settle();
      return;
    }
    if (p?.skipping) {
      const id = p.figure;
      if (id) h.whenShown(() => this.click(id, false, true));
      return;
    }
    if (p && !p.told) this.click(p.figure, p.right);
  }

  /** A figure being carried goes back where it stood, and the press ends with it (its release does nothing); whether one was. */
  dropDrag(): boolean {
    if (!this.carried?.moved) return false;
    this.carried = null;
    this.press = null;
    this.host.setCarrying(false);
    this.host.settle();
    return true;
  }

  /**
   * The window changed size under a carried figure: the table moved under the hand, so the pointer
   * no longer stands where the figure was going (it went on to a far point, and the drop there was
   * refused). The drag is called off, as Escape does: the figure back where it stood, no move.
   */
  resized(): void {
    // Pressed but not yet moved: nothing is lifted yet, and nothing said (moved on, the figure jumped to the point now under the pointer).
    if (this.carried && !this.carried.moved) {
      this.carried = null;
      this.press = null;
      return;
    }
    const id = this.carried?.moved ? this.carried.figure : null;
    if (!this.dropDrag() || !id) return;
    this.host.toast(`The window changed size: the drag is called off, and ${figureById(this.host.view(), id)?.name ?? 'the figure'} has not moved.`, 'info');
  }

  /**
   * A click on a figure (or the cloth): pick one of yours, act on an enemy, or let go. `pickOnly`:
   * a click made while a move played back picks the figure, or aims at the enemy, and no more.
   */
  click(id: string | null, right: boolean, pickOnly = false): void {
    const h = this.host;
    const s = h.view();
    const st = h.store().get();
    const f = id ? figureById(s, id) : undefined;
    if (pickOnly && (!f || f.removed)) return;
    if (!f) {
      if (!(s.activation?.moved && h.canAct())) h.store().set({ selected: null, target: null });
      return;
    }
    if (!h.canAct()) {
      h.store().set({ selected: f.id, target: null });
      return;
    }
    const me = h.selectedActor();
    if (me && f.team !== me.team) {
      h.store().set({ target: f.id });
      if (pickOnly) return;
      if (right) return void h.command('charge', f.id);
      const o = oddsFor(s, me, f);
      if (o.fight) return void h.command('fight', f.id);
      if (!o.noShot) return void h.command('shoot', f.id);
      h.toast(`${o.noShot}${o.noCharge ? '' : ' Right-click (or C) to charge.'}`, 'info');
      return;
    }
    if (right && !me && f.owner !== h.viewer()) {
      // A charge wants a charger: say so rather than quietly showing the enemy's card.
      h.toast(s.phase === 'draw' ? 'Turn the card first (Space).' : 'Pick one of your figures ringed in gold first, then right-click an enemy to charge it.', 'info');
      return;
    }
    if (s.activation?.moved && s.activation.moved !== f.id && f.owner === h.viewer()) {
      h.toast(`${figureById(s, s.activation.moved)?.name ?? 'The figure that moved'} may still shoot, or be done.`, 'info');
      return;
    }
    h.store().set({ selected: st.selected === f.id && !canActWith(s, h.viewer(), f.id) ? null : f.id, target: null });
  }
}
