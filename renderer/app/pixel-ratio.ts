// The table drawn at the screen's own pixel density.
//
// Phaser 4's scale manager has no resolution: in RESIZE mode it makes the canvas one pixel per CSS
// pixel. On a screen of two device pixels to the CSS pixel (every Mac since 2012, most laptops at
// 150 % or 200 %) the browser then blew the whole table up from half its pixels, and every edge,
// line and word on it was soft.
//
// Here the canvas's backing store is `ratio` times its CSS size, and the WebGL viewport and
// scissor are scaled by the same ratio whenever the canvas itself is drawn to (never when a
// texture is). Phaser's projection, cameras, pointer, game objects and our scenes all stay in
// CSS pixels, so nothing else needs to know. Words are rasterised at the ratio too.
//
// Drawn by a software renderer (no GPU to be had), the table stays at one pixel to the CSS pixel,
// as it is with Canvas 2D: sharp words are not worth dice at six frames a second.
import Phaser from 'phaser';
import { canvasSize, followRatio, scaleBoxCalls, softwareRenderer, tableRatio, type RatioWindow } from './screen-density';

interface ScaleInside {
  updateScale(): void;
  refresh(): void;
  scaleMode: number;
  canvas: HTMLCanvasElement;
  baseSize: { width: number; height: number };
}

interface RendererInside {
  gl?: WebGLRenderingContext;
}

/** How the table meets a high-density screen: `softwareToo` draws it at the screen's ratio even in software (the tests, and the frame bench that measures the cost). */
export interface SharpenOptions {
  win?: RatioWindow;
  softwareToo?: boolean;
}

/** The name of the renderer behind `gl`, unmasked where the browser allows. */
function rendererName(gl: WebGLRenderingContext): string | null {
  const info = gl.getExtension('WEBGL_debug_renderer_info');
  const name: unknown = gl.getParameter(info ? info.UNMASKED_RENDERER_WEBGL : gl.RENDERER);
  return typeof name === 'string' ? name : null;
}

/**
 * Draws `game`'s table at the window's pixel ratio from now on, and follows the ratio when it
 * changes (the window taken to another screen, the page zoomed). Returns what stops the
 * following (the game's own destruction drops the rest).
 */
export function sharpen(game: Phaser.Game, { win = window, softwareToo = false }: SharpenOptions = {}): () => void {
  // Only WebGL's boxes are scaled, and only on a GPU (unless told): drawn by Canvas 2D or in
  // software, the table stays at one pixel to the CSS pixel.
  let webgl = false;
  let ratio = 1;
  let boxes: { rescale(): void } | null = null;
  const now = () => (webgl ? tableRatio(win.devicePixelRatio) : 1);
  ratios.set(game, () => ratio);
  wordsFollowRatio();
  const scale = game.scale as unknown as ScaleInside;
  const update = scale.updateScale.bind(scale);
  // Asked again at every refresh (a resize, or the ratio's media query): the ratio is read afresh.
  scale.updateScale = () => {
    update();
    const next = now();
    if (next !== ratio) {
      ratio = next;
      wordsAt(game, ratio);
      // Phaser sets a box only when the one it asks for differs from the last: at the same CSS
      // size the canvas's boxes would stay at the old ratio's pixels.
      boxes?.rescale();
    }
    if (scale.scaleMode !== Phaser.Scale.RESIZE) return;
    const size = canvasSize(scale.baseSize.width, scale.baseSize.height, ratio);
    const canvas = scale.canvas;
    if (canvas.width !== size.width) canvas.width = size.width;
    if (canvas.height !== size.height) canvas.height = size.height;
    canvas.style.width = size.style.width;
    canvas.style.height = size.style.height;
  };
  const onBoot = () => {
    const gl = (game.renderer as unknown as RendererInside).gl;
    if (!gl || (!softwareToo && softwareRenderer(rendererName(gl)))) return;
    webgl = true;
    ratio = now();
    boxes = scaleBoxCalls(gl, () => ratio, !gl.getParameter(gl.FRAMEBUFFER_BINDING));
    // The boxes Phaser set as it started, before they were scaled: set again, at the ratio.
    gl.viewport(...(Array.from(gl.getParameter(gl.VIEWPORT) as Int32Array) as [number, number, number, number]));
    gl.scissor(...(Array.from(gl.getParameter(gl.SCISSOR_BOX) as Int32Array) as [number, number, number, number]));
  };
  if (game.isBooted) onBoot();
  else game.events.once(Phaser.Core.Events.BOOT, onBoot);
  if (game.isRunning) scale.refresh();
  return followRatio(win, () => scale.refresh());
}

const ratios = new WeakMap<Phaser.Game, () => number>();
let wordsFollow = false;

/**
 * Words made with `scene.add.text` and no resolution of their own are rasterised at their game's
 * ratio (Phaser's default is 1: words as soft as the table was).
 */
function wordsFollowRatio(): void {
  if (wordsFollow) return;
  wordsFollow = true;
  const factory = Phaser.GameObjects.GameObjectFactory.prototype as unknown as {
    text(this: Phaser.GameObjects.GameObjectFactory, x: number, y: number, text: string | string[], style?: Phaser.Types.GameObjects.Text.TextStyle): Phaser.GameObjects.Text;
  };
  const make = factory.text;
  factory.text = function (x, y, text, style) {
    const t = make.call(this, x, y, text, style);
    const ratio = ratios.get(this.scene.sys.game)?.() ?? 1;
    if (!style?.resolution && ratio !== 1) t.setResolution(ratio);
    return t;
  };
}

/** Repaints the words of every running scene at `ratio` (after the window moved to a screen of another density). */
function wordsAt(game: Phaser.Game, ratio: number): void {
  const walk = (list: readonly Phaser.GameObjects.GameObject[]) => {
    for (const o of list) {
      if (o instanceof Phaser.GameObjects.Text) o.setResolution(ratio);
      else if (o instanceof Phaser.GameObjects.Container) walk(o.list);
    }
  };
  for (const scene of game.scene.getScenes(true)) walk(scene.children.list);
}
