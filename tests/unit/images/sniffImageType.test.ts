/**
 * @jest-environment node
 */
// Server code: the sniffing runs in Node, not in a page.
import { sniffImageType } from '@/server/images/upload/sniffImageType';
import { UPLOAD_HEADER, UPLOAD_HEADER_VALUE } from '@/server/images/upload/uploadLimits';
import * as client from '@/api/images';

const bytes = (...parts: Array<string | number[]>) =>
  new Uint8Array(Buffer.concat(parts.map((p) => (typeof p === 'string' ? Buffer.from(p, 'latin1') : Buffer.from(p)))));

/** An ISO-BMFF file start: box size, 'ftyp', major brand, minor version, compatible brands. */
const ftyp = (major: string, ...compatible: string[]) =>
  bytes([0, 0, 0, 0x18], 'ftyp', major, [0, 0, 0, 0], ...compatible);

describe('sniffImageType: the type comes from the bytes', () => {
  it.each([
    ['JPEG (JFIF)', bytes([0xff, 0xd8, 0xff, 0xe0, 0, 0x10], 'JFIF'), 'jpeg'],
    ['JPEG (EXIF)', bytes([0xff, 0xd8, 0xff, 0xe1], 'Exif'), 'jpeg'],
    ['PNG', bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13], 'IHDR'), 'png'],
    ['WebP', bytes('RIFF', [0x24, 0, 0, 0], 'WEBPVP8 '), 'webp'],
    ['iPhone HEIC', ftyp('heic', 'mif1', 'heic'), 'heic'],
    ['HEIF (mif1)', ftyp('mif1', 'heic'), 'heic'],
    ['HEIC sequence', ftyp('hevc', 'msf1'), 'heic'],
  ])('accepts %s', (_label, input, type) => {
    expect(sniffImageType(input)).toEqual({ ok: true, type });
  });

  it.each([
    ['GIF', bytes('GIF89a', [1, 0, 1, 0])],
    ['BMP', bytes('BM', [0, 0, 0, 0])],
    ['TIFF', bytes([0x49, 0x49, 0x2a, 0x00])],
    ['AVIF', ftyp('avif', 'mif1', 'miaf')],
    ['an MP4 video', ftyp('isom', 'mp41')],
  ])('refuses %s as an unsupported picture format', (_label, input) => {
    expect(sniffImageType(input)).toEqual({ ok: false, reason: 'unsupported' });
  });

  it.each([
    ['plain', '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'],
    ['with an XML prolog', '<?xml version="1.0"?>\n<svg><script>alert(1)</script></svg>'],
    ['with a BOM, spaces and a comment', '\uFEFF  \n<!-- logo --><SVG viewBox="0 0 1 1"/>'],
    ['with a doctype', '<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "x">\n<svg/>'],
  ])('refuses an SVG (%s) with its own reason', (_label, text) => {
    expect(sniffImageType(new TextEncoder().encode(text))).toEqual({ ok: false, reason: 'svg' });
  });

  it.each([
    ['HTML', '<!doctype html><html><script>alert(1)</script></html>'],
    ['JavaScript', 'alert(document.cookie)'],
    ['a PDF', '%PDF-1.7\n'],
    ['a WAV (RIFF but not WebP)', 'RIFF\x24\x00\x00\x00WAVEfmt '],
    ['a PNG signature cut short', '\x89PNG'],
    ['a JPEG marker without its third byte', '\xff\xd8'],
  ])('refuses %s as not a picture', (_label, text) => {
    expect(sniffImageType(bytes(text))).toEqual({ ok: false, reason: 'notImage' });
  });

  it('refuses an empty file', () => {
    expect(sniffImageType(new Uint8Array(0))).toEqual({ ok: false, reason: 'empty' });
  });

  it('decides by the first bytes only, whatever a polyglot carries after them', () => {
    // A GIF/JS polyglot: GIF by its magic, so refused, never taken for script or markup.
    expect(sniffImageType(bytes('GIF89a/*', [1, 0, 1, 0], '*/=1;alert(1);'))).toEqual({
      ok: false,
      reason: 'unsupported',
    });
    // A JPEG with HTML appended is a JPEG here; the re-encode is what drops the payload (integration test).
    expect(sniffImageType(bytes([0xff, 0xd8, 0xff, 0xdb], '<html><script>alert(1)</script>'))).toEqual({
      ok: true,
      type: 'jpeg',
    });
    // SVG text after a JPEG magic is still not an SVG: sharp decodes it or refuses it as damaged.
    expect(sniffImageType(bytes([0xff, 0xd8, 0xff], '<svg><script>alert(1)</script></svg>'))).toEqual({
      ok: true,
      type: 'jpeg',
    });
  });

  it('the client sends the header the server requires', () => {
    expect(client.UPLOAD_HEADER).toBe(UPLOAD_HEADER);
    expect(client.UPLOAD_HEADER_VALUE).toBe(UPLOAD_HEADER_VALUE);
  });
});
