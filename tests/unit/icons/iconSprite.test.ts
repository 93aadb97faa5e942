/**
 * @jest-environment node
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

/**
 * The app draws its icons from one sprite (public/icons/sprite.svg, issue 32 §4): the committed
 * sprite and its names must be what `npm run icons` writes from lucide's own shapes, every icon the
 * code names must be in it, and nothing else may draw lucide's components again.
 */
const root = process.cwd();
const APP_DIRS = ['components', 'pages', 'lib', 'store', 'api'];
const NAMES_FILE = path.join('components', 'ui', 'iconNames.ts');

function sources(dir: string): string[] {
  const out: string[] = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) out.push(...sources(full));
    else if (/\.(ts|tsx)$/.test(entry.name) && full !== NAMES_FILE) out.push(full);
  }
  return out;
}

const files = APP_DIRS.flatMap((dir) => sources(dir)).map((file) => ({ file, text: fs.readFileSync(file, 'utf8') }));
const sprite = fs.readFileSync(path.join('public', 'icons', 'sprite.svg'), 'utf8');
const symbols = [...sprite.matchAll(/<symbol id="([^"]+)"/g)].map((m) => m[1]);

describe('the icon sprite', () => {
  it('is what `npm run icons` writes from the installed lucide-react (else run it and commit)', () => {
    const run = spawnSync(process.execPath, [path.join('scripts', 'icons', 'buildSprite.mjs'), '--check'], {
      cwd: root,
      encoding: 'utf8',
    });
    expect({ status: run.status, output: run.status === 0 ? '' : `${run.stdout}\n${run.stderr}` }).toEqual({
      status: 0,
      output: '',
    });
  }, 60_000);

  it('holds every icon written by name in the code', () => {
    // `<Icon name="…">` literals; names held in tables (the tab bar, the alarm kinds) are typed
    // IconName, so the type checker holds those to the sprite.
    const used = files.flatMap(({ file, text }) =>
      [...text.matchAll(/<Icon\b[^>]*?\bname="([^"]+)"/g)].map((m) => ({ file, name: m[1] }))
    );
    expect(used.length).toBeGreaterThan(50);
    expect(used.filter(({ name }) => !symbols.includes(name))).toEqual([]);
  });

  it('holds no icon the code never names (every symbol is bytes each phone downloads)', () => {
    const unused = symbols.filter(
      (name) => !files.some(({ text }) => text.includes(`'${name}'`) || text.includes(`"${name}"`))
    );
    expect(unused).toEqual([]);
  });

  it('is the only way the app draws an icon: nothing imports lucide-react', () => {
    const importers = files.filter(({ text }) => /from 'lucide-react(\/[\w/-]+)?'/.test(text));
    expect(importers.map((f) => f.file)).toEqual([]);
  });
});
