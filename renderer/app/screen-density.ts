// The arithmetic of drawing at the screen's pixel density, and following the density as it
// changes, apart from Phaser so it can be tested (pixel-ratio.ts puts it to work).

/** The most device pixels per CSS pixel the table is drawn at: past 3 nobody sees more, and the fill cost grows as its square. */
export const MOST_RATIO = 3;

/** The ratio to draw at for the window's devicePixelRatio: at least 1, at most MOST_RATIO. */
export function tableRatio(devicePixelRatio: number | undefined): number {
  const r = typeof devicePixelRatio === 'number' && Number.isFinite(devicePixelRatio) ? devicePixelRatio : 1;
  return Math.min(MOST_RATIO, Math.max(1, r));
}

/**
 * Whether a WebGL renderer's name is a software one (SwiftShader, Mesa's llvmpipe or softpipe,
 * Windows' WARP or "Basic Render Driver"): the GPU blocklisted, a virtual machine, a remote desktop.
 * There every pixel is filled by the processor, and at a ratio of 2 the table costs four times as
 * much to draw: with 20 dice in flight a frame took 163 ms in place of 47 (docs/benchmarks.md).
 */
export function softwareRenderer(name: string | null | undefined): boolean {
  return typeof name === 'string' && /swiftshader|llvmpipe|softpipe|software|\bwarp\b|basic render/i.test(name);
}

/** A box [x, y, width, height] in CSS pixels as device pixels, its edges rounded (so boxes that meet still meet). */
export function scaleBox(x: number, y: number, width: number, height: number, ratio: number): [number, number, number, number] {
  const x0 = Math.round(x * ratio);
  const y0 = Math.round(y * ratio);
  return [x0, y0, Math.round((x + width) * ratio) - x0, Math.round((y + height) * ratio) - y0];
}

/** What sharpen needs of the GL context: the two calls that take pixel boxes, and the one that says where they are drawn. */
export interface BoxCalls {
  viewport(x: number, y: number, width: number, height: number): void;
  scissor(x: number, y: number, width: number, height: number): void;
  bindFramebuffer(target: number, framebuffer: WebGLFramebuffer | null): void;
}

type Box = [number, number, number, number];

/**
 * Scales the pixel boxes given to `gl` by `ratio()` while the canvas is bound (no framebuffer); a
 * framebuffer's boxes are its own pixels, and are passed on as they are. GL keeps its boxes when
 * another framebuffer is bound, and Phaser sets a box only when it differs from the one it last
 * asked for: so when the canvas is bound or unbound, and when `rescale` is called (the ratio
 * changed), the boxes last asked for are set again at the scale now right. `canvasBound` is
 * whether the canvas is bound as this begins.
 */
export function scaleBoxCalls(gl: BoxCalls, ratio: () => number, canvasBound = true): { rescale(): void } {
  const viewport = gl.viewport.bind(gl);
  const scissor = gl.scissor.bind(gl);
  const bind = gl.bindFramebuffer.bind(gl);
  let canvas = canvasBound;
  let asked: { viewport: Box | null; scissor: Box | null } = { viewport: null, scissor: null };
  const scaled = (b: Box): Box => (canvas ? scaleBox(...b, ratio()) : b);
  const again = () => {
    if (asked.viewport) viewport(...scaled(asked.viewport));
    if (asked.scissor) scissor(...scaled(asked.scissor));
  };
  gl.viewport = (x, y, w, h) => {
    asked = { ...asked, viewport: [x, y, w, h] };
    viewport(...scaled(asked.viewport!));
  };
  gl.scissor = (x, y, w, h) => {
    asked = { ...asked, scissor: [x, y, w, h] };
    scissor(...scaled(asked.scissor!));
  };
  gl.bindFramebuffer = (target, framebuffer) => {
    bind(target, framebuffer);
    if (!framebuffer === canvas) return;
    canvas = !framebuffer;
    again();
  };
  return { rescale: again };
}

/** The canvas's size in device pixels and its CSS size, for a CSS size and a ratio. */
export function canvasSize(cssWidth: number, cssHeight: number, ratio: number): { width: number; height: number; style: { width: string; height: string } } {
  return {
    width: Math.max(1, Math.round(cssWidth * ratio)),
    height: Math.max(1, Math.round(cssHeight * ratio)),
    style: { width: `${cssWidth}px`, height: `${cssHeight}px` },
  };
}

/** What following the ratio needs of the window. */
export type RatioWindow = Pick<Window, 'devicePixelRatio' | 'matchMedia'>;

/**
 * Calls `changed` whenever the window's devicePixelRatio changes without its size (the window
 * dragged to a screen of another density): a media query true only at the present ratio turns
 * false. Returns what stops it.
 */
export function followRatio(win: RatioWindow, changed: () => void): () => void {
  let query: MediaQueryList | null = null;
  const listen = () => {
    query?.removeEventListener('change', onChange);
    query = win.matchMedia?.(`(resolution: ${win.devicePixelRatio || 1}dppx)`) ?? null;
    query?.addEventListener('change', onChange);
  };
  function onChange(): void {
    listen();
    changed();
  }
  listen();
  return () => {
    query?.removeEventListener('change', onChange);
    query = null;
  };
}
