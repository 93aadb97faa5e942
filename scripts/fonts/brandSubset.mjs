#!/usr/bin/env node
// `npm run fonts:brand`: writes public/fonts/ridemarket-brand.woff2, the only web font the app loads.
// Body text uses the phone's own Korean font (Apple SD Gothic Neo, Noto Sans KR on Android): a
// Korean web font needs hundreds of glyph subsets (the whole Pretendard set cost the home page
// 406 KiB, issue 19). The logo keeps the brand's face with just its own glyphs, a few KiB.
// The output is committed; run this again only when the logo's text changes.
import fs from 'node:fs';
import path from 'node:path';
import subsetFont from 'subset-font';

// Everything the logo draws (components/layout/Header.tsx): the mark and the name.
export const BRAND_TEXT = 'R라이드마켓';
const SOURCE = path.join('node_modules', 'pretendard', 'dist', 'web', 'static', 'woff2', 'Pretendard-ExtraBold.woff2');
const TARGET = path.join('public', 'fonts', 'ridemarket-brand.woff2');

const source = fs.readFileSync(SOURCE);
const subset = await subsetFont(source, BRAND_TEXT, { targetFormat: 'woff2' });
fs.mkdirSync(path.dirname(TARGET), { recursive: true });
fs.writeFileSync(TARGET, subset);
console.log(
  `${TARGET}: ${subset.length.toLocaleString('en-US')} bytes (from ${source.length.toLocaleString('en-US')}) for "${BRAND_TEXT}"`
);
