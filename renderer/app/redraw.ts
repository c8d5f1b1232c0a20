// Drawing the table only when it changes. Phaser draws every frame; on a still table that is a
// core kept busy for nothing (software WebGL here, a laptop's battery elsewhere), and while a
// computer thinks it is the same core the computer wants. Each frame the game still updates
// (tweens, timers, physics, input); what is drawn is summed up in a fingerprint (every visible
// scene's cameras and the place, look and texture of every object on them), and the frame is
// drawn only when the fingerprint differs from the last one drawn, when something asked for a
// frame (a picture for the saves list, a texture painted, the WebGL context restored, the
// window resized), or when `SAFETY_MS` has passed since the last, so nothing the fingerprint
// cannot see stays stale longer than that. An object of a kind the fingerprint does not know
// (particles, a shader, a video: none is used today) makes every frame drawn, as before.
import type Phaser from 'phaser';

/** The longest a table goes undrawn, whatever the fingerprint says. */
export const SAFETY_MS = 500;

/** Object kinds whose look the fingerprint reads in full; any other kind is taken to change every frame. */
const KNOWN = new Set(['Image', 'Sprite', 'Graphics', 'Text', 'Rectangle', 'Container', 'TileSprite', 'Arc', 'Ellipse', 'Zone']);

/** Numeric and boolean fields that decide how an object looks, where it has them. */
const FIELDS = [
  'x',
  'y',
  'scaleX',
  'scaleY',
  'rotation',
  'alpha',
  'alphaTopLeft',
  'alphaTopRight',
  'alphaBottomLeft',
  'alphaBottomRight',
  'depth',
  'originX',
  'originY',
  'displayOriginX',
  'displayOriginY',
  'flipX',
  'flipY',
  'tintTopLeft',
  'tintTopRight',
  'tintBottomLeft',
  'tintBottomRight',
  'tintMode',
  'blendMode',
  'scrollFactorX',
  'scrollFactorY',
  'width',
  'height',
  'fillColor',
  'fillAlpha',
  'strokeColor',
  'strokeAlpha',
  'lineWidth',
  'isFilled',
  'isStroked',
  'radius',
  'startAngle',
  'endAngle',
  'tilePositionX',
  'tilePositionY',
  'tileScaleX',
  'tileScaleY',
  'isCropped',
] as const;

const TEXT_STYLE = ['_font', 'color', 'stroke', 'strokeThickness', 'backgroundColor', 'align', 'fixedWidth', 'fixedHeight', 'lineSpacing', 'wordWrapWidth'] as const;

const CAMERA_FIELDS = ['x', 'y', 'width', 'height', 'scrollX', 'scrollY', 'zoomX', 'zoomY', 'rotation', 'alpha', 'visible', 'roundPixels', 'transparent'] as const;

/** A running 32-bit hash (FNV-1a over 32-bit words). */
class Hash {
  h = 2166136261 >>> 0;
  /** Set when something was met whose look cannot be summed up: the frame must be drawn. */
  opaque = false;
  int(v: number): void {
    this.h = Math.imul(this.h ^ (v | 0), 16777619) >>> 0;
  }
  /** A number to a 1/4096 of a unit (far below a pixel), or a flag. */
  value(v: unknown): void {
    if (typeof v === 'number') this.int(Number.isFinite(v) ? Math.round(v * 4096) : 0x7fc00000);
    else if (typeof v === 'boolean') this.int(v ? 1 : 2);
    else if (typeof v === 'string') this.text(v);
    else this.int(v === null || v === undefined ? 3 : 4);
  }
  text(s: string): void {
    this.int(s.length);
    for (let i = 0; i < s.length; i++) this.int(s.charCodeAt(i));
  }
}

type Loose = Record<string, unknown>;

