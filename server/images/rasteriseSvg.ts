import path from 'node:path';
import { Resvg } from '@resvg/resvg-js';

/**
 * Fonts come from the `pretendard` npm package (a dependency of the app), never from the system, so
 * Korean model names render the same on every machine.
 */
const FONT_DIR = path.join(process.cwd(), 'node_modules', 'pretendard', 'dist', 'public', 'static');
const FONT_FILES = ['Pretendard-Medium.otf', 'Pretendard-SemiBold.otf'].map((file) => path.join(FONT_DIR, file));

/** One of our own SVG drawings as a PNG `width` pixels wide (the height follows its aspect ratio). */
export function rasteriseSvg(svg: string, width: number): Buffer {
  const resvg = new Resvg(svg, {
    fitTo: { mode: 'width', value: width },
    font: { fontFiles: FONT_FILES, loadSystemFonts: false, defaultFontFamily: 'Pretendard' },
  });
  return resvg.render().asPng();
}
