// `npm run bench:upload`: what a photo upload costs the server (issue 17 §2), in one run.
// For each phone-like picture (a 12 MP JPEG with EXIF orientation, a 4 MP PNG screenshot, a 2 MP WebP):
//   baseline  sharp decode to raw pixels: the least any re-encoding pipeline must pay
//   process   processUpload: sniff, header checks, decode, rotate, WebP at 1600 and 480 px
// BENCH_UPLOADS sequential runs each after BENCH_WARMUP (p50/p95 ms, and the ratio to the baseline),
// the bytes in and stored, then BENCH_BURST uploads at once through the decode slots (wall time).
// Prints figures only; never fails on a number.
import sharp from 'sharp';
import { processUpload } from '../../server/images/upload/processUpload';

const RUNS = Number(process.env.BENCH_UPLOADS ?? 20);
const WARMUP = Number(process.env.BENCH_WARMUP ?? 3);
const BURST = Number(process.env.BENCH_BURST ?? 8);

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

async function timed(fn: () => Promise<unknown>): Promise<number> {
  const start = process.hrtime.bigint();
  await fn();
  return Number(process.hrtime.bigint() - start) / 1e6;
}

async function sample(fn: () => Promise<unknown>): Promise<{ p50: number; p95: number }> {
  for (let i = 0; i < WARMUP; i += 1) await fn();
  const times: number[] = [];
  for (let i = 0; i < RUNS; i += 1) times.push(await timed(fn));
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p95: percentile(times, 95) };
}

/** Noise compresses like a photo (a flat colour would flatter every encoder). */
function noise(width: number, height: number) {
  return sharp({
    create: { width, height, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 40 } },
  });
}

async function fixtures(): Promise<{ name: string; bytes: Buffer }[]> {
  return [
    {
      name: 'JPEG 4032×3024 (12 MP, orientation 6)',
      bytes: await noise(4032, 3024).jpeg({ quality: 85 }).withMetadata({ orientation: 6 }).toBuffer(),
    },
    { name: 'PNG 1290×2796 (screenshot)', bytes: await noise(1290, 2796).png({ compressionLevel: 6 }).toBuffer() },
    { name: 'WebP 1920×1080', bytes: await noise(1920, 1080).webp({ quality: 80 }).toBuffer() },
  ];
}

const ms = (n: number) => n.toFixed(1).padStart(8);
const kb = (n: number) => `${Math.round(n / 1024).toLocaleString('en-US')} KiB`.padStart(11);

async function main() {
  console.log(
    `bench:upload: ${RUNS} runs after ${WARMUP} warm-up, sharp ${sharp.versions.sharp} (libvips ${sharp.versions.vips})\n`
  );
  console.log(
    'picture                                   baseline p50/p95      process p50/p95   ratio        in     stored'
  );
  for (const { name, bytes } of await fixtures()) {
    const baseline = await sample(() => sharp(bytes).raw().toBuffer());
    const processed = await sample(() => processUpload(bytes));
    const out = await processUpload(bytes);
    const stored = out.full.data.length + out.thumb.data.length;
    console.log(
      `${name.padEnd(40)} ${ms(baseline.p50)} ${ms(baseline.p95)}   ${ms(processed.p50)} ${ms(processed.p95)}   ${(processed.p50 / baseline.p50).toFixed(1).padStart(4)}× ${kb(bytes.length)} ${kb(stored)}`
    );
  }
  const [photo] = await fixtures();
  const wall = await timed(() => Promise.all(Array.from({ length: BURST }, () => processUpload(photo.bytes))));
  console.log(
    `\n${BURST} 12 MP uploads at once (2 decode slots): ${wall.toFixed(0)} ms wall, ${(wall / BURST).toFixed(0)} ms each on average`
  );
}

main().catch((error: unknown) => {
  console.error('bench:upload failed:', error);
  process.exit(1);
});
