/** @jest-environment node */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { readTar, tarStream, type TarEntry } from '@/server/backup/tarArchive';

async function pack(entries: TarEntry[]): Promise<Buffer> {
  const chunks: Uint8Array[] = [];
  for await (const chunk of tarStream(entries, new Date(Date.UTC(2026, 10, 27)))) chunks.push(chunk);
  return Buffer.concat(chunks);
}

const manifest = Buffer.from('{"format":"ridemarket-backup/1"}');
const image = Buffer.alloc(700, 7);
const entries = (): TarEntry[] => [
  { name: 'manifest.json', mode: 0o644, size: manifest.length, body: manifest },
  { name: 'pglite.tar', mode: 0o600, size: image.length, body: new Blob([image]) },
];

describe('backup tar archives', () => {
  it('reads back what it wrote, a streamed Blob included', async () => {
    const files = readTar(await pack(entries()));
    expect([...files.keys()]).toEqual(['manifest.json', 'pglite.tar']);
    expect(files.get('manifest.json')).toEqual(manifest);
    expect(files.get('pglite.tar')).toEqual(image);
  });

  it('is a plain tar an operator can open with tar(1)', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rm-tar-'));
    try {
      fs.writeFileSync(path.join(dir, 'b.tar'), await pack(entries()));
      execFileSync('tar', ['xf', 'b.tar'], { cwd: dir });
      expect(fs.readFileSync(path.join(dir, 'pglite.tar'))).toEqual(image);
      expect(fs.statSync(path.join(dir, 'pglite.tar')).mode & 0o777).toBe(0o600);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('refuses an archive cut short, one without its end marker, and a damaged header', async () => {
    const whole = await pack(entries());
    expect(() => readTar(whole.subarray(0, 512 + 512 + 512 + 300))).toThrow('pglite.tar is cut short');
    expect(() => readTar(whole.subarray(0, whole.length - 1024))).toThrow('without its end marker');
    const damaged = Buffer.from(whole);
    damaged[10] ^= 1;
    expect(() => readTar(damaged)).toThrow('checksum');
  });

  it('refuses a Blob whose size is not the one announced in its header', async () => {
    await expect(pack([{ name: 'pglite.tar', mode: 0o600, size: 10, body: new Blob([image]) }])).rejects.toThrow(
      'changed size'
    );
  });
});
