import type { Palette } from '../color';
import { circle, fill, line, n, path, thin, width } from './types';

/** Shared parts of every bicycle drawing, side view, rider facing right. */

export type Pt = { x: number; y: number };

export type WheelOpts = { fat?: boolean; spokes?: number; motor?: boolean; disc?: boolean };

export function wheel(c: Pt, r: number, p: Palette, sw: number, o: WheelOpts = {}): string {
  const spokes = o.spokes ?? 16;
  const rim = r - (o.fat ? 13 : 9);
  const hubR = o.motor ? 17 : 6;
  const parts: string[] = [circle(c.x, c.y, r, width(sw, o.fat ? 1.9 : 1.3))];
  parts.push(circle(c.x, c.y, rim, thin(sw, 0.45, 0.85)));
  for (let i = 0; i < spokes; i += 1) {
    const a = (i / spokes) * Math.PI * 2 + 0.13;
    parts.push(
      line(
        c.x + Math.cos(a) * hubR,
        c.y + Math.sin(a) * hubR,
        c.x + Math.cos(a) * rim,
        c.y + Math.sin(a) * rim,
        thin(sw, 0.2, 0.45)
      )
    );
  }
  if (o.disc) parts.push(circle(c.x, c.y, 17, thin(sw, 0.45, 0.8)));
  parts.push(circle(c.x, c.y, hubR, fill(p.tint) + width(sw, 0.6)));
  return parts.join('');
}

/** Chainring, chain run to the rear cog, crank arm and pedal. */
export function drivetrain(bb: Pt, rear: Pt, p: Palette, sw: number, ring = 22): string {
  return [
    line(bb.x, bb.y - ring, rear.x, rear.y - 8, thin(sw, 0.35, 0.7)),
    line(bb.x, bb.y + ring, rear.x, rear.y + 8, thin(sw, 0.35, 0.7)),
    circle(rear.x, rear.y, 9, thin(sw, 0.5, 0.9)),
    circle(bb.x, bb.y, ring, fill(p.bgTop) + width(sw, 0.7)),
    circle(bb.x, bb.y, ring + 3, ` stroke-width="${n(sw * 0.35)}" stroke-dasharray="${n(sw * 0.5)} ${n(sw * 0.6)}"`),
    line(bb.x, bb.y, bb.x + ring * 0.55, bb.y + ring * 1.45, width(sw, 1.1)),
    line(
      bb.x + ring * 0.55 - 9,
      bb.y + ring * 1.45 + 1,
      bb.x + ring * 0.55 + 9,
      bb.y + ring * 1.45 + 1,
      width(sw, 1.4)
    ),
    circle(bb.x, bb.y, 5, fill(p.stroke)),
  ].join('');
}

/** A saddle whose rails sit on the seatpost top `s`. */
export function saddle(s: Pt, p: Palette, sw: number, long = 1): string {
  const w = 30 * long;
  const d = `M${n(s.x - w)} ${n(s.y - 4)} q ${n(w * 0.3)} -9 ${n(w * 1.05)} -8 l ${n(w * 0.75)} 3 q 7 2 5 6 q -3 4 -12 4 l ${n(-w * 1.45)} 2 q -9 0 -9 -7 z`;
  return path(d, fill(p.tint) + width(sw, 0.8)) + line(s.x - 6, s.y + 1, s.x + 6, s.y + 1, width(sw, 0.6));
}

/** Seatpost from the seat cluster along the seat tube, returning the post's top. */
export function seatpost(bb: Pt, cluster: Pt, extend: number, sw: number): { svg: string; top: Pt } {
  const dx = cluster.x - bb.x;
  const dy = cluster.y - bb.y;
  const len = Math.hypot(dx, dy);
  const top = { x: cluster.x + (dx / len) * extend, y: cluster.y + (dy / len) * extend };
  return { svg: line(cluster.x, cluster.y, top.x, top.y, width(sw, 0.85)), top };
}

/** Road drop bar seen from the side: hood, brake lever and the curve of the drop. */
export function dropBar(at: Pt, p: Palette, sw: number): string {
  const d = `M${n(at.x)} ${n(at.y)} c 16 -2 24 6 23 18 c -1 14 -9 22 -22 23 l -9 0`;
  const lever = `M${n(at.x + 16)} ${n(at.y + 1)} q 9 2 8 16 l -3 9`;
  return path(d, width(sw, 0.95)) + path(lever, width(sw, 0.7)) + circle(at.x, at.y, 3.5, fill(p.stroke));
}

/** Flat or riser bar seen from the side: a short rise and the grip. */
export function flatBar(at: Pt, sw: number, rise = 6): string {
  const grip = { x: at.x + 14, y: at.y - rise };
  return (
    line(at.x, at.y, grip.x, grip.y, width(sw, 0.95)) +
    line(grip.x - 2, grip.y + 1, grip.x + 14, grip.y - 2, width(sw, 1.6))
  );
}

/** Swept-back city bar: rises from the stem and curves back to the rider. */
export function sweptBar(at: Pt, sw: number): string {
  const d = `M${n(at.x)} ${n(at.y)} q 6 -16 -10 -20 l -22 -2`;
  return path(d, width(sw, 0.95)) + line(at.x - 30, at.y - 22, at.x - 44, at.y - 23, width(sw, 1.6));
}

/** A mudguard following the top of a wheel from behind to the front. */
export function fender(c: Pt, r: number, sw: number, from = 200, to = 330): string {
  const rr = r + 7;
  const a1 = (from * Math.PI) / 180;
  const a2 = (to * Math.PI) / 180;
  const x1 = c.x + Math.cos(a1) * rr;
  const y1 = c.y + Math.sin(a1) * rr;
  const x2 = c.x + Math.cos(a2) * rr;
  const y2 = c.y + Math.sin(a2) * rr;
  const large = to - from > 180 ? 1 : 0;
  return path(`M${n(x1)} ${n(y1)} A ${n(rr)} ${n(rr)} 0 ${large} 1 ${n(x2)} ${n(y2)}`, width(sw, 0.75));
}

/** A tube between two points, optionally thicker (down tubes, e-bike frames). */
export const tube = (a: Pt, b: Pt, sw: number, k = 1): string => line(a.x, a.y, b.x, b.y, width(sw, k));

/** Battery on the down tube, with a bolt: the one cue every shopper reads as "electric". */
export function battery(bb: Pt, head: Pt, p: Palette, sw: number): string {
  const dx = head.x - bb.x;
  const dy = head.y - bb.y;
  const angle = (Math.atan2(dy, dx) * 180) / Math.PI;
  const len = Math.hypot(dx, dy);
  const mid = { x: (bb.x + head.x) / 2, y: (bb.y + head.y) / 2 };
  return (
    `<g transform="translate(${n(mid.x)} ${n(mid.y)}) rotate(${n(angle)})">` +
    `<rect x="${n(-len * 0.36)}" y="-30" width="${n(len * 0.66)}" height="26" rx="11"${fill(p.tint)}${width(sw, 0.9)}/>` +
    `<path d="M4 -26 l -10 11 h 9 l -7 10 l 15 -13 h -9 l 6 -8 z"${fill(p.stroke)} stroke-width="${n(sw * 0.3)}"/></g>`
  );
}

/** Mid-drive motor housing around the bottom bracket. */
export function motorHousing(bb: Pt, p: Palette, sw: number): string {
  return `<rect x="${n(bb.x - 20)}" y="${n(bb.y - 24)}" width="34" height="30" rx="9"${fill(p.tint)}${width(sw, 0.8)}/>`;
}
