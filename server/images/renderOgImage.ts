import path from 'node:path';
import { Resvg } from '@resvg/resvg-js';
import { OG_IMAGE_HEIGHT, OG_IMAGE_WIDTH } from '@/lib/seo/ogImage';
import type { DrawnImageSpec } from '@/server/db/schema/images';
import { renderDrawnImage } from './renderDrawnImage';

/**
 * Link-preview bots (KakaoTalk, Facebook, X) don't read SVG, so the OG picture is a PNG rasterised
 * from the same drawing. Fonts are loaded from the `pretendard` npm package (a dependency of the
 * app), never from the system, so Korean model names render the same on every machine.
 */
const FONT_DIR = path.join(process.cwd(), 'node_modules', 'pretendard', 'dist', 'public', 'static');
const FONT_FILES = ['Pretendard-Medium.otf', 'Pretendard-SemiBold.otf'].map((file) => path.join(FONT_DIR, file));

function rasterise(svg: string): Buffer {
  const resvg = new Resvg(svg, {
    fitTo: { mode: 'width', value: OG_IMAGE_WIDTH },
    font: { fontFiles: FONT_FILES, loadSystemFonts: false, defaultFontFamily: 'Pretendard' },
  });
  return resvg.render().asPng();
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
