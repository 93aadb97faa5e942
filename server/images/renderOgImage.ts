import { OG_IMAGE_HEIGHT, OG_IMAGE_WIDTH } from '@/lib/seo/ogImage';
import type { DrawnImageSpec } from '@/server/db/schema/images';
import { renderDrawnImage } from './renderDrawnImage';
import { rasteriseSvg } from './rasteriseSvg';

/**
 * Link-preview bots (KakaoTalk, Facebook, X) don't read SVG, so the OG picture is a PNG rasterised
 * from the same drawing.
 */
function rasterise(svg: string): Buffer {
  return rasteriseSvg(svg, OG_IMAGE_WIDTH);
}

/** The drawn picture laid out for 1200×630 directly (the renderer adapts to any aspect ratio). */
export function renderDrawnOgPng(spec: DrawnImageSpec): Buffer {
  return rasterise(renderDrawnImage(spec, OG_IMAGE_WIDTH, OG_IMAGE_HEIGHT));
}

/**
 * An uploaded photo centred on a white 1200×630 canvas, whole (letterboxed rather than cropped, so
 * a bike is never cut in half). Only PNG and JPEG can be embedded; other types get no OG picture.
 */
export function renderPhotoOgPng(bytes: Buffer, mimeType: string): Buffer | null {
  if (mimeType !== 'image/png' && mimeType !== 'image/jpeg') return null;
  const href = `data:${mimeType};base64,${bytes.toString('base64')}`;
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="${OG_IMAGE_WIDTH}" height="${OG_IMAGE_HEIGHT}">` +
    `<rect width="100%" height="100%" fill="#ffffff"/>` +
    `<image x="0" y="0" width="${OG_IMAGE_WIDTH}" height="${OG_IMAGE_HEIGHT}" preserveAspectRatio="xMidYMid meet" xlink:href="${href}"/>` +
    `</svg>`;
  return rasterise(svg);
}
