/**
 * The type of an upload decided from its first bytes (magic numbers), never from its name or the
 * Content-Type the client sent: both are the uploader's say-so. Only what we re-encode is
 * accepted; everything else gets its reason, so that the member reads why.
 */
export type AcceptedImageType = 'jpeg' | 'png' | 'webp' | 'heic';

export type SniffResult =
  { ok: true; type: AcceptedImageType } | { ok: false; reason: 'empty' | 'svg' | 'unsupported' | 'notImage' };

/** ISO-BMFF brands of HEIC/HEIF stills and sequences as phones write them (iPhone: heic / mif1). */
const HEIF_BRANDS = new Set(['heic', 'heix', 'heim', 'heis', 'hevc', 'hevx', 'mif1', 'msf1']);

function ascii(bytes: Uint8Array, start: number, end: number): string {
  return String.fromCharCode(...bytes.subarray(start, end));
}

function startsWith(bytes: Uint8Array, signature: readonly number[], offset = 0): boolean {
  if (bytes.length < offset + signature.length) return false;
  return signature.every((b, i) => bytes[offset + i] === b);
}

/** Other picture formats we know but don't take (GIF, BMP, TIFF, AVIF, ICO, JPEG XL). */
function isOtherImage(bytes: Uint8Array): boolean {
  const head = ascii(bytes, 0, 6);
  if (head === 'GIF87a' || head === 'GIF89a' || head.startsWith('BM')) return true;
  if (startsWith(bytes, [0x49, 0x49, 0x2a, 0x00]) || startsWith(bytes, [0x4d, 0x4d, 0x00, 0x2a])) return true;
  if (startsWith(bytes, [0x00, 0x00, 0x01, 0x00]) || startsWith(bytes, [0xff, 0x0a])) return true;
  return ascii(bytes, 4, 8) === 'ftyp';
}

/**
 * An SVG (a document that can carry scripts), told apart so the member hears that SVG is refused.
 * Looked for after a BOM and leading white space (and an XML prolog or comments) in the first 4 KB.
 */
function looksLikeSvg(bytes: Uint8Array): boolean {
  const text = new TextDecoder('utf-8', { fatal: false })
    .decode(bytes.subarray(0, 4096))
    .replace(/^\uFEFF/, '')
    .trimStart()
    .toLowerCase();
  return text.startsWith('<') && /<svg[\s>/]/.test(text);
}

export function sniffImageType(bytes: Uint8Array): SniffResult {
  if (bytes.length === 0) return { ok: false, reason: 'empty' };
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return { ok: true, type: 'jpeg' };
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return { ok: true, type: 'png' };
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP') return { ok: true, type: 'webp' };
  if (ascii(bytes, 4, 8) === 'ftyp' && HEIF_BRANDS.has(ascii(bytes, 8, 12))) return { ok: true, type: 'heic' };
  if (isOtherImage(bytes)) return { ok: false, reason: 'unsupported' };
  if (looksLikeSvg(bytes)) return { ok: false, reason: 'svg' };
  return { ok: false, reason: 'notImage' };
}
