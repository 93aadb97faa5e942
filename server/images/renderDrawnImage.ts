import type { DrawnImageSpec } from '@/server/db/schema/images';
import { paletteFor } from './color';
import { escapeXml, fitText } from './svgText';
import { isSilhouetteKey, silhouettes } from './silhouettes';
import { n } from './silhouettes/types';

export type { DrawnImageSpec };

const FONT = "Pretendard, 'Noto Sans KR', 'Apple SD Gothic Neo', 'Malgun Gothic', NanumGothic, sans-serif";

/** FNV-1a: a short stable id for the gradient, so two pictures inlined in one page never share ids. */
function hashId(text: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return (h >>> 0).toString(36);
}

/**
 * A product picture drawn from its spec: soft background tinted by the brand colour, a line drawing
 * of the category in that colour, and the model name set small at the bottom. Pure and deterministic:
 * the same spec and size always give the same bytes, so the SVG can be cached forever by image id.
 */
export function renderDrawnImage(spec: DrawnImageSpec, width: number, height: number): string {
  const W = Math.max(32, Math.round(width));
  const H = Math.max(32, Math.round(height));
  const u = Math.min(W, H) / 600;
  const p = paletteFor(spec.color);
  const sil = silhouettes[isSilhouetteKey(spec.silhouette) ? spec.silhouette : 'magazine'];
  const id = `rm${hashId(JSON.stringify([spec.silhouette, spec.color, spec.label, spec.sublabel ?? '', W, H]))}`;

  // Text block at the bottom: model name, with the brand (sublabel) small above it.
  const label = fitText(spec.label, W * 0.84, 27 * u, 17 * u);
  const labelY = H - 30 * u;
  const sub = spec.sublabel ? fitText(spec.sublabel, W * 0.8, 15 * u, 12 * u) : null;
  const subY = labelY - label.size * 1.15;
  const textTop = (sub ? subY - sub.size : labelY - label.size) - 22 * u;

  // Drawing area above the text, the silhouette scaled to fit and centred.
  const area = { x: W * 0.07, y: H * 0.07, w: W * 0.86, h: textTop - H * 0.07 };
  const scale = Math.min(area.w / sil.width, area.h / sil.height);
  const dw = sil.width * scale;
  const dh = sil.height * scale;
  const ox = area.x + (area.w - dw) / 2;
  const oy = area.y + (area.h - dh) / 2;
  const sw = (5.4 * u) / scale;
  const cx = ox + dw / 2;

  const parts: string[] = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}" role="img" aria-label="${escapeXml(spec.label)}">`,
    `<title>${escapeXml(spec.sublabel ? `${spec.sublabel} ${spec.label}` : spec.label)}</title>`,
    `<defs><linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${p.bgTop}"/><stop offset="1" stop-color="${p.bgBottom}"/></linearGradient></defs>`,
    `<rect width="${W}" height="${H}" fill="url(#${id})"/>`,
    `<circle cx="${n(cx)}" cy="${n(oy + dh * 0.48)}" r="${n(Math.min(W, H) * 0.36)}" fill="#ffffff" fill-opacity="0.5"/>`,
  ];
  if (sil.grounded) {
    parts.push(
      `<ellipse cx="${n(cx)}" cy="${n(oy + dh - 2 * u)}" rx="${n(dw * 0.44)}" ry="${n(9 * u)}" fill="${p.shadow}" fill-opacity="0.13"/>`
    );
  }
  parts.push(
    `<g transform="translate(${n(ox)} ${n(oy)}) scale(${Math.round(scale * 10000) / 10000})" fill="none" stroke="${p.stroke}" stroke-width="${n(sw)}" stroke-linecap="round" stroke-linejoin="round">`,
    sil.draw(p, sw),
    `</g>`
  );
  if (sub) {
    parts.push(
      `<text x="${n(W / 2)}" y="${n(subY)}" text-anchor="middle" font-family="${FONT}" font-size="${n(sub.size)}" font-weight="500" letter-spacing="${n(sub.size * 0.06)}" fill="${p.sublabel}">${escapeXml(sub.text)}</text>`
    );
  }
  parts.push(
    `<text x="${n(W / 2)}" y="${n(labelY)}" text-anchor="middle" font-family="${FONT}" font-size="${n(label.size)}" font-weight="600" fill="${p.label}">${escapeXml(label.text)}</text>`
  );
  parts.push('</svg>');
  return parts.join('');
}
