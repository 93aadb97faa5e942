import zlib from 'node:zlib';
import sharp from 'sharp';

// Files made in the test, so every fixture's construction is visible next to what it proves.

function crc32(bytes: Buffer): number {
  let crc = ~0;
  for (const byte of bytes) {
    crc ^= byte;
    for (let k = 0; k < 8; k += 1) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return ~crc >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * A decompression bomb: a valid one-colour PNG of side×side pixels (1-bit grey), tiny on disk
 * (20000² is 400 megapixels in ~50 KB). Written by hand: encoding it with sharp would itself
 * decode 400 MP.
 */
export function bombPng(side = 20_000): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header[8] = 1; // bit depth
  header[9] = 0; // greyscale
  const row = Buffer.alloc(1 + Math.ceil(side / 8)); // filter byte 0, then zeros
  const raw = Buffer.alloc(row.length * side);
  const idat = zlib.deflateSync(raw, { level: 9 });
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', idat),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A plain photo-like JPEG: a two-colour split, so that rotation can be seen in the pixels. */
export async function splitJpeg(width: number, height: number): Promise<Buffer> {
  const left = await sharp({ create: { width: Math.floor(width / 2), height, channels: 3, background: '#d22030' } })
    .png()
    .toBuffer();
  return sharp({ create: { width, height, channels: 3, background: '#1b64da' } })
    .composite([{ input: left, left: 0, top: 0 }])
    .jpeg({ quality: 90 })
    .toBuffer();
}

/** A phone photo: GPS position and camera in EXIF, orientation 6 (stored sideways, shown upright). */
export async function gpsRotatedJpeg(width = 1200, height = 800): Promise<Buffer> {
  return sharp(await splitJpeg(width, height))
    .withExif({
      IFD0: { Make: 'RideCam', Model: 'Phone 15' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '37/1 33/1 59/1',
        GPSLongitudeRef: 'E',
        GPSLongitude: '126/1 58/1 40/1',
      },
    })
    .withMetadata({ orientation: 6 })
    .jpeg()
    .toBuffer();
}

export const SCRIPT_PAYLOAD = '<html><script>alert(document.cookie)</script></html>';

/** A JPEG with an HTML/script document appended after its end marker. */
export async function polyglotJpeg(): Promise<Buffer> {
  return Buffer.concat([await splitJpeg(64, 64), Buffer.from(SCRIPT_PAYLOAD)]);
}

/** A GIF header whose bytes are also a JavaScript statement (the classic GIF/JS polyglot). */
export const GIF_JS_POLYGLOT = Buffer.concat([
  Buffer.from('GIF89a/*'),
  Buffer.from([0x01, 0x00, 0x01, 0x00, 0x00, 0x00, 0x00]),
  Buffer.from('*/=1;alert(1);'),
]);

export const SCRIPT_SVG = Buffer.from(
  '<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>'
);

/** A JPEG cut in the middle of its picture data (a failed copy, a half-sent file). */
export async function truncatedJpeg(): Promise<Buffer> {
  const whole = await splitJpeg(800, 600);
  return whole.subarray(0, Math.floor(whole.length / 2));
}

/**
 * A 12 MB "photo": a real JPEG header followed by filler, so that only the size can refuse it
 * (the body must be cut at 10 MB before anything is decoded).
 */
export async function twelveMegabytes(): Promise<Buffer> {
  const head = await splitJpeg(64, 64);
  return Buffer.concat([head, Buffer.alloc(12 * 1024 * 1024 - head.length, 0x55)]);
}

/**
 * A HEIF container as a phone's HEIC starts (major brand mif1) around an AV1 picture. We can't
 * make a real HEVC HEIC here (no encoder), and libheif-js decodes HEVC only, so this file reaches
 * the HEIC path and is refused there: the guard before decoding (size read from the header) and
 * the refusal of what the decoder can't read are what it proves.
 */
export async function heifContainer(claimedSide?: number): Promise<Buffer> {
  const avif = Buffer.from(
    await sharp({ create: { width: 64, height: 48, channels: 3, background: '#d22030' } })
      .avif()
      .toBuffer()
  );
  avif.write('mif1', 8, 'latin1');
  if (claimedSide) {
    // The 'ispe' property box: size, type, version/flags, then width and height.
    const at = avif.indexOf('ispe', 0, 'latin1');
    avif.writeUInt32BE(claimedSide, at + 8);
    avif.writeUInt32BE(claimedSide, at + 12);
  }
  return avif;
}
