/** A tiny RGB drawing surface: just enough to paint seed logos and hero images. */
export type Rgb = readonly [number, number, number];

export function hexToRgb(hex: string): Rgb {
  const match = /^#?([0-9a-f]{6})$/i.exec(hex);
  if (!match) throw new Error(`Not a #RRGGBB colour: ${hex}`);
  const n = parseInt(match[1], 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

/** Linear mix: t=0 gives a, t=1 gives b. */
export function mix(a: Rgb, b: Rgb, t: number): Rgb {
  return [
    Math.round(a[0] + (b[0] - a[0]) * t),
    Math.round(a[1] + (b[1] - a[1]) * t),
    Math.round(a[2] + (b[2] - a[2]) * t),
  ];
}

export const WHITE: Rgb = [255, 255, 255];
export const BLACK: Rgb = [0, 0, 0];

const clamp01 = (v: number) => (v < 0 ? 0 : v > 1 ? 1 : v);

export class Raster {
  /** Row-major RGB bytes, width * height * 3. */
  readonly pixels: Uint8Array;

  constructor(
    readonly width: number,
    readonly height: number,
  ) {
    this.pixels = new Uint8Array(width * height * 3);
  }

  /** Paints pixel (x, y) with colour at the given coverage (0..1) over what is there. */
  blend(x: number, y: number, color: Rgb, coverage = 1): void {
    if (x < 0 || y < 0 || x >= this.width || y >= this.height || coverage <= 0) return;
    const i = (y * this.width + x) * 3;
    const p = this.pixels;
    if (coverage >= 1) {
      p[i] = color[0];
      p[i + 1] = color[1];
      p[i + 2] = color[2];
      return;
    }
    p[i] = Math.round(p[i] + (color[0] - p[i]) * coverage);
    p[i + 1] = Math.round(p[i + 1] + (color[1] - p[i + 1]) * coverage);
    p[i + 2] = Math.round(p[i + 2] + (color[2] - p[i + 2]) * coverage);
  }

  /** Fills each row with one colour chosen by the row's position (0 at top, 1 at bottom). */
  verticalGradient(colorAt: (t: number) => Rgb): void {
    for (let y = 0; y < this.height; y++) {
      const c = colorAt(y / (this.height - 1));
      const row = y * this.width * 3;
      for (let x = 0; x < this.width; x++) {
        this.pixels[row + x * 3] = c[0];
        this.pixels[row + x * 3 + 1] = c[1];
        this.pixels[row + x * 3 + 2] = c[2];
      }
    }
  }

  fillRect(x0: number, y0: number, w: number, h: number, color: Rgb): void {
    for (let y = Math.max(0, y0); y < Math.min(this.height, y0 + h); y++)
      for (let x = Math.max(0, x0); x < Math.min(this.width, x0 + w); x++) this.blend(x, y, color);
  }

  /** Anti-aliased filled disc. */
  fillCircle(cx: number, cy: number, r: number, color: Rgb): void {
    const y0 = Math.floor(cy - r - 1);
    const y1 = Math.ceil(cy + r + 1);
    const x0 = Math.floor(cx - r - 1);
    const x1 = Math.ceil(cx + r + 1);
    for (let y = y0; y <= y1; y++) {
      for (let x = x0; x <= x1; x++) {
        const d = Math.hypot(x + 0.5 - cx, y + 0.5 - cy);
        this.blend(x, y, color, clamp01(r - d + 0.5));
      }
    }
  }

  /** Fills everything below the curve y = top(x), anti-aliased along the curve. */
  fillBelow(top: (x: number) => number, color: Rgb): void {
    for (let x = 0; x < this.width; x++) {
      const edge = top(x + 0.5);
      const first = Math.max(0, Math.floor(edge));
      if (first >= this.height) continue;
      this.blend(x, first, color, clamp01(first + 1 - edge));
      for (let y = first + 1; y < this.height; y++) this.blend(x, y, color);
    }
  }
}
