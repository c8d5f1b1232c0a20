// Vector faces for the print sheets: the same painters that make the table's textures (Canvas 2D
// calls) drawn into svgcanvas's recording context, which writes SVG instead of pixels. Printed, an
// SVG image stays vector in the PDF: sharp on any printer, and small.
import { Context } from 'svgcanvas';
import { fontsThroughCssom } from './svgcanvas-fonts';

/**
 * A painter that is also printed strokes rectangles as paths (beginPath, rect, stroke): svgcanvas
 * writes a strokeRect drawn under a scale with a line many times too thick.
 */
export type Painter = (ctx: CanvasRenderingContext2D, w: number, h: number) => void;

/** SVG user units to a millimetre: painters see a canvas this many units a millimetre. */
export const UNITS_PER_MM = 10;

/** The painter's picture as SVG text, `widthMm` × `heightMm` at true size. */
export function paintSvg(widthMm: number, heightMm: number, paint: Painter, unitsPerMm = UNITS_PER_MM): string {
  const w = Math.max(1, Math.round(widthMm * unitsPerMm));
  const h = Math.max(1, Math.round(heightMm * unitsPerMm));
  fontsThroughCssom();
  const ctx = new Context({ width: w, height: h });
  paint(ctx as unknown as CanvasRenderingContext2D, w, h);
  // Sized in millimetres, drawn in units: the picture fills whatever box it is given at true size.
  return ctx
    .getSerializedSvg(true)
    .replace(/^<svg([^>]*?)\swidth="[^"]*"/, '<svg$1')
    .replace(/^<svg([^>]*?)\sheight="[^"]*"/, '<svg$1')
    .replace(/^<svg/, `<svg width="${widthMm}mm" height="${heightMm}mm" viewBox="0 0 ${w} ${h}" preserveAspectRatio="none"`);
}

/** As a data URL for an <img>: each picture is its own document, so gradient ids never clash. */
export const svgUrl = (svg: string): string => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;

/** Paints once per key: a sheet set paints each look once, however many pieces wear it. */
export class FaceCache {
  private readonly urls = new Map<string, string>();

  url(key: string, widthMm: number, heightMm: number, paint: Painter): string {
    let url = this.urls.get(key);
    if (url === undefined) {
      url = svgUrl(paintSvg(widthMm, heightMm, paint));
      this.urls.set(key, url);
    }
    return url;
  }
}
