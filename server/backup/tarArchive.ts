/**
 * The few lines of POSIX tar (ustar) a backup needs: flat regular files, written as a stream and read
 * back from memory. A backup is a plain `.tar.gz`, so an operator can also open one with `tar xzf`.
 */
const BLOCK = 512;
/** ustar's 11 octal digits: 8 GiB minus one byte per file. */
const MAX_SIZE = 8 ** 11 - 1;

export type TarEntry = { name: string; mode: number; size: number; body: Uint8Array | Blob };

function field(header: Buffer, offset: number, length: number, value: string): void {
  header.write(value, offset, length, 'utf8');
}

function octal(value: number, length: number): string {
  return value.toString(8).padStart(length - 1, '0');
}

function headerFor(entry: TarEntry, mtime: Date): Buffer {
  if (Buffer.byteLength(entry.name) > 100) throw new Error(`tar: file name too long: ${entry.name}`);
  if (entry.size > MAX_SIZE) throw new Error(`tar: ${entry.name} is larger than 8 GiB`);
  const header = Buffer.alloc(BLOCK);
  field(header, 0, 100, entry.name);
  field(header, 100, 8, octal(entry.mode, 8));
  field(header, 108, 8, octal(0, 8));
  field(header, 116, 8, octal(0, 8));
  field(header, 124, 12, octal(entry.size, 12));
  field(header, 136, 12, octal(Math.floor(mtime.getTime() / 1000), 12));
  field(header, 148, 8, '        ');
  field(header, 156, 1, '0');
  field(header, 257, 6, 'ustar');
  field(header, 263, 2, '00');
  let sum = 0;
  for (const byte of header) sum += byte;
  field(header, 148, 8, `${octal(sum, 7)}\0`);
  return header;
}

const padding = (size: number) => Buffer.alloc((BLOCK - (size % BLOCK)) % BLOCK);

/** The archive's bytes in order; a Blob body is streamed, never copied whole. */
export async function* tarStream(entries: TarEntry[], mtime: Date = new Date()): AsyncGenerator<Uint8Array> {
  for (const entry of entries) {
    yield headerFor(entry, mtime);
    if (entry.body instanceof Blob) {
      let written = 0;
      for await (const chunk of entry.body.stream() as unknown as AsyncIterable<Uint8Array>) {
        written += chunk.byteLength;
        yield chunk;
      }
      if (written !== entry.size)
        throw new Error(`tar: ${entry.name} changed size while written (${written} of ${entry.size})`);
    } else {
      yield entry.body;
    }
    yield padding(entry.size);
  }
  yield Buffer.alloc(BLOCK * 2);
}

function readOctal(block: Buffer, offset: number, length: number): number {
  const text = block
    .toString('ascii', offset, offset + length)
    .replace(/\0.*$/s, '')
    .trim();
  if (!/^[0-7]+$/.test(text)) throw new Error('tar: a header is damaged');
  return parseInt(text, 8);
}

/**
 * The regular files of an archive, by name, as views on `archive`. A damaged header, a file cut
 * short or a missing end marker is an error: an archive that ends early is not a backup.
 */
export function readTar(archive: Buffer): Map<string, Buffer> {
  const files = new Map<string, Buffer>();
  let offset = 0;
  while (offset + BLOCK <= archive.length) {
    const block = archive.subarray(offset, offset + BLOCK);
    if (block.every((byte) => byte === 0)) return files;
    const stored = readOctal(block, 148, 8);
    let sum = 0;
    for (let i = 0; i < BLOCK; i += 1) sum += i >= 148 && i < 156 ? 32 : block[i];
    if (sum !== stored) throw new Error('tar: a header checksum does not match');
    const name = block.toString('utf8', 0, 100).replace(/\0.*$/s, '');
    const size = readOctal(block, 124, 12);
    const start = offset + BLOCK;
    if (start + size > archive.length) throw new Error(`tar: ${name} is cut short`);
    const type = String.fromCharCode(block[156]);
    if (type === '0' || type === '\0') files.set(name, archive.subarray(start, start + size));
    offset = start + size + padding(size).length;
  }
  throw new Error('tar: the archive ends without its end marker');
}
