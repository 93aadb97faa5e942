import {
  battery,
  drivetrain,
  motorHousing,
  fender,
  flatBar,
  saddle,
  seatpost,
  sweptBar,
  tube,
  wheel,
  type Pt,
} from './bikeParts';
import { circle, fill, line, n, path, thin, width } from './types';
import type { Silhouette } from './types';

/** City, e-bike, folding and kids' bikes: step-through frames, small wheels, baskets, batteries. */

export const city: Silhouette = {
  width: 540,
  height: 340,
  grounded: true,
  draw: (p, sw) => {
    const R: Pt = { x: 124, y: 244 };
    const F: Pt = { x: 404, y: 244 };
    const BB: Pt = { x: 242, y: 252 };
    const S: Pt = { x: 222, y: 138 };
    const H1: Pt = { x: 352, y: 118 };
    const H2: Pt = { x: 360, y: 156 };
    const post = seatpost(BB, S, 30, sw);
    const basket = `M${H1.x + 22} 96 h 78 l -8 52 h -62 z`;
    return [
      wheel(R, 84, p, sw, { spokes: 20 }),
      wheel(F, 84, p, sw, { spokes: 20 }),
      fender(R, 84, sw, 175, 330),
      fender(F, 84, sw, 200, 350),
      drivetrain(BB, R, p, sw, 22),
      // Chain guard, the mark of a commuter bike.
      path(`M${BB.x + 24} ${BB.y - 6} q 0 -18 -24 -20 L ${R.x + 14} ${R.y - 12}`, thin(sw, 0.8, 0.9)),
      tube(BB, R, sw, 0.9),
      tube({ x: S.x + 2, y: S.y + 8 }, R, sw, 0.85),
      tube(BB, S, sw, 1.15),
      path(
        `M${H2.x} ${H2.y} C ${H2.x - 70} ${H2.y + 20} ${BB.x + 10} ${BB.y - 70} ${BB.x + 2} ${BB.y - 4}`,
        width(sw, 1.5)
      ),
      tube(H1, H2, sw, 1.5),
      path(`M${H2.x} ${H2.y} Q ${n(H2.x + 16)} ${n(H2.y + 50)} ${F.x} ${F.y}`, width(sw, 1.05)),
      // Rear rack over the wheel.
      line(S.x - 4, S.y + 20, R.x - 36, R.y - 98, width(sw, 0.8)),
      line(R.x - 40, R.y - 98, S.x - 8, R.y - 98, width(sw, 0.8)),
      line(R.x - 10, R.y - 98, R.x, R.y, thin(sw, 0.6, 0.9)),
      post.svg,
      saddle(post.top, p, sw, 1.05),
      line(H1.x, H1.y, H1.x + 2, H1.y - 14, width(sw, 1.2)),
      sweptBar({ x: H1.x + 2, y: H1.y - 14 }, sw),
      path(basket, fill(p.tint, 0.5) + width(sw, 0.9)),
      line(H1.x + 40, 98, H1.x + 36, 146, thin(sw)),
      line(H1.x + 60, 98, H1.x + 58, 146, thin(sw)),
      line(H1.x + 80, 98, H1.x + 79, 146, thin(sw)),
      line(H1.x + 24, 122, H1.x + 96, 122, thin(sw)),
      line(BB.x - 6, BB.y + 6, BB.x - 30, BB.y + 40, width(sw, 0.8)),
    ].join('');
  },
};

export const ebike: Silhouette = {
  width: 540,
  height: 340,
  grounded: true,
  draw: (p, sw) => {
    const R: Pt = { x: 124, y: 244 };
    const F: Pt = { x: 404, y: 244 };
    const BB: Pt = { x: 246, y: 252 };
    const S: Pt = { x: 224, y: 136 };
    const H1: Pt = { x: 354, y: 110 };
    const H2: Pt = { x: 364, y: 152 };
    const post = seatpost(BB, S, 30, sw);
    return [
      wheel(R, 84, p, sw, { spokes: 16, motor: true }),
      wheel(F, 84, p, sw, { spokes: 18, disc: true }),
      fender(R, 84, sw, 175, 330),
      fender(F, 84, sw, 200, 350),
      drivetrain(BB, R, p, sw, 20),
      tube(BB, R, sw, 1),
      tube({ x: S.x + 2, y: S.y + 10 }, R, sw, 0.9),
      tube(BB, S, sw, 1.2),
      tube({ x: S.x + 2, y: S.y + 30 }, H1, sw, 1.2),
      tube(BB, H2, sw, 2),
      battery(BB, H2, p, sw),
      tube(H1, H2, sw, 1.6),
      path(`M${H2.x} ${H2.y} Q ${n(H2.x + 14)} ${n(H2.y + 50)} ${F.x} ${F.y}`, width(sw, 1.1)),
      motorHousing(BB, p, sw),
      line(S.x - 4, S.y + 22, R.x - 34, R.y - 98, width(sw, 0.8)),
      line(R.x - 38, R.y - 98, S.x - 10, R.y - 98, width(sw, 0.8)),
      line(R.x - 8, R.y - 98, R.x, R.y, thin(sw, 0.6, 0.9)),
      post.svg,
      saddle(post.top, p, sw, 1.05),
      line(H1.x, H1.y, H1.x - 1, H1.y - 14, width(sw, 1.2)),
      line(H1.x - 1, H1.y - 14, H1.x + 16, H1.y - 18, width(sw, 1)),
      flatBar({ x: H1.x + 16, y: H1.y - 18 }, sw, 4),
      `<rect x="${n(H1.x + 2)}" y="${n(H1.y - 34)}" width="16" height="10" rx="3"${fill(p.stroke)} stroke-width="${n(sw * 0.3)}"/>`,
      circle(H2.x + 12, H2.y - 10, 6, fill(p.tint) + thin(sw, 0.6, 1)),
    ].join('');
  },
};
