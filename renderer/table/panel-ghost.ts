// A piece carried over a panel that lies on the table (the Cups war room, a log): the panel covers
// the canvas, so the piece would vanish under it just where the player aims it at a card. Over a
// panel the piece is drawn again above it, a picture following the pointer, and the drop target
// under the pointer (an element with `data-card-drop`) is marked.

/** One picture of the carried piece: its face, and where it lies from the pointer, in page pixels. */
export interface GhostFace {
  src: string;
  dx: number;
  dy: number;
}

/** The panels over the table, whose boxes hide the canvas under them. */
const PANELS = '#ui aside';

export class PanelGhost {
  private el: HTMLDivElement | null = null;
  private shown = '';
  private marked: HTMLElement | null = null;

  constructor(private readonly doc: Document = document) {}

  /** Whether the page point lies over one of the panels. */
  overPanel(x: number, y: number): boolean {
    for (const panel of this.doc.querySelectorAll<HTMLElement>(PANELS)) {
      const r = panel.getBoundingClientRect();
      if (r.width > 0 && x >= r.left && x <= r.right && y >= r.top && y <= r.bottom) return true;
    }
    return false;
  }

  /**
   * The pointer is at (x, y), carrying `faces()` (bottom first), each `size` page pixels square
   * and turned `angle` degrees. Over a panel they are drawn above it and the drop target under
   * the pointer is marked; elsewhere the table shows the piece and nothing is drawn here.
   * `faces` is asked only over a panel.
   */
  follow(x: number, y: number, faces: () => readonly GhostFace[], size: number, angle: number): void {
    this.mark(dropTargetAt(x, y, this.doc));
    if (!this.overPanel(x, y)) return this.hidePicture();
    const el = this.el ?? this.make();
    const list = faces();
    const key = `${list.map((f) => `${f.src}@${f.dx},${f.dy}`).join('|')}/${size}/${angle}`;
    if (key !== this.shown) {
      this.shown = key;
      el.replaceChildren(
        ...list.map((f) => {
          const img = this.doc.createElement('img');
          img.src = f.src;
          img.alt = '';
          img.width = size;
          img.height = size;
          img.style.cssText = `position:absolute;left:${f.dx - size / 2}px;top:${f.dy - size / 2}px;transform:rotate(${angle}deg)`;
          return img;
        }),
      );
    }
    el.style.transform = `translate(${x}px, ${y}px)`;
    el.hidden = false;
  }

  /** The hand has let go (or the carry was called off): nothing drawn, nothing marked. */
  hide(): void {
    this.hidePicture();
    this.mark(null);
  }

  /** Gone with the scene. */
  destroy(): void {
    this.hide();
    this.el?.remove();
    this.el = null;
  }

  private hidePicture(): void {
    if (this.el) this.el.hidden = true;
  }

  private make(): HTMLDivElement {
    const el = this.doc.createElement('div');
    el.className = 'panel-ghost';
    el.setAttribute('aria-hidden', 'true');
    this.doc.body.append(el);
    this.el = el;
    return el;
  }

  private mark(el: HTMLElement | null): void {
    if (el === this.marked) return;
    this.marked?.removeAttribute('data-drop-over');
    el?.setAttribute('data-drop-over', '');
    this.marked = el;
  }
}

/**
 * The drop target (an element with `data-card-drop`, a Cups command card) under a point of the
 * page, if any: one scrolled out of its panel's view is not there.
 */
export function dropTargetAt(x: number, y: number, doc: Document = document): HTMLElement | null {
  const inside = (r: DOMRect) => x >= r.left && x <= r.right && y >= r.top && y <= r.bottom;
  for (const el of doc.querySelectorAll<HTMLElement>('[data-card-drop]')) {
    const panel = el.closest('aside');
    if (inside(el.getBoundingClientRect()) && (!panel || inside(panel.getBoundingClientRect()))) return el;
  }
  return null;
}
