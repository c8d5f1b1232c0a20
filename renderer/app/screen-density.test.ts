import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { MOST_RATIO, canvasSize, followRatio, scaleBox, scaleBoxCalls, softwareRenderer, tableRatio, type BoxCalls, type RatioWindow } from './screen-density';

describe('tableRatio', () => {
  it('is the screen’s ratio, at least 1 and at most MOST_RATIO', () => {
    expect(tableRatio(2)).toBe(2);
    expect(tableRatio(1.25)).toBe(1.25);
    expect(tableRatio(0.5)).toBe(1);
    expect(tableRatio(4)).toBe(MOST_RATIO);
  });

  it('is 1 where the window gives none, or nonsense', () => {
    expect(tableRatio(undefined)).toBe(1);
    expect(tableRatio(Number.NaN)).toBe(1);
    expect(tableRatio(Number.POSITIVE_INFINITY)).toBe(1);
  });
});

describe('scaleBox', () => {
  it('scales a box by the ratio', () => {
    expect(scaleBox(10, 20, 300, 200, 2)).toEqual([20, 40, 600, 400]);
    expect(scaleBox(0, 0, 960, 600, 1)).toEqual([0, 0, 960, 600]);
  });

  it('rounds edges, not sizes: boxes side by side still meet, and the whole canvas is covered', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2000 }), fc.integer({ min: 1, max: 2000 }), fc.integer({ min: 1, max: 2000 }), fc.double({ min: 1, max: 3, noNaN: true }), (x, w1, w2, r) => {
        const [ax, , aw] = scaleBox(x, 0, w1, 10, r);
        const [bx, , bw] = scaleBox(x + w1, 0, w2, 10, r);
        expect(ax + aw).toBe(bx);
        // The box of the whole canvas is the canvas's own size.
        expect(scaleBox(0, 0, w1, w2, r).slice(2)).toEqual([canvasSize(w1, w2, r).width, canvasSize(w1, w2, r).height]);
        expect(bx + bw).toBe(Math.round((x + w1 + w2) * r));
      }),
    );
  });
});

describe('canvasSize', () => {
  it('has the device pixels, and keeps the CSS size on the page', () => {
    expect(canvasSize(960, 600, 2)).toEqual({ width: 1920, height: 1200, style: { width: '960px', height: '600px' } });
    expect(canvasSize(1280, 800, 1.5)).toEqual({ width: 1920, height: 1200, style: { width: '1280px', height: '800px' } });
    expect(canvasSize(0, 0, 2)).toEqual({ width: 1, height: 1, style: { width: '0px', height: '0px' } });
  });
});

describe('scaleBoxCalls', () => {
  const FB = {} as WebGLFramebuffer;
  function fakeGl(): BoxCalls & { calls: string[] } {
    const calls: string[] = [];
    return {
      calls,
      viewport: (...b: number[]) => void calls.push(`viewport ${b.join(' ')}`),
      scissor: (...b: number[]) => void calls.push(`scissor ${b.join(' ')}`),
      bindFramebuffer: (_: number, fb: WebGLFramebuffer | null) => void calls.push(fb ? 'bind framebuffer' : 'bind canvas'),
    };
  }

  it('scales the boxes given while the canvas is bound, and passes a framebuffer’s on as they are', () => {
    const gl = fakeGl();
    const boxes = scaleBoxCalls(gl, () => 2);
    gl.viewport(0, 0, 960, 600);
    gl.scissor(10, 20, 30, 40);
    gl.bindFramebuffer(0x8d40, FB);
    gl.viewport(0, 0, 256, 256);
    gl.scissor(1, 2, 3, 4);
    expect(gl.calls).toEqual(['viewport 0 0 1920 1200', 'scissor 20 40 60 80', 'bind framebuffer', 'viewport 0 0 960 600', 'scissor 10 20 30 40', 'viewport 0 0 256 256', 'scissor 1 2 3 4']);
    expect(boxes).toBeDefined();
  });

  it('sets the boxes last asked for again, at the right scale, when the canvas is bound again: Phaser does not ask again for a box it asked for last', () => {
    // A framebuffer as large in its pixels as the canvas is in CSS pixels: Phaser asks for the
    // same box for both, once. Before, the canvas was drawn on with the framebuffer's box, unscaled:
    // the table in a quarter of the canvas (seen after the window went from ratio 1 to 2).
    const gl = fakeGl();
    scaleBoxCalls(gl, () => 2);
    gl.bindFramebuffer(0x8d40, FB);
    gl.viewport(0, 0, 960, 600);
    gl.bindFramebuffer(0x8d40, null);
    expect(gl.calls.slice(-2)).toEqual(['bind canvas', 'viewport 0 0 1920 1200']);
    // Bound again to what is bound: nothing to set.
    gl.bindFramebuffer(0x8d40, null);
    expect(gl.calls.at(-1)).toBe('bind canvas');
  });

  it('sets the boxes again at a new ratio when asked (the window taken to another screen, its size the same)', () => {
    const gl = fakeGl();
    let ratio = 2;
    const boxes = scaleBoxCalls(gl, () => ratio);
    gl.viewport(0, 0, 960, 600);
    gl.scissor(0, 0, 960, 600);
    ratio = 1.5;
    boxes.rescale();
    expect(gl.calls.slice(-2)).toEqual(['viewport 0 0 1440 900', 'scissor 0 0 1440 900']);
  });

  it('begins as it is told the binding is', () => {
    const gl = fakeGl();
    scaleBoxCalls(gl, () => 2, false);
    gl.viewport(0, 0, 100, 100);
    expect(gl.calls).toEqual(['viewport 0 0 100 100']);
  });
});

