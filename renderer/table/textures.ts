// Pieces are painted once with the Canvas 2D API into textures, at a few pixels per
// millimetre so they stay crisp when the table is zoomed in, then drawn as plain images.
import type Phaser from 'phaser';

/** Texture pixels per table millimetre. */
export const PX_PER_MM = 4;

export type Painter = (ctx: CanvasRenderingContext2D, w: number, h: number) => void;

/**
 * Returns the key of a texture of `widthMm` x `heightMm`, painting it the first time it is asked for.
 * Keys name what is drawn, so the same look is painted only once per game.
 */
export function paintedTexture(
  scene: Phaser.Scene,
  key: string,
  widthMm: number,
  heightMm: number,
  paint: Painter,
  pxPerMm = PX_PER_MM,
): string {
  if (scene.textures.exists(key)) return key;
  scene.textures.addCanvas(key, paintCanvas(widthMm, heightMm, paint, pxPerMm));
  return key;
}

/** Paints into a new canvas of the given size in millimetres. */
export function paintCanvas(widthMm: number, heightMm: number, paint: Painter, pxPerMm = PX_PER_MM): HTMLCanvasElement {
  const w = Math.max(2, Math.ceil(widthMm * pxPerMm));
  const h = Math.max(2, Math.ceil(heightMm * pxPerMm));
  const canvas = document.createElement('canvas');
  canvas.width = w;
  canvas.height = h;
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('This browser cannot draw with Canvas 2D');
  paint(ctx, w, h);
  return canvas;
}

/** A tiny deterministic hash-noise for painting (paint is not game state, but should not flicker between runs). */
export function noise(seed: number): () => number {
  let s = seed >>> 0 || 1;
  return () => {
    s ^= s << 13;
    s ^= s >>> 17;
    s ^= s << 5;
    return ((s >>> 0) % 10_000) / 10_000;
  };
}

export function hexColour(hex: number, alpha = 1): string {
  const r = (hex >> 16) & 255;
  const g = (hex >> 8) & 255;
  const b = hex & 255;
  return alpha >= 1 ? `rgb(${r},${g},${b})` : `rgba(${r},${g},${b},${alpha})`;
}

export function shade(hex: number, amount: number): number {
  const f = (c: number) => Math.max(0, Math.min(255, Math.round(amount >= 0 ? c + (255 - c) * amount : c * (1 + amount))));
  return (f((hex >> 16) & 255) << 16) | (f((hex >> 8) & 255) << 8) | f(hex & 255);
}

export function roundedRect(ctx: CanvasRenderingContext2D, x: number, y: number, w: number, h: number, r: number): void {
  ctx.beginPath();
  ctx.roundRect(x, y, w, h, r);
}
