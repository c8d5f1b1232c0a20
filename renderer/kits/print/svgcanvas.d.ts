// svgcanvas ships no types: the part Muster uses (a Canvas 2D context that records SVG).
declare module 'svgcanvas' {
  export class Context {
    constructor(options: { width: number; height: number; document?: Document });
    getSerializedSvg(fixNamedEntities?: boolean): string;
  }
}