describe('followRatio', () => {
  /** A window whose ratio can be changed, with the media queries a browser would answer. */
  function fakeWindow(ratio: number) {
    const queries: { media: string; listeners: Set<() => void> }[] = [];
    const win = {
      devicePixelRatio: ratio,
      matchMedia(media: string) {
        const q = { media, listeners: new Set<() => void>() };
        queries.push(q);
        return {
          media,
          addEventListener: (_: string, f: () => void) => void q.listeners.add(f),
          removeEventListener: (_: string, f: () => void) => void q.listeners.delete(f),
        } as unknown as MediaQueryList;
      },
    };
    /** The window taken to a screen of another ratio: the queries that no longer hold say so. */
    const moveTo = (next: number) => {
      win.devicePixelRatio = next;
      for (const q of [...queries]) if (q.media !== `(resolution: ${next}dppx)`) for (const f of [...q.listeners]) f();
    };
    const listening = () => queries.filter((q) => q.listeners.size).map((q) => q.media);
    return { win: win as RatioWindow, moveTo, listening };
  }

  it('calls back each time the ratio changes, listening to the present ratio only', () => {
    const { win, moveTo, listening } = fakeWindow(2);
    let changes = 0;
    const stop = followRatio(win, () => changes++);
    expect(listening()).toEqual(['(resolution: 2dppx)']);
    moveTo(1);
    expect(changes).toBe(1);
    expect(listening()).toEqual(['(resolution: 1dppx)']);
    moveTo(1.5);
    moveTo(2);
    expect(changes).toBe(3);
    expect(listening()).toEqual(['(resolution: 2dppx)']);
    stop();
    expect(listening()).toEqual([]);
    moveTo(1);
    expect(changes).toBe(3);
  });
});

describe('softwareRenderer', () => {
  it('knows the software renderers by name: Chromium’s SwiftShader, Mesa’s, Windows’ WARP', () => {
    for (const name of [
      'Google SwiftShader',
      'ANGLE (Google, Vulkan 1.3.0 (SwiftShader Device (Subzero) (0x0000C0DE)), SwiftShader driver)',
      'llvmpipe (LLVM 15.0.6, 256 bits)',
      'Mesa softpipe',
      'ANGLE (Microsoft, Microsoft Basic Render Driver Direct3D11 vs_5_0 ps_5_0, D3D11)',
      'Microsoft WARP',
    ])
      expect(softwareRenderer(name), name).toBe(true);
  });

  it('takes a GPU, or no name at all, for a GPU', () => {
    for (const name of [
      'ANGLE (Intel, Intel(R) UHD Graphics 620 Direct3D11 vs_5_0 ps_5_0, D3D11)',
      'ANGLE (NVIDIA, NVIDIA GeForce RTX 3060 Direct3D11 vs_5_0 ps_5_0, D3D11)',
      'Apple M1',
      'AMD Radeon Pro 5500M OpenGL Engine',
      'Mesa Intel(R) Xe Graphics (TGL GT2)',
      'WebKit WebGL',
      '',
      null,
      undefined,
    ])
      expect(softwareRenderer(name), String(name)).toBe(false);
  });
});
