// svgcanvas reads a text's font by writing it into a <span>'s style attribute (its __applyText),
// which the app's content security policy refuses (style-src 'self': no inline style attributes).
// Refused, every text a painter draws on a sheet lost its font and came out 1.6 mm high in the
// default face. The same declaration set through the CSSOM (style.cssText), which the policy
// allows, gives the same font back. This wraps that one method; svgcanvas is pinned (2.6.0), and
// the e2e tests fail on any CSP report, so a release that changes it is caught.
import { Context } from 'svgcanvas';

interface TextPainting {
  __applyText(this: unknown, text: string, x: number, y: number, action: string): void;
}

let installed = false;

export function fontsThroughCssom(): void {
  if (installed) return;
  installed = true;
  const proto = Context.prototype as unknown as TextPainting;
  const applyText = proto.__applyText;
  proto.__applyText = function (this: unknown, ...args: Parameters<TextPainting['__applyText']>) {
    const create = document.createElement;
    const make = create as (this: Document, tag: string, options?: ElementCreationOptions) => HTMLElement;
    document.createElement = function (this: Document, tag: string, options?: ElementCreationOptions) {
      const el = make.call(this, tag, options);
      if (tag === 'span') {
        el.setAttribute = (name: string, value: string) => {
          if (name === 'style') el.style.cssText = value;
          else Element.prototype.setAttribute.call(el, name, value);
        };
      }
      return el;
    } as Document['createElement'];
    try {
      applyText.apply(this, args);
    } finally {
      document.createElement = create;
    }
  };
}
