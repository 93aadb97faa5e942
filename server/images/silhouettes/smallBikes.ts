import { drivetrain, fender, saddle, sweptBar, tube, wheel, type Pt } from './bikeParts';
import { circle, fill, line, n, path, thin, width } from './types';
import type { Silhouette } from './types';

/** Small-wheeled bikes: the folding bike (long post, tall stem, hinge) and the kids' bike. */

export const folding: Silhouette = {
  width: 460,
  height: 360,
  grounded: true,
  draw: (p, sw) => {
    const R: Pt = { x: 118, y: 276 };
    const F: Pt = { x: 352, y: 276 };
    const BB: Pt = { x: 222, y: 280 };
    const S: Pt = { x: 212, y: 176 };
    const H1: Pt = { x: 318, y: 158 };
    const H2: Pt = { x: 326, y: 196 };
    const postTop: Pt = { x: 201, y: 70 };
    const barTop: Pt = { x: 302, y: 58 };
    const hinge = { x: 268, y: 178 };
    return [
      wheel(R, 58, p, sw, { spokes: 16 }),
      wheel(F, 58, p, sw, { spokes: 16 }),
      fender(R, 58, sw, 160, 330),
      fender(F, 58, sw, 200, 340),
      drivetrain(BB, R, p, sw, 20),
      // Rear triangle pivots at the bottom bracket: that is what lets it fold under.
      tube(BB, R, sw, 0.9),
      tube({ x: S.x + 4, y: S.y + 44 }, R, sw, 0.9),
      tube(BB, S, sw, 1.2),
      path(`M${S.x + 2} ${S.y + 4} Q ${hinge.x} ${hinge.y - 14} ${H2.x - 2} ${H2.y - 14}`, width(sw, 1.6)),
      circle(hinge.x, hinge.y - 7, 7, fill(p.tint) + width(sw, 0.7)),
      tube(H1, H2, sw, 1.5),
      path(`M${H2.x} ${H2.y} Q ${n(H2.x + 12)} ${n(H2.y + 44)} ${F.x} ${F.y}`, width(sw, 1.05)),
      // Long seatpost and tall stem: the folding bike's profile.
      line(S.x, S.y, postTop.x, postTop.y, width(sw, 0.9)),
      saddle(postTop, p, sw, 0.95),
      line(H1.x, H1.y, barTop.x, barTop.y, width(sw, 1.15)),
      circle((H1.x + barTop.x) / 2 + 1, (H1.y + barTop.y) / 2 + 4, 5, fill(p.tint) + width(sw, 0.6)),
      path(`M${barTop.x - 8} ${barTop.y + 6} q 4 -10 16 -8 l 22 4`, width(sw, 1)),
      line(barTop.x + 28, barTop.y + 2, barTop.x + 40, barTop.y + 4, width(sw, 1.6)),
      // Rack rollers it rolls on when folded.
      line(R.x - 30, R.y - 70, S.x - 6, S.y + 40, width(sw, 0.75)),
      circle(R.x - 30, R.y - 62, 5, thin(sw, 0.6, 1)),
    ].join('');
  },
};

export const kids: Silhouette = {
  width: 420,
  height: 320,
  grounded: true,
  draw: (p, sw) => {
    const R: Pt = { x: 120, y: 232 };
    const F: Pt = { x: 306, y: 232 };
    const BB: Pt = { x: 202, y: 238 };
    const S: Pt = { x: 188, y: 160 };
    const H1: Pt = { x: 276, y: 138 };
    const H2: Pt = { x: 283, y: 168 };
    const trainer: Pt = { x: 86, y: 274 };
    return [
      // Training wheel behind the rear wheel, on its own bracket.
      line(R.x, R.y, trainer.x + 2, trainer.y - 2, width(sw, 0.8)),
      circle(trainer.x, trainer.y, 16, width(sw, 0.9)),
      circle(trainer.x, trainer.y, 4, fill(p.tint) + width(sw, 0.5)),
      wheel(R, 58, p, sw, { fat: true, spokes: 12 }),
      wheel(F, 58, p, sw, { fat: true, spokes: 12 }),
      fender(F, 58, sw, 205, 340),
      drivetrain(BB, R, p, sw, 16),
      // A full chain cover: kids' bikes hide the chain from small fingers.
      path(
        `M${BB.x + 22} ${BB.y} a 22 22 0 0 0 -22 -22 L ${R.x + 10} ${R.y - 12} a 12 12 0 0 0 0 24 L ${BB.x} ${BB.y + 22} a 22 22 0 0 0 22 -22 z`,
        fill(p.tint, 0.6) + width(sw, 0.7)
      ),
      tube(BB, R, sw, 1),
      tube({ x: S.x + 2, y: S.y + 8 }, R, sw, 0.9),
      tube(BB, S, sw, 1.2),
      path(`M${H2.x} ${H2.y} Q ${H2.x - 50} ${H2.y + 16} ${BB.x + 2} ${BB.y - 6}`, width(sw, 1.5)),
      tube(H1, H2, sw, 1.5),
      path(`M${H2.x} ${H2.y} Q ${n(H2.x + 10)} ${n(H2.y + 36)} ${F.x} ${F.y}`, width(sw, 1.05)),
      line(S.x, S.y, S.x - 4, S.y - 22, width(sw, 0.9)),
      saddle({ x: S.x - 4, y: S.y - 24 }, p, sw, 0.8),
      line(H1.x, H1.y, H1.x + 2, H1.y - 18, width(sw, 1.2)),
      sweptBar({ x: H1.x + 2, y: H1.y - 18 }, sw),
      circle(H1.x - 22, H1.y - 40, 5, fill(p.tint) + thin(sw, 0.6, 1)),
    ].join('');
  },
};
