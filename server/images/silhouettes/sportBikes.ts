import type { Palette } from '../color';
import {
  battery,
  drivetrain,
  dropBar,
  flatBar,
  motorHousing,
  saddle,
  seatpost,
  tube,
  wheel,
  type Pt,
} from './bikeParts';
import { circle, line, path, thin, width, n } from './types';
import type { Silhouette } from './types';

/** Road, MTB and hybrid bikes: diamond frames that differ in tyres, bar, fork and geometry. */

const box = { width: 520, height: 340 };

export const road: Silhouette = {
  ...box,
  grounded: true,
  draw: (p, sw) => {
    const R: Pt = { x: 118, y: 240 };
    const F: Pt = { x: 402, y: 240 };
    const BB: Pt = { x: 236, y: 247 };
    const S: Pt = { x: 216, y: 120 };
    const H1: Pt = { x: 364, y: 112 };
    const H2: Pt = { x: 374, y: 154 };
    const post = seatpost(BB, S, 34, sw);
    return [
      wheel(R, 92, p, sw, { spokes: 20 }),
      wheel(F, 92, p, sw, { spokes: 18 }),
      drivetrain(BB, R, p, sw, 24),
      tube(BB, R, sw, 0.9),
      tube({ x: S.x + 2, y: S.y + 8 }, R, sw, 0.85),
      tube(BB, S, sw, 1.1),
      tube(S, H1, sw, 1.05),
      tube(BB, H2, sw, 1.35),
      tube(H1, H2, sw, 1.5),
      path(`M${H2.x} ${H2.y} Q ${n(H2.x + 14)} ${n(H2.y + 50)} ${F.x} ${F.y}`, width(sw, 1.05)),
      post.svg,
      saddle(post.top, p, sw, 0.95),
      line(H1.x, H1.y, H1.x - 2, H1.y - 10, width(sw, 1.2)),
      line(H1.x - 2, H1.y - 10, H1.x + 24, H1.y - 14, width(sw, 1)),
      dropBar({ x: H1.x + 24, y: H1.y - 14 }, p, sw),
    ].join('');
  },
};

function drawMtb(p: Palette, sw: number, electric: boolean): string {
  const R: Pt = { x: 120, y: 236 };
  const F: Pt = { x: 404, y: 236 };
  const BB: Pt = { x: 238, y: 250 };
  const S: Pt = { x: 222, y: 146 };
  const H1: Pt = { x: 360, y: 112 };
  const H2: Pt = { x: 368, y: 150 };
  const post = seatpost(BB, S, 56, sw);
  const crown = { x: H2.x + 3, y: H2.y + 10 };
  const lowerTop = { x: crown.x + 12, y: crown.y + 40 };
  return [
    wheel(R, 94, p, sw, { fat: true, spokes: 16, disc: true }),
    wheel(F, 94, p, sw, { fat: true, spokes: 16, disc: true }),
    drivetrain(BB, R, p, sw, 18),
    tube(BB, R, sw, 1),
    tube({ x: S.x + 3, y: S.y + 10 }, R, sw, 0.9),
    tube(BB, S, sw, 1.2),
    tube({ x: S.x - 4, y: S.y - 2 }, H1, sw, 1.25),
    tube(BB, H2, sw, 1.6),
    tube(H1, H2, sw, 1.7),
    // Suspension fork: slim stanchions into fat lowers; the arch marks it as a suspension fork.
    line(H2.x, H2.y, crown.x, crown.y, width(sw, 1.5)),
    line(crown.x, crown.y, lowerTop.x, lowerTop.y, width(sw, 1.2)),
    line(lowerTop.x - 1, lowerTop.y - 2, F.x, F.y, width(sw, 2)),
    path(`M${n(lowerTop.x - 4)} ${n(lowerTop.y + 2)} q -10 -10 -2 -20`, thin(sw, 0.5, 0.9)),
    post.svg,
    line(post.top.x + 2, post.top.y + 22, post.top.x + 6, post.top.y + 40, thin(sw, 0.9, 0.9)),
    saddle(post.top, p, sw, 0.9),
    line(H1.x, H1.y, H1.x + 2, H1.y - 10, width(sw, 1.3)),
    line(H1.x + 2, H1.y - 10, H1.x + 18, H1.y - 12, width(sw, 1.1)),
    flatBar({ x: H1.x + 18, y: H1.y - 12 }, sw, 8),
    // The e-MTB is the same trail bike with a battery on the down tube and a mid-drive motor.
    electric ? battery(BB, H2, p, sw) + motorHousing(BB, p, sw) : '',
  ].join('');
}

export const mtb: Silhouette = { ...box, grounded: true, draw: (p, sw) => drawMtb(p, sw, false) };

export const emtb: Silhouette = { ...box, grounded: true, draw: (p, sw) => drawMtb(p, sw, true) };

export const hybrid: Silhouette = {
  ...box,
  grounded: true,
  draw: (p, sw) => {
    const R: Pt = { x: 120, y: 240 };
    const F: Pt = { x: 400, y: 240 };
    const BB: Pt = { x: 238, y: 247 };
    const S: Pt = { x: 220, y: 128 };
    const H1: Pt = { x: 356, y: 108 };
    const H2: Pt = { x: 366, y: 156 };
    const post = seatpost(BB, S, 36, sw);
    return [
      wheel(R, 90, p, sw, { spokes: 18, disc: true }),
      wheel(F, 90, p, sw, { spokes: 18, disc: true }),
      drivetrain(BB, R, p, sw, 22),
      tube(BB, R, sw, 0.9),
      tube({ x: S.x + 2, y: S.y + 8 }, R, sw, 0.85),
      tube(BB, S, sw, 1.1),
      tube(S, H1, sw, 1.1),
      tube(BB, H2, sw, 1.4),
      tube(H1, H2, sw, 1.5),
      path(`M${H2.x} ${H2.y} Q ${n(H2.x + 14)} ${n(H2.y + 50)} ${F.x} ${F.y}`, width(sw, 1.05)),
      post.svg,
      saddle(post.top, p, sw),
      line(H1.x, H1.y, H1.x - 2, H1.y - 16, width(sw, 1.2)),
      line(H1.x - 2, H1.y - 16, H1.x + 14, H1.y - 20, width(sw, 1)),
      flatBar({ x: H1.x + 14, y: H1.y - 20 }, sw, 4),
      circle(H2.x + 10, H2.y - 26, 6, thin(sw, 0.6, 0.9)),
    ].join('');
  },
};