/** The FIELDS an object of each class has, found once a class (objects of one class share their fields). */
const fieldsByClass = new WeakMap<object, readonly string[]>();
function fieldsOf(g: Loose): readonly string[] {
  const cls = (g.constructor as object | undefined) ?? Object;
  let fields = fieldsByClass.get(cls);
  if (!fields) {
    fields = FIELDS.filter((f) => f in g);
    // A plain object (as the tests make) may have any fields: read them afresh each time.
    if (cls !== Object) fieldsByClass.set(cls, fields);
  }
  return fields;
}

function object(h: Hash, o: Phaser.GameObjects.GameObject): void {
  const g = o as unknown as Loose;
  h.text(o.type);
  h.value(g.visible);
  if (g.visible === false) return;
  if (!KNOWN.has(o.type)) {
    h.opaque = true;
    return;
  }
  for (const f of fieldsOf(g)) h.value(g[f]);
  const frame = g.frame as { name?: unknown; texture?: { key?: unknown } } | undefined;
  if (frame) {
    h.value(frame.texture?.key);
    h.value(frame.name);
  }
  if (g.mask || (g.filters as { external?: { list?: unknown[] } } | undefined)?.external?.list?.length) h.opaque = true;
  switch (o.type) {
    case 'Graphics':
      for (const c of g.commandBuffer as unknown[]) h.value(c);
      break;
    case 'Text': {
      h.value(g.text);
      const style = g.style as Loose;
      for (const f of TEXT_STYLE) h.value(style[f]);
      break;
    }
    case 'Container':
      for (const child of g.list as Phaser.GameObjects.GameObject[]) object(h, child);
      break;
  }
}

function camera(h: Hash, c: Phaser.Cameras.Scene2D.Camera): void {
  const cam = c as unknown as Loose;
  for (const f of CAMERA_FIELDS) h.value(cam[f]);
  const bg = c.backgroundColor;
  h.int(bg.color32);
  // A camera effect running (fade, flash, shake, pan, zoom) changes the picture by itself.
  for (const e of [c.fadeEffect, c.flashEffect, c.shakeEffect, c.panEffect, c.zoomEffect, c.rotateToEffect]) if (e?.isRunning) h.opaque = true;
}

/**
 * What the game would draw now, summed up: a number that changes when anything drawn changes,
 * or null when something drawn cannot be summed up (the frame must be drawn).
 */
export function fingerprint(game: Phaser.Game): number | null {
  const h = new Hash();
  const canvas = game.canvas as HTMLCanvasElement | undefined;
  h.value(canvas?.width);
  h.value(canvas?.height);
  for (const scene of game.scene.scenes) {
    const sys = scene.sys;
    const settings = sys.settings;
    h.value(settings.key);
    h.value(settings.status);
    h.value(settings.visible);
    if (!settings.visible || !sys.displayList || !sys.cameras) continue;
    for (const c of sys.cameras.cameras) camera(h, c);
    for (const o of sys.displayList.list) object(h, o);
  }
  return h.opaque ? null : h.h;
}

/** Decides, frame by frame, whether to draw: the fingerprint changed, a frame was asked for, or the safety interval passed. */
export class RedrawGate {
  private last: number | null = null;
  private lastAt = -Infinity;
  private asked = true;
  /** Frames drawn and frames left undrawn, for the benches and the tests. */
  readonly counts = { drawn: 0, skipped: 0 };

  /** Draw the next frame whatever it shows (a picture wanted, a texture repainted, the canvas resized). */
  invalidate(): void {
    this.asked = true;
  }

  /** Whether to draw the frame at `now` (ms) whose fingerprint is `print` (null: cannot tell, so draw). */
  shouldDraw(print: number | null, now: number): boolean {
    const draw = this.asked || print === null || print !== this.last || now - this.lastAt >= SAFETY_MS;
    if (draw) {
      this.asked = false;
      this.last = print;
      this.lastAt = now;
      this.counts.drawn++;
    } else this.counts.skipped++;
    return draw;
  }
}
