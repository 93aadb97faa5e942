import { circle, fill, line, n, path, thin, width } from './types';
import type { Silhouette } from './types';
import type { Palette } from '../color';

/** Skis and snowboards, top view and standing up, as catalogues show them. */

type SkiShape = { cx: number; top: number; len: number; tip: number; waist: number; tail: number };

/** Outline of one ski: rounded shovel, sidecut to the waist, squarer tail. */
function skiOutline(s: SkiShape): string {
  const { cx, top, len } = s;
  const a = s.tip / 2;
  const w = s.waist / 2;
  const t = s.tail / 2;
  const y = (k: number) => n(top + len * k);
  return [
    `M${n(cx - a * 0.55)} ${n(top + 12)}`,
    `Q ${n(cx)} ${n(top - 12)} ${n(cx + a * 0.55)} ${n(top + 12)}`,
    `Q ${n(cx + a + 2)} ${y(0.05)} ${n(cx + a)} ${y(0.12)}`,
    `Q ${n(cx + w - 6)} ${y(0.55)} ${n(cx + t)} ${y(0.96)}`,
    `Q ${n(cx + t)} ${y(1)} ${n(cx)} ${y(1)}`,
    `Q ${n(cx - t)} ${y(1)} ${n(cx - t)} ${y(0.96)}`,
    `Q ${n(cx - w + 6)} ${y(0.55)} ${n(cx - a)} ${y(0.12)}`,
    `Q ${n(cx - a - 2)} ${y(0.05)} ${n(cx - a * 0.55)} ${n(top + 12)} Z`,
  ].join(' ');
}

function oneSki(s: SkiShape, p: Palette, sw: number, tilt: number): string {
  const mid = s.top + s.len * 0.6;
  const toe = s.top + s.len * 0.5;
  const heel = s.top + s.len * 0.68;
  const parts = [
    path(skiOutline(s), fill(p.tint) + width(sw, 0.9)),
    // Topsheet graphic: a chevron near the shovel and a centre line, in the brand colour.
    path(
      `M${n(s.cx - 18)} ${n(s.top + s.len * 0.2)} L ${n(s.cx)} ${n(s.top + s.len * 0.16)} L ${n(s.cx + 18)} ${n(s.top + s.len * 0.2)}`,
      thin(sw, 0.7, 0.9)
    ),
    path(
      `M${n(s.cx - 18)} ${n(s.top + s.len * 0.25)} L ${n(s.cx)} ${n(s.top + s.len * 0.21)} L ${n(s.cx + 18)} ${n(s.top + s.len * 0.25)}`,
      thin(sw, 0.7, 0.9)
    ),
    line(s.cx, s.top + s.len * 0.3, s.cx, s.top + s.len * 0.45, thin(sw, 0.5, 0.6)),
    line(s.cx, s.top + s.len * 0.76, s.cx, s.top + s.len * 0.9, thin(sw, 0.5, 0.6)),
    // Binding: toe piece, plate, heel piece and brake arms.
    `<rect x="${n(s.cx - 17)}" y="${n(toe - 18)}" width="34" height="30" rx="8"${fill(p.bgTop)}${width(sw, 0.8)}/>`,
    line(s.cx, toe + 12, s.cx, heel - 20, width(sw, 0.7)),
    `<rect x="${n(s.cx - 16)}" y="${n(heel - 20)}" width="32" height="40" rx="9"${fill(p.bgTop)}${width(sw, 0.8)}/>`,
    line(s.cx - 13, heel + 20, s.cx - 20, heel + 34, thin(sw, 0.6, 1)),
    line(s.cx + 13, heel + 20, s.cx + 20, heel + 34, thin(sw, 0.6, 1)),
    circle(s.cx, mid + 6, 3, fill(p.stroke)),
  ];
  return `<g transform="rotate(${tilt} ${n(s.cx)} ${n(s.top + s.len)})">${parts.join('')}</g>`;
}

export const ski: Silhouette = {
  width: 320,
  height: 500,
  grounded: true,
  draw: (p, sw) =>
    oneSki({ cx: 126, top: 24, len: 462, tip: 78, waist: 54, tail: 66 }, p, sw, -5) +
    oneSki({ cx: 196, top: 24, len: 462, tip: 78, waist: 54, tail: 66 }, p, sw, 5),
};

/** Top view of a binding: baseplate ring, two straps and the highback edge. */
function binding(cx: number, cy: number, angle: number, p: Palette, sw: number): string {
  return (
    `<g transform="rotate(${angle} ${cx} ${cy})">` +
    `<rect x="${cx - 46}" y="${cy - 26}" width="92" height="52" rx="24"${fill(p.bgTop)}${width(sw, 0.85)}/>` +
    line(cx - 18, cy - 30, cx - 18, cy + 30, width(sw, 1.3)) +
    line(cx + 16, cy - 30, cx + 16, cy + 30, width(sw, 1.3)) +
    path(`M${cx - 42} ${cy - 14} q -10 14 0 28`, width(sw, 0.9)) +
    `</g>`
  );
}

export const snowboard: Silhouette = {
  width: 300,
  height: 520,
  grounded: true,
  draw: (p, sw) => {
    const cx = 150;
    const top = 20;
    const len = 480;
    const half = 62;
    const waist = 54;
    const outline =
      `M${cx - half + 6} ${top + 58} Q ${cx - half} ${top} ${cx} ${top} Q ${cx + half} ${top} ${cx + half - 6} ${top + 58}` +
      ` Q ${cx + waist} ${top + len / 2} ${cx + half - 6} ${top + len - 58} Q ${cx + half} ${top + len} ${cx} ${top + len}` +
      ` Q ${cx - half} ${top + len} ${cx - half + 6} ${top + len - 58} Q ${cx - waist} ${top + len / 2} ${cx - half + 6} ${top + 58} Z`;
    const inserts: string[] = [];
    for (const y of [top + 150, top + 166, top + 314, top + 330]) {
      for (const x of [cx - 20, cx + 20]) inserts.push(circle(x, y, 2.6, fill(p.stroke, 0.5) + ' stroke="none"'));
    }
    const body = [
      path(outline, fill(p.tint) + width(sw, 0.95)),
      // Topsheet: a wide band and a ring, simple enough to read at thumbnail size.
      path(
        `M${cx - 52} ${top + 210} L ${cx + 52} ${top + 190} L ${cx + 52} ${top + 236} L ${cx - 52} ${top + 256} Z`,
        fill(p.stroke, 0.18) + thin(sw, 0.5, 0.7)
      ),
      circle(cx, top + 84, 22, thin(sw, 0.6, 0.8)),
      line(cx - half + 14, top + 40, cx + half - 14, top + 40, thin(sw, 0.4, 0.5)),
      line(cx - half + 14, top + len - 40, cx + half - 14, top + len - 40, thin(sw, 0.4, 0.5)),
      ...inserts,
      binding(cx, top + 158, 18, p, sw),
      binding(cx, top + 322, -8, p, sw),
    ].join('');
    return `<g transform="rotate(14 ${cx} ${top + len / 2})">${body}</g>`;
  },
};
