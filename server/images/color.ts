/**
 * Colour arithmetic for drawn pictures. Brand colours come from the catalogue and can be pale
 * (Bianchi celeste) or nearly black (Brompton), so the renderer derives a readable stroke and a
 * soft background from any hex instead of trusting the raw value.
 */
export type Rgb = { r: number; g: number; b: number };

const FALLBACK: Rgb = { r: 0x1f, g: 0x5e, b: 0xd8 };

export function parseHex(hex: string): Rgb {
  const m = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(hex.trim());
  if (!m) return FALLBACK;
  const h =
    m[1].length === 3
      ? m[1]
          .split('')
          .map((c) => c + c)
          .join('')
      : m[1];
  return { r: parseInt(h.slice(0, 2), 16), g: parseInt(h.slice(2, 4), 16), b: parseInt(h.slice(4, 6), 16) };
}

export function toHex({ r, g, b }: Rgb): string {
  const part = (v: number) =>
    Math.round(Math.min(255, Math.max(0, v)))
      .toString(16)
      .padStart(2, '0');
  return `#${part(r)}${part(g)}${part(b)}`;
}

/** Linear mix: t = 0 gives a, t = 1 gives b. */
export function mix(a: Rgb, b: Rgb, t: number): Rgb {
  return { r: a.r + (b.r - a.r) * t, g: a.g + (b.g - a.g) * t, b: a.b + (b.b - a.b) * t };
}

const WHITE: Rgb = { r: 255, g: 255, b: 255 };
const INK: Rgb = { r: 0x1b, g: 0x1f, b: 0x27 };

/** WCAG relative luminance. */
export function luminance({ r, g, b }: Rgb): number {
  const ch = (v: number) => {
    const s = v / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * ch(r) + 0.7152 * ch(g) + 0.0722 * ch(b);
}

export function contrast(a: Rgb, b: Rgb): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

export type Palette = {
  /** Line colour of the drawing: the brand colour, darkened until it reads on the background. */
  stroke: string;
  /** Pale fill for accents (battery, lens, board base). */
  tint: string;
  /** Background gradient stops. */
  bgTop: string;
  bgBottom: string;
  /** Ground shadow under the object. */
  shadow: string;
  /** Text colours. */
  label: string;
  sublabel: string;
};

export function paletteFor(hex: string): Palette {
  const brand = parseHex(hex);
  const bgTop = mix(brand, WHITE, 0.94);
  const bgBottom = mix(brand, WHITE, 0.86);
  // Darken pale brand colours towards ink until the line passes 3:1 (WCAG for graphics).
  let stroke = brand;
  for (let i = 0; i < 10 && contrast(stroke, bgBottom) < 3.2; i += 1) stroke = mix(stroke, INK, 0.18);
  return {
    stroke: toHex(stroke),
    tint: toHex(mix(brand, WHITE, 0.78)),
    bgTop: toHex(bgTop),
    bgBottom: toHex(bgBottom),
    shadow: toHex(mix(brand, INK, 0.35)),
    label: toHex(INK),
    sublabel: toHex(mix(stroke, INK, 0.35)),
  };
}
