import { circle, fill, line, n, path, thin, width } from './types';
import type { Silhouette } from './types';

/** Service (정비·피팅) and magazine pictures, which have no product to draw. */

function gearPath(cx: number, cy: number, outer: number, inner: number, teeth: number): string {
  const pts: string[] = [];
  for (let i = 0; i < teeth; i += 1) {
    const a = (i / teeth) * Math.PI * 2;
    const step = (Math.PI * 2) / teeth;
    const corners = [
      [inner, a - step * 0.5],
      [inner, a - step * 0.26],
      [outer, a - step * 0.17],
      [outer, a + step * 0.17],
      [inner, a + step * 0.26],
    ];
    for (const [r, t] of corners) pts.push(`${n(cx + Math.cos(t) * r)} ${n(cy + Math.sin(t) * r)}`);
  }
  return `M${pts.join(' L ')} Z`;
}

export const service: Silhouette = {
  width: 400,
  height: 380,
  grounded: true,
  draw: (p, sw) => {
    // An open-end wrench laid across a chainring-like cog: reads as "workshop" at any size.
    const wrench =
      'M-150 -16 L 96 -16 Q 112 -36 138 -38 L 126 -14 L 140 0 L 126 14 L 138 38 Q 112 36 96 16 L -150 16 Q -170 16 -170 0 Q -170 -16 -150 -16 Z';
    return [
      path(gearPath(176, 176, 118, 98, 14), fill(p.tint) + width(sw, 0.95)),
      circle(176, 176, 58, fill(p.bgTop) + width(sw, 0.8)),
      circle(176, 176, 16, fill(p.stroke)),
      ...[0, 1, 2, 3, 4].map((i) => {
        const a = (i / 5) * Math.PI * 2 - Math.PI / 2;
        return circle(176 + Math.cos(a) * 78, 176 + Math.sin(a) * 78, 6, fill(p.bgTop) + thin(sw, 0.6, 1));
      }),
      `<g transform="translate(212 214) rotate(-38)">${path(wrench, fill(p.bgTop) + width(sw, 1))}` +
        `${line(-120, 0, 60, 0, thin(sw, 0.5, 0.6))}${circle(-150, 0, 6, thin(sw, 0.6, 1))}</g>`,
    ].join('');
  },
};

export const magazine: Silhouette = {
  width: 560,
  height: 360,
  grounded: false,
  draw: (p, sw) => {
    const ridge = 'M20 268 L 130 150 L 178 196 L 262 90 L 352 200 L 404 152 L 540 268';
    const snow = 'M236 122 L 262 90 L 290 124 L 274 116 L 262 128 L 250 116 Z';
    const road = 'M250 340 C 260 300 330 300 316 272 C 306 252 270 256 286 236';
    const road2 = 'M330 340 C 336 306 372 300 350 272 C 336 254 296 254 300 236';
    const tree = (x: number, y: number, s: number) =>
      path(`M${x} ${y - 34 * s} L ${x + 16 * s} ${y} L ${x - 16 * s} ${y} Z`, fill(p.tint) + width(sw, 0.7)) +
      line(x, y, x, y + 10 * s, width(sw, 0.7));
    return [
      `<rect x="6" y="6" width="548" height="348" rx="22"${fill(p.bgTop)}${width(sw, 0.8)}/>`,
      circle(430, 84, 30, fill(p.tint) + width(sw, 0.8)),
      path(ridge, width(sw, 1.05)),
      path(snow, fill(p.bgTop) + width(sw, 0.7)),
      line(20, 268, 540, 268, thin(sw, 0.5, 0.6)),
      path(road, width(sw, 0.9)),
      path(road2, width(sw, 0.9)),
      line(318, 330, 322, 318, thin(sw, 0.6, 0.8)),
      line(324, 300, 326, 292, thin(sw, 0.6, 0.8)),
      tree(96, 300, 1),
      tree(130, 310, 0.8),
      tree(470, 302, 1.1),
      tree(438, 312, 0.75),
    ].join('');
  },
};
