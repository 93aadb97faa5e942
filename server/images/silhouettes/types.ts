import type { Palette } from '../color';

/**
 * A line drawing in its own local coordinate box. The renderer scales it into the picture and sets
 * the stroke (brand colour, round caps, no fill) on the surrounding group, so a drawing only emits
 * geometry, plus explicit fills where a part is solid (hubs, battery, lens).
 */
export type Silhouette = {
  width: number;
  height: number;
  /** Whether the object stands on the ground (draw a soft shadow under it). */
  grounded: boolean;
  /** sw: the main stroke width in local units, for parts drawn thinner or thicker. */
  draw: (p: Palette, sw: number) => string;
};

/** Rounds coordinates so the SVG stays short and byte-stable. */
export const n = (v: number): string => String(Math.round(v * 10) / 10);

export const line = (x1: number, y1: number, x2: number, y2: number, extra = ''): string =>
  `<line x1="${n(x1)}" y1="${n(y1)}" x2="${n(x2)}" y2="${n(y2)}"${extra}/>`;

export const circle = (cx: number, cy: number, r: number, extra = ''): string =>
  `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}"${extra}/>`;

export const path = (d: string, extra = ''): string => `<path d="${d}"${extra}/>`;

/** A thinner, lighter stroke for secondary detail (spokes, seams, text lines). */
export const thin = (sw: number, factor = 0.45, opacity = 0.55): string =>
  ` stroke-width="${n(sw * factor)}" stroke-opacity="${opacity}"`;

/** A stroke width relative to the main one (for thick tyres or fine seams). */
export const width = (sw: number, factor: number): string => ` stroke-width="${n(sw * factor)}"`;

export const fill = (color: string, opacity = 1): string =>
  opacity === 1 ? ` fill="${color}"` : ` fill="${color}" fill-opacity="${opacity}"`;
