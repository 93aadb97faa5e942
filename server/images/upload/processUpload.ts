import sharp, { type Sharp } from 'sharp';
import { DomainError } from '@/lib/errors';
import { withDecodeSlot } from './decodeSlots';
import { sniffImageType } from './sniffImageType';
import { UPLOAD_LIMITS, UPLOAD_MESSAGES } from './uploadLimits';

export type EncodedSize = { data: Buffer; width: number; height: number };
export type ProcessedUpload = { full: EncodedSize; thumb: EncodedSize };

type Limits = Record<'maxInputPixels' | 'fullMaxSide' | 'thumbMaxSide' | 'webpQuality' | 'thumbWebpQuality', number>;

const refuse = (message: string) => new DomainError('INVALID_INPUT', message);

/**
 * libvips as shipped with sharp reads HEIF containers but not HEVC, which is what iPhones write,
 * so HEIC goes through libheif (WASM): the size is checked before any pixel is decoded, then the
 * RGBA pixels are handed to sharp like any other input.
 */
async function decodeHeic(bytes: Buffer, limits: Limits): Promise<Sharp> {
  // Loaded on first use: its WASM is large and most uploads are JPEG.
  const heic = await import('heic-decode');
  const decoder = 'all' in heic ? heic : (heic as { default: typeof heic }).default;
  let images: Awaited<ReturnType<typeof decoder.all>>;
  try {
    images = await decoder.all({ buffer: bytes });
  } catch {
    throw refuse(UPLOAD_MESSAGES.damaged);
  }
  try {
    const first = images[0];
    if (!first) throw refuse(UPLOAD_MESSAGES.damaged);
    if (first.width * first.height > limits.maxInputPixels) throw refuse(UPLOAD_MESSAGES.tooManyPixels);
    const { width, height, data } = await first.decode().catch(() => {
      throw refuse(UPLOAD_MESSAGES.damaged);
    });
    const pixels = Buffer.from(data.buffer, data.byteOffset, data.byteLength);
    return sharp(pixels, { raw: { width, height, channels: 4 }, limitInputPixels: limits.maxInputPixels });
  } finally {
    images.dispose();
  }
}

/**
 * The decoder for the sniffed type. `failOn: 'error'` refuses truncated and corrupt files
 * instead of padding them with grey; the pixel limit is checked from the header before decoding.
 */
async function openInput(bytes: Buffer, limits: Limits): Promise<Sharp> {
  const sniffed = sniffImageType(bytes);
  if (!sniffed.ok) throw refuse(UPLOAD_MESSAGES[sniffed.reason]);
  if (sniffed.type === 'heic') return decodeHeic(bytes, limits);
  const input = sharp(bytes, { limitInputPixels: limits.maxInputPixels, failOn: 'error', animated: false });
  let meta: sharp.Metadata;
  try {
    meta = await input.metadata();
  } catch (error) {
    throw mapSharpError(error);
  }
  // The sniffed type must be what libvips found: a PNG header over some other payload is not a PNG.
  if (meta.format !== sniffed.type) throw refuse(UPLOAD_MESSAGES.damaged);
  if ((meta.width ?? 0) * (meta.height ?? 0) > limits.maxInputPixels) throw refuse(UPLOAD_MESSAGES.tooManyPixels);
  return input;
}

function mapSharpError(error: unknown): DomainError {
  if (error instanceof DomainError) return error;
  const message = error instanceof Error ? error.message : String(error);
  if (/pixel limit/i.test(message)) return refuse(UPLOAD_MESSAGES.tooManyPixels);
  return refuse(UPLOAD_MESSAGES.damaged);
}

async function encode(pixels: Sharp, maxSide: number, quality: number): Promise<EncodedSize> {
  const { data, info } = await pixels
    .clone()
    .resize({ width: maxSide, height: maxSide, fit: 'inside', withoutEnlargement: true })
    .webp({ quality, effort: 4 })
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

/**
 * Decodes once, upright and already down to the full size: a JPEG is shrunk while it is read (DCT
 * scaling), so a 12 MP photo never sits in memory at 12 MP. Both sizes are then encoded from these
 * pixels instead of decoding the file twice. No withMetadata(): EXIF (GPS!), XMP and IPTC are
 * dropped; rotate() bakes the orientation in first.
 */
async function uprightPixels(base: Sharp, maxSide: number): Promise<Sharp> {
  const { data, info } = await base
    .rotate()
    .resize({ width: maxSide, height: maxSide, fit: 'inside', withoutEnlargement: true })
    .raw()
    .toBuffer({ resolveWithObject: true });
  return sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } });
}

/**
 * Turns an uploaded file into the two WebP pictures we business. Nothing of the original survives
 * but its pixels: a payload appended to a JPEG, its EXIF and any trick in its container are gone.
 * Throws INVALID_INPUT with the member's Korean reason.
 */
export async function processUpload(bytes: Buffer, limits: Limits = UPLOAD_LIMITS): Promise<ProcessedUpload> {
  return withDecodeSlot(async () => {
    const base = await openInput(bytes, limits);
    try {
      const pixels = await uprightPixels(base, limits.fullMaxSide);
      const full = await encode(pixels, limits.fullMaxSide, limits.webpQuality);
      const thumb = await encode(pixels, limits.thumbMaxSide, limits.thumbWebpQuality);
      return { full, thumb };
    } catch (error) {
      throw mapSharpError(error);
    }
  });
}
