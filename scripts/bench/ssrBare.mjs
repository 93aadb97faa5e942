// The reference of the SSR benchmark: a bare Next.js app of the very versions this project installs
// (next, react, react-dom from its node_modules, symlinked), with one pages-router page whose
// getServerSideProps returns a date. Whatever the app's own pages cost beyond this is the app's.
// It is built (`next build`) and served (`next start`) in a temporary directory, removed at the end.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { nextBin } from './ssrLoad.mjs';

const PAGE = `// The bare reference page: server-rendered on every request, one date of data.
export default function Bare({ now }) {
  return <main><h1>bare</h1><p>{now}</p></main>;
}

export async function getServerSideProps() {
  return { props: { now: new Date().toISOString() } };
}
`;

/**
 * Writes the bare app into a new temporary directory and builds it. `remove()` deletes the
 * directory (call it after its server has stopped).
 */
export function buildBareApp(projectDir = process.cwd()) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ridemarket-bench-bare-'));
  const remove = () => fs.rmSync(dir, { recursive: true, force: true });
  try {
    fs.symlinkSync(path.join(projectDir, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
    fs.mkdirSync(path.join(dir, 'pages'));
    fs.writeFileSync(path.join(dir, 'pages', 'index.js'), PAGE);
    fs.writeFileSync(
      path.join(dir, 'package.json'),
      JSON.stringify({ name: 'ridemarket-bench-bare', private: true }, null, 2)
    );
    // Turbopack refuses modules outside its root; the symlinked node_modules really lives in the
    // project, so the root is the closest directory holding both.
    fs.writeFileSync(
      path.join(dir, 'next.config.js'),
      `module.exports = { turbopack: { root: ${JSON.stringify(commonRoot(dir, projectDir))} } };\n`
    );
    console.log(`  building the bare Next.js app in ${dir}`);
    const build = spawnSync(process.execPath, [nextBin(projectDir), 'build'], {
      cwd: dir,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: bareEnv(),
      encoding: 'utf8',
    });
    if (build.status !== 0) {
      process.stdout.write(build.stdout ?? '');
      process.stderr.write(build.stderr ?? '');
      throw new Error('next build of the bare app failed');
    }
  } catch (error) {
    remove();
    throw error;
  }
  return { dir, remove };
}

/** The environment of the bare app: production, without the project's own settings. */
export function bareEnv() {
  const env = { ...process.env, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1' };
  delete env.NEXT_DIST_DIR;
  return env;
}

function commonRoot(a, b) {
  const left = fs.realpathSync(a).split(path.sep);
  const right = fs.realpathSync(b).split(path.sep);
  let i = 0;
  while (i < left.length && i < right.length && left[i] === right[i]) i += 1;
  return left.slice(0, i).join(path.sep) || path.sep;
}
