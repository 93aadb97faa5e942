import { circle, fill, line, path, thin, width } from './types';
import type { Silhouette } from './types';

/** Ski boots, helmets and goggles: the protective gear group. */

export const boots: Silhouette = {
  width: 380,
  height: 380,
  grounded: true,
  draw: (p, sw) => {
    const shell =
      'M72 318 L 76 232 L 84 70 Q 86 54 102 54 L 204 50 Q 220 50 222 66 L 236 166 Q 300 196 322 262 Q 332 292 326 318 Z';
    const buckle = (x: number, y: number, angle: number): string =>
      `<g transform="rotate(${angle} ${x} ${y})"><rect x="${x - 10}" y="${y - 7}" width="20" height="14" rx="4"${fill(p.bgTop)}${width(sw, 0.6)}/>` +
      line(x + 8, y, x + 36, y - 2, width(sw, 1.2)) +
      `</g>`;
    return [
      path(shell, fill(p.tint) + width(sw, 1)),
      // Liner tongue above the shell.
      path('M150 52 Q 152 30 172 28 L 210 30 Q 222 32 220 50', fill(p.bgTop) + width(sw, 0.8)),
      // Power strap around the top of the cuff.
      `<rect x="86" y="64" width="134" height="22" rx="5"${fill(p.stroke, 0.85)} stroke-width="${sw * 0.5}"/>`,
      // Cuff and lower shell overlap, hinged at the ankle rivet.
      path('M84 200 Q 150 214 232 158', thin(sw, 0.7, 0.9)),
      circle(124, 204, 9, fill(p.bgTop) + width(sw, 0.7)),
      path('M236 166 Q 262 140 232 110', thin(sw, 0.6, 0.8)),
      buckle(206, 108, -8),
      buckle(214, 150, -12),
      buckle(258, 206, -30),
      buckle(292, 246, -42),
      // Sole with toe and heel lugs.
      `<rect x="62" y="316" width="272" height="22" rx="6"${fill(p.stroke, 0.9)} stroke-width="${sw * 0.5}"/>`,
      line(70, 338, 120, 338, width(sw, 0.9)),
      line(270, 338, 328, 338, width(sw, 0.9)),
    ].join('');
  },
};

export const helmet: Silhouette = {
  width: 420,
  height: 340,
  grounded: true,
  draw: (p, sw) => {
    const shell =
      'M70 236 C 40 130 118 46 222 50 C 316 54 366 122 366 200 L 338 206 Q 306 214 282 214 L 262 214 Q 246 216 240 234 L 220 276 Q 150 276 92 262 Q 76 256 70 236 Z';
    const vent = (d: string) => path(d, fill(p.bgTop) + width(sw, 0.7));
    return [
      path(shell, fill(p.tint) + width(sw, 1.05)),
      path('M88 226 C 70 140 132 78 222 76 C 300 76 342 132 346 190', thin(sw, 0.5, 0.6)),
      vent('M150 92 q 30 -20 70 -18 l -2 12 q -36 -2 -64 16 z'),
      vent('M244 74 q 40 4 66 28 l -8 9 q -26 -20 -58 -25 z'),
      vent('M110 132 q 14 -24 30 -34 l 6 10 q -16 12 -26 30 z'),
      // Visor lip at the front.
      path('M338 206 L 376 200 Q 382 198 378 192 L 364 178', width(sw, 0.9)),
      // Ear pad and chin strap with its buckle.
      path(
        'M154 226 Q 150 268 186 276 Q 226 276 232 238 Q 214 212 180 212 Q 158 212 154 226 Z',
        fill(p.stroke, 0.22) + width(sw, 0.7)
      ),
      path('M190 276 Q 196 310 232 318 L 274 306 Q 276 262 262 214', width(sw, 0.75)),
      `<rect x="234" y="306" width="20" height="14" rx="3"${fill(p.stroke)} stroke-width="${sw * 0.4}"/>`,
      // Goggle clip at the back.
      `<rect x="60" y="170" width="22" height="36" rx="5"${fill(p.stroke)} stroke-width="${sw * 0.4}"/>`,
    ].join('');
  },
};

export const goggles: Silhouette = {
  width: 480,
  height: 280,
  grounded: false,
  draw: (p, sw) => {
    const frame =
      'M82 100 Q 82 50 138 48 L 342 48 Q 398 50 398 100 L 398 178 Q 396 222 350 222 L 280 222 Q 260 222 252 204 Q 240 182 228 204 Q 220 222 200 222 L 130 222 Q 84 222 82 178 Z';
    const lens =
      'M100 104 Q 100 66 144 66 L 336 66 Q 380 66 380 104 L 380 174 Q 378 204 346 204 L 284 204 Q 270 204 262 190 Q 240 156 218 190 Q 210 204 196 204 L 134 204 Q 102 204 100 174 Z';
    const vents: string[] = [];
    for (let x = 150; x <= 330; x += 20) vents.push(line(x, 57, x + 8, 57, thin(sw, 0.6, 0.8)));
    return [
      `<rect x="12" y="112" width="74" height="52" rx="10"${fill(p.stroke, 0.85)} stroke-width="${sw * 0.5}"/>`,
      `<rect x="394" y="112" width="74" height="52" rx="10"${fill(p.stroke, 0.85)} stroke-width="${sw * 0.5}"/>`,
      path(frame, fill(p.bgTop) + width(sw, 1.1)),
      path(lens, fill(p.stroke, 0.32) + width(sw, 0.6)),
      // Reflections across the lens.
      line(140, 160, 196, 86, ` stroke="#ffffff" stroke-opacity="0.85" stroke-width="${sw * 0.9}"`),
      line(176, 160, 214, 108, ` stroke="#ffffff" stroke-opacity="0.6" stroke-width="${sw * 0.5}"`),
      ...vents,
    ].join('');
  },
};
